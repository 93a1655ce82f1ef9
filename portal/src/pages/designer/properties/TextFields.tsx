import { Switch } from '@fluentui/react-components';
import { PlaceholderTextField } from '../fields';
import { LinkField, StyleFields, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** A text line: its text with the person's details, whether it is left out when they are empty, its link and style. */
export function TextFields({ block, kit, groups, problems, onChange }: BlockFieldsProps<'text'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <>
      <PlaceholderTextField
        label={f('text')}
        value={block.text}
        groups={groups}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text }, 'text')}
      />
      <Switch
        label={t('leaveOut')}
        checked={block.hideWhenEmpty}
        onChange={(_, d) => onChange({ ...block, hideWhenEmpty: d.checked }, 'hideWhenEmpty')}
      />
      <LinkField value={block.link} problem={problems.link} onChange={(link) => onChange({ ...block, link }, 'link')} />
      <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
    </>
  );
}
