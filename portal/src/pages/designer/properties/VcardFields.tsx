import { TextField } from '../fields';
import { StyleFields, type BlockFieldsProps } from './shared';

/** The link to the person's contact card: its text and style. */
export function VcardFields({ block, kit, problems, onChange }: BlockFieldsProps<'vcard'>) {
  return (
    <>
      <TextField
        label="Text of the link"
        value={block.text}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text }, 'text')}
      />
      <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
    </>
  );
}
