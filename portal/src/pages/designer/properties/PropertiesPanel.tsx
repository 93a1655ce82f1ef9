import { Subtitle2 } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import type { Block } from '../../../../../shared/designs/schema';
import { useMessages } from '../../../i18n/useMessages';
import { kindName } from '../blocks';
import { blocksMessages } from '../blocks.messages';
import { AudienceField } from './AudienceField';
import { BannerFields } from './BannerFields';
import { ButtonFields } from './ButtonFields';
import { ColumnsFields } from './ColumnsFields';
import { DividerFields } from './DividerFields';
import { FooterFields } from './FooterFields';
import { ImageFields } from './ImageFields';
import { LinkFields } from './LinkFields';
import { PhotoFields } from './PhotoFields';
import { LayoutFields, usePropertyStyles, type BlockFieldsProps } from './shared';
import { SocialFields } from './SocialFields';
import { SpacerFields } from './SpacerFields';
import { TextFields } from './TextFields';
import { VcardFields } from './VcardFields';

/** The fields of each kind of block (a kind without its fields fails the typecheck). */
const KIND_FIELDS: { [K in Block['type']]: ComponentType<BlockFieldsProps<K>> } = {
  text: TextFields,
  image: ImageFields,
  photo: PhotoFields,
  social: SocialFields,
  divider: DividerFields,
  spacer: SpacerFields,
  button: ButtonFields,
  vcard: VcardFields,
  link: LinkFields,
  banner: BannerFields,
  footer: FooterFields,
  columns: ColumnsFields,
};

/** Kinds whose place is set by the blocks around them: no alignment or space of their own. */
const WITHOUT_LAYOUT = new Set<Block['type']>(['spacer', 'footer']);

/**
 * The selected block's properties: those of its kind, then its layout; in an out-of-office reply (`reply`), first
 * which of the two replies it is in.
 */
export function PropertiesPanel({ reply = false, ...props }: BlockFieldsProps & { reply?: boolean }) {
  const styles = usePropertyStyles();
  const words = useMessages(blocksMessages);
  const { block, problems, onChange } = props;
  // The block's kind picks its fields, so the block is of the kind they take.
  const KindFields = KIND_FIELDS[block.type] as ComponentType<BlockFieldsProps>;
  return (
    <section className={styles.panel} aria-labelledby="properties-heading" data-testid="block-properties">
      <Subtitle2 as="h2" id="properties-heading">
        {kindName(words, block.type)}
      </Subtitle2>
      {reply && <AudienceField block={block} problem={problems.audience} onChange={onChange} />}
      <KindFields {...props} />
      {!WITHOUT_LAYOUT.has(block.type) && <LayoutFields block={block} problems={problems} onChange={onChange} />}
    </section>
  );
}
