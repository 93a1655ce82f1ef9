import { ColourField, FieldGrid, NumberField } from '../fields';
import type { BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** A divider: its colour, thickness and width. */
export function DividerFields({ block, kit, problems, onChange }: BlockFieldsProps<'divider'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <FieldGrid>
      <ColourField
        label={f('colour')}
        value={block.colour}
        kit={kit}
        problem={problems.colour}
        onChange={(c) => c && onChange({ ...block, colour: c }, 'colour')}
      />
      <NumberField
        label={t('thickness')}
        value={block.thickness}
        min={1}
        max={8}
        problem={problems.thickness}
        onChange={(v) => v !== undefined && onChange({ ...block, thickness: v }, 'thickness')}
      />
      <NumberField
        label={f('width')}
        hint={t('fullWidth')}
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
