import { ColourField, FieldGrid, NumberField } from '../fields';
import type { BlockFieldsProps } from './shared';

/** A divider: its colour, thickness and width. */
export function DividerFields({ block, kit, problems, onChange }: BlockFieldsProps<'divider'>) {
  return (
    <FieldGrid>
      <ColourField
        label="Colour"
        value={block.colour}
        kit={kit}
        problem={problems.colour}
        onChange={(c) => c && onChange({ ...block, colour: c }, 'colour')}
      />
      <NumberField
        label="Thickness (px)"
        value={block.thickness}
        min={1}
        max={8}
        problem={problems.thickness}
        onChange={(v) => v !== undefined && onChange({ ...block, thickness: v }, 'thickness')}
      />
      <NumberField
        label="Width (px)"
        hint="Empty: the full width"
        value={block.width}
        min={20}
        max={800}
        optional
        problem={problems.width}
        onChange={(width) => onChange({ ...block, width }, 'width')}
      />
    </FieldGrid>
  );
}
