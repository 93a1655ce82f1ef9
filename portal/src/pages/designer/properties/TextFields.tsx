import { Switch } from '@fluentui/react-components';
import { PlaceholderTextField } from '../fields';
import { LinkField, StyleFields, type BlockFieldsProps } from './shared';

/** A text line: its text with the person's details, whether it is left out when they are empty, its link and style. */
export function TextFields({ block, kit, groups, problems, onChange }: BlockFieldsProps<'text'>) {
  return (
    <>
      <PlaceholderTextField
        label="Text"
        value={block.text}
        groups={groups}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text }, 'text')}
      />
      <Switch
        label="Leave the line out for people whose details on it are empty"
        checked={block.hideWhenEmpty}
        onChange={(_, d) => onChange({ ...block, hideWhenEmpty: d.checked }, 'hideWhenEmpty')}
      />
      <LinkField value={block.link} problem={problems.link} onChange={(link) => onChange({ ...block, link }, 'link')} />
      <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
    </>
  );
}
