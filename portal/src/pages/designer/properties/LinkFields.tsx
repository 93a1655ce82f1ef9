import { ChoiceField, PlaceholderTextField } from '../fields';
import { LinkField, StyleFields, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** A link line (a website or booking page): its kind, text, address and style. */
export function LinkFields({ block, kit, groups, problems, onChange }: BlockFieldsProps<'link'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <>
      <ChoiceField
        label={t('kind')}
        value={block.kind}
        options={[
          { value: 'website', label: t('website') },
          { value: 'booking', label: t('booking') },
        ]}
        onChange={(kind) => onChange({ ...block, kind }, 'kind')}
      />
      <PlaceholderTextField
        label={f('linkText')}
        value={block.text}
        groups={groups}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text }, 'text')}
      />
      <LinkField label={f('link')} value={block.url} problem={problems.url} onChange={(url) => onChange({ ...block, url }, 'url')} />
      <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
    </>
  );
}
