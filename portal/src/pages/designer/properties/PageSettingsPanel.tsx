import { Subtitle2 } from '@fluentui/react-components';
import type { BrandKit, PageSettings } from '../../../../../shared/designs/schema';
import { ColourField, FieldGrid, FontField, NumberField, type Problem } from '../fields';
import { usePropertyStyles } from './shared';

/** The whole signature's settings: width, font, text size and colours. */
export function PageSettingsPanel({
  page,
  kit,
  problems,
  onChange,
}: {
  page: PageSettings;
  kit: BrandKit;
  problems: Record<string, Problem>;
  onChange(p: PageSettings, field: string): void;
}) {
  const styles = usePropertyStyles();
  return (
    <section className={styles.panel} aria-labelledby="page-settings-heading">
      <Subtitle2 as="h2" id="page-settings-heading">
        Whole signature
      </Subtitle2>
      <FieldGrid>
        <NumberField
          label="Width (px)"
          value={page.width}
          min={240}
          max={800}
          problem={problems.width}
          onChange={(v) => v !== undefined && onChange({ ...page, width: v }, 'width')}
        />
        <FontField
          label="Font"
          value={page.font}
          unsetLabel="As the brand kit"
          problem={problems.font}
          onChange={(font) => onChange({ ...page, font }, 'font')}
        />
        <NumberField
          label="Text size (px)"
          value={page.size}
          min={8}
          max={24}
          problem={problems.size}
          onChange={(v) => v !== undefined && onChange({ ...page, size: v }, 'size')}
        />
        <ColourField
          label="Text colour"
          value={page.colour}
          kit={kit}
          problem={problems.colour}
          onChange={(c) => c && onChange({ ...page, colour: c }, 'colour')}
        />
        <ColourField
          label="Link colour"
          value={page.linkColour}
          kit={kit}
          problem={problems.linkColour}
          onChange={(c) => c && onChange({ ...page, linkColour: c }, 'linkColour')}
        />
        <ColourField
          label="Background"
          value={page.background}
          kit={kit}
          unsetLabel="None (the message’s own)"
          problem={problems.background}
          onChange={(background) => onChange({ ...page, background }, 'background')}
        />
      </FieldGrid>
    </section>
  );
}
