import { Text } from '@fluentui/react-components';
import { ChoiceField, FieldGrid, NumberField } from '../fields';
import type { BlockFieldsProps } from './shared';

/** Two columns: the left one's width, the space between, and how they line up (their blocks are edited on their own). */
export function ColumnsFields({ block, problems, onChange }: BlockFieldsProps<'columns'>) {
  return (
    <>
      <Text size={200}>
        Select a block inside a column in the list to edit it. On a narrow screen the right column goes below the left one.
      </Text>
      <FieldGrid>
        <NumberField
          label="Left column width (px)"
          value={block.leftWidth}
          min={40}
          max={400}
          problem={problems.leftWidth}
          onChange={(v) => v !== undefined && onChange({ ...block, leftWidth: v }, 'leftWidth')}
        />
        <NumberField
          label="Space between (px)"
          value={block.gap}
          min={0}
          max={48}
          problem={problems.gap}
          onChange={(v) => v !== undefined && onChange({ ...block, gap: v }, 'gap')}
        />
        <ChoiceField
          label="Line up"
          value={block.valign}
          options={[
            { value: 'top', label: 'At the top' },
            { value: 'middle', label: 'In the middle' },
          ]}
          onChange={(valign) => onChange({ ...block, valign }, 'valign')}
        />
      </FieldGrid>
    </>
  );
}
