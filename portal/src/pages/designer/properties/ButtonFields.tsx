import { Text } from '@fluentui/react-components';
import { ColourField, FieldGrid, NumberField, TextField } from '../fields';
import { LinkField, type BlockFieldsProps } from './shared';

/** A button: its text and link (the brand kit's call to action when empty), its colours, text size and corners. */
export function ButtonFields({ block, kit, problems, onChange }: BlockFieldsProps<'button'>) {
  return (
    <>
      <Text size={200}>
        {kit.cta
          ? `Empty text and link: the brand kit’s call to action (“${kit.cta.text}”).`
          : 'The brand kit has no call to action: give the button a text and a link.'}
      </Text>
      <TextField
        label="Text"
        value={block.text ?? ''}
        problem={problems.text}
        onChange={(text) => onChange({ ...block, text: text || undefined }, 'text')}
      />
      <LinkField label="Link" value={block.url} problem={problems.url} onChange={(url) => onChange({ ...block, url }, 'url')} />
      <FieldGrid>
        <ColourField
          label="Button colour"
          value={block.background}
          kit={kit}
          problem={problems.background}
          onChange={(c) => c && onChange({ ...block, background: c }, 'background')}
        />
        <ColourField
          label="Text colour"
          value={block.textColour}
          kit={kit}
          problem={problems.textColour}
          onChange={(c) => c && onChange({ ...block, textColour: c }, 'textColour')}
        />
        <NumberField
          label="Text size (px)"
          value={block.size}
          min={10}
          max={24}
          problem={problems.size}
          onChange={(v) => v !== undefined && onChange({ ...block, size: v }, 'size')}
        />
        <NumberField
          label="Corner radius (px)"
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
