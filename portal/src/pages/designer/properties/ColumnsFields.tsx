import { Text } from '@fluentui/react-components';
import { ChoiceField, FieldGrid, NumberField } from '../fields';
import type { BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** Two columns: the left one's width, the space between, and how they line up (their blocks are edited on their own). */
export function ColumnsFields({ block, problems, onChange }: BlockFieldsProps<'columns'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <>
      <Text size={200}>{t('columnsAbout')}</Text>
      <FieldGrid>
        <NumberField
          label={t('leftWidth')}
          value={block.leftWidth}
          min={40}
          max={400}
          problem={problems.leftWidth}
          onChange={(v) => v !== undefined && onChange({ ...block, leftWidth: v }, 'leftWidth')}
        />
        <NumberField
          label={f('spaceBetween')}
          value={block.gap}
          min={0}
          max={48}
          problem={problems.gap}
          onChange={(v) => v !== undefined && onChange({ ...block, gap: v }, 'gap')}
        />
        <ChoiceField
          label={t('lineUp')}
          value={block.valign}
          options={[
            { value: 'top', label: t('atTop') },
            { value: 'middle', label: t('inMiddle') },
          ]}
          onChange={(valign) => onChange({ ...block, valign }, 'valign')}
        />
      </FieldGrid>
    </>
  );
}
