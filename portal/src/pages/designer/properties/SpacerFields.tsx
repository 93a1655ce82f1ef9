import { NumberField } from '../fields';
import type { BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';

/** Space between blocks: its height. */
export function SpacerFields({ block, problems, onChange }: BlockFieldsProps<'spacer'>) {
  const f = useMessages(fieldsMessages);
  return (
    <NumberField
      label={f('height')}
      value={block.height}
      min={4}
      max={64}
      problem={problems.height}
      onChange={(v) => v !== undefined && onChange({ ...block, height: v }, 'height')}
    />
  );
}
