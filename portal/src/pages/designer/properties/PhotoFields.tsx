import { Switch, Text } from '@fluentui/react-components';
import { NumberField, TextField } from '../fields';
import { LinkField, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** The person's own photo: its size, round or square, its text for screen readers and its link. */
export function PhotoFields({ block, problems, onChange }: BlockFieldsProps<'photo'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <>
      <Text size={200}>{t('photoAbout')}</Text>
      <NumberField
        label={f('size')}
        value={block.size}
        min={32}
        max={192}
        problem={problems.size}
        onChange={(v) => v !== undefined && onChange({ ...block, size: v }, 'size')}
      />
      <Switch label={t('round')} checked={block.round} onChange={(_, d) => onChange({ ...block, round: d.checked }, 'round')} />
      <TextField label={f('altText')} value={block.alt} problem={problems.alt} onChange={(alt) => onChange({ ...block, alt }, 'alt')} />
      <LinkField value={block.link} problem={problems.link} onChange={(link) => onChange({ ...block, link }, 'link')} />
    </>
  );
}
