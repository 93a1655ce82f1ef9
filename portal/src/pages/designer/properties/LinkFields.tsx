import { ChoiceField, PlaceholderTextField } from '../fields';
import { LinkField, StyleFields, type BlockFieldsProps } from './shared';

/** A link line (a website or booking page): its kind, text, address and style. */
export function LinkFields({ block, kit, groups, problems, onChange }: BlockFieldsProps<'link'>) {
  return (
    <>
      <ChoiceField
        label="Kind"
        value={block.kind}
        options={[
          { value: 'website', label: 'Website' },
          { value: 'booking', label: 'Booking page' },
        ]}
        onChange={(kind) => onChange({ ...block, kind }, 'kind')}
      />
      <PlaceholderTextField
        label="Text of the link"
        value={block.text}
        groups={groups}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text }, 'text')}
      />
      <LinkField label="Link" value={block.url} problem={problems.url} onChange={(url) => onChange({ ...block, url }, 'url')} />
      <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
    </>
  );
}
