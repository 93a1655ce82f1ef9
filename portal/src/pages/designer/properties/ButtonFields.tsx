import { Text } from '@fluentui/react-components';
import { ColourField, FieldGrid, NumberField, TextField } from '../fields';
import { LinkField, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** A button: its text and link (the brand kit's call to action when empty), its colours, text size and corners. */
export function ButtonFields({ block, kit, problems, onChange }: BlockFieldsProps<'button'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <>
      <Text size={200}>{kit.cta ? t('ctaDefault', { text: kit.cta.text }) : t('noCta')}</Text>
      <TextField
        label={f('text')}
        value={block.text ?? ''}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text: text || undefined }, 'text')}
      />
      <LinkField label={f('link')} value={block.url} problem={problems.url} onChange={(url) => onChange({ ...block, url }, 'url')} />
      <FieldGrid>
        <ColourField
          label={t('buttonColour')}
          value={block.background}
          kit={kit}
          problem={problems.background}
          onChange={(c) => c && onChange({ ...block, background: c }, 'background')}
        />
        <ColourField
          label={f('textColour')}
          value={block.textColour}
          kit={kit}
          problem={problems.textColour}
          onChange={(c) => c && onChange({ ...block, textColour: c }, 'textColour')}
        />
        <NumberField
          label={f('textSize')}
          value={block.size}
          min={10}
          max={24}
          problem={problems.size}
          onChange={(v) => v !== undefined && onChange({ ...block, size: v }, 'size')}
        />
        <NumberField
          label={t('cornerRadius')}
          value={block.radius}
          min={0}
          max={24}
          problem={problems.radius}
          onChange={(v) => v !== undefined && onChange({ ...block, radius: v }, 'radius')}
        />
      </FieldGrid>
    </>
  );
}
