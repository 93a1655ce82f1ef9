import { Switch, Text } from '@fluentui/react-components';
import { NumberField, TextField } from '../fields';
import { LinkField, type BlockFieldsProps } from './shared';

/** The person's own photo: its size, round or square, its text for screen readers and its link. */
export function PhotoFields({ block, problems, onChange }: BlockFieldsProps<'photo'>) {
  return (
    <>
      <Text size={200}>
        The person’s own photo, from the directory or their profile page. People without a photo get the signature without this block.
      </Text>
      <NumberField
        label="Size (px)"
        value={block.size}
        min={32}
        max={192}
        problem={problems.size}
        onChange={(v) => v !== undefined && onChange({ ...block, size: v }, 'size')}
      />
      <Switch label="Round" checked={block.round} onChange={(_, d) => onChange({ ...block, round: d.checked }, 'round')} />
      <TextField label="Alternative text" value={block.alt} problem={problems.alt} onChange={(alt) => onChange({ ...block, alt }, 'alt')} />
      <LinkField value={block.link} problem={problems.link} onChange={(link) => onChange({ ...block, link }, 'link')} />
    </>
  );
}
