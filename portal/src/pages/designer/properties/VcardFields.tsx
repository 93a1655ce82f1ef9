import { TextField } from '../fields';
import { StyleFields, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';

/** The link to the person's contact card: its text and style. */
export function VcardFields({ block, kit, problems, onChange }: BlockFieldsProps<'vcard'>) {
  const f = useMessages(fieldsMessages);
  return (
    <>
      <TextField
        label={f('linkText')}
        value={block.text}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text }, 'text')}
      />
      <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
    </>
  );
}
