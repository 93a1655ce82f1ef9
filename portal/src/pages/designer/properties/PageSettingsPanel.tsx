import { Subtitle2 } from '@fluentui/react-components';
import type { BrandKit, PageSettings } from '../../../../../shared/designs/schema';
import { useMessages } from '../../../i18n/useMessages';
import { designerMessages } from '../designer.messages';
import { ColourField, FieldGrid, FontField, NumberField, type Problem } from '../fields';
import { fieldsMessages } from '../fields.messages';
import { usePropertyStyles } from './shared';

/** The whole signature's (or reply's) settings: width, font, text size and colours. */
export function PageSettingsPanel({
  page,
  kit,
  problems,
  reply = false,
  onChange,
}: {
  page: PageSettings;
  kit: BrandKit;
  problems: Record<string, Problem>;
  reply?: boolean;
  onChange(p: PageSettings, field: string): void;
}) {
  const styles = usePropertyStyles();
  const t = useMessages(fieldsMessages);
  const whole = useMessages(designerMessages)('whole', { reply: reply ? 'yes' : 'no' });
  return (
    <section className={styles.panel} aria-labelledby="page-settings-heading">
      <Subtitle2 as="h2" id="page-settings-heading">
        {whole}
      </Subtitle2>
      <FieldGrid>
        <NumberField
          label={t('width')}
          value={page.width}
          min={240}
          max={800}
          problem={problems.width}
          onChange={(v) => v !== undefined && onChange({ ...page, width: v }, 'width')}
        />
        <FontField
          label={t('font')}
          value={page.font}
          unsetLabel={t('asBrandKit')}
          problem={problems.font}
          onChange={(font) => onChange({ ...page, font }, 'font')}
        />
        <NumberField
          label={t('textSize')}
          value={page.size}
          min={8}
          max={24}
          problem={problems.size}
          onChange={(v) => v !== undefined && onChange({ ...page, size: v }, 'size')}
        />
        <ColourField
          label={t('textColour')}
          value={page.colour}
          kit={kit}
          problem={problems.colour}
          onChange={(c) => c && onChange({ ...page, colour: c }, 'colour')}
        />
        <ColourField
          label={t('linkColour')}
          value={page.linkColour}
          kit={kit}
          problem={problems.linkColour}
          onChange={(c) => c && onChange({ ...page, linkColour: c }, 'linkColour')}
        />
        <ColourField
          label={t('background')}
          value={page.background}
          kit={kit}
          unsetLabel={t('noBackground')}
          problem={problems.background}
          onChange={(background) => onChange({ ...page, background }, 'background')}
        />
      </FieldGrid>
    </section>
  );
}
