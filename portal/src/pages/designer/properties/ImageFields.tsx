import { AssetField } from '../AssetField';
import { FieldGrid, NumberField, TextField } from '../fields';
import { LinkField, type BlockFieldsProps } from './shared';

/** A logo or image: which image (the brand kit's logo by default), its text for screen readers, its size and link. */
export function ImageFields({ block, kit, problems, onChange }: BlockFieldsProps<'image'>) {
  return (
    <>
      <AssetField
        label="Image"
        hint={kit.logo ? 'None: the brand kit’s logo.' : 'Choose an image, or set a logo in the brand kit.'}
        optional
        value={block.asset ?? ''}
        validationMessage={problems.asset}
        onChange={(asset) =>
          onChange({ ...block, asset: asset || undefined, ...(asset && !block.width ? { width: 160, height: 48 } : {}) }, 'asset')
        }
      />
      <TextField
        label="Alternative text"
        hint="Read out by screen readers and shown when images are blocked."
        value={block.alt}
        problem={problems.alt}
        onChange={(alt) => onChange({ ...block, alt }, 'alt')}
      />
      <FieldGrid>
        <NumberField
          label="Width (px)"
          value={block.width}
          min={8}
          max={600}
          optional={!block.asset}
          problem={problems.width}
          onChange={(width) => onChange({ ...block, width }, 'width')}
        />
        <NumberField
          label="Height (px)"
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
