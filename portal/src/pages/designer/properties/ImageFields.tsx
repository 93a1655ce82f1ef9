import { AssetField } from '../AssetField';
import { FieldGrid, NumberField, TextField } from '../fields';
import { LinkField, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** A logo or image: which image (the brand kit's logo by default), its text for screen readers, its size and link. */
export function ImageFields({ block, kit, problems, onChange }: BlockFieldsProps<'image'>) {
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
  return (
    <>
      <AssetField
        label={t('image')}
        hint={kit.logo ? t('imageLogo') : t('imageNoLogo')}
        optional
        value={block.asset ?? ''}
        validationMessage={problems.asset}
        onChange={(asset) =>
          onChange({ ...block, asset: asset || undefined, ...(asset && !block.width ? { width: 160, height: 48 } : {}) }, 'asset')
        }
      />
      <TextField
        label={f('altText')}
        hint={t('altHint')}
        value={block.alt}
        problem={problems.alt}
        onChange={(alt) => onChange({ ...block, alt }, 'alt')}
      />
      <FieldGrid>
        <NumberField
          label={f('width')}
          value={block.width}
          min={8}
          max={600}
          optional={!block.asset}
          problem={problems.width}
          onChange={(width) => onChange({ ...block, width }, 'width')}
        />
        <NumberField
          label={f('height')}
          value={block.height}
          min={8}
          max={600}
          optional={!block.asset}
          problem={problems.height}
          onChange={(height) => onChange({ ...block, height }, 'height')}
        />
      </FieldGrid>
      <LinkField value={block.link} problem={problems.link} onChange={(link) => onChange({ ...block, link }, 'link')} />
    </>
  );
}
