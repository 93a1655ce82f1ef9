import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { BRAND_COLOURS, BrandKit, SOCIAL_NETWORKS } from '../../../../shared/designs/schema';
import { NETWORK_LABELS } from '../../../../shared/designs/render';
import { formatLocale } from '../../../../shared/i18n/format';
import { currentLocale } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { AssetField } from './AssetField';
import { brandKitMessages } from './brandKit.messages';
import { ChoiceField, FieldGrid, FontField, NumberField, TextField } from './fields';
import { fieldsMessages } from './fields.messages';
import { ICON_COLOUR_KEYS } from './iconColours';
import { useBrandKit, useReadBrandKitAgain, useSaveBrandKit } from './queries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '56rem' },
  colour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: {
    width: '44px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    flexShrink: 0,
  },
  hex: { minWidth: 0, flexGrow: 1, '& input': { minWidth: 0, width: '100%' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** How a web address starts, shown in the empty address fields. */
const WEB_ADDRESS = 'https://';

const HINT_KEYS = {
  primary: 'primaryHint',
  secondary: 'secondaryHint',
  text: 'textHint',
  muted: 'mutedHint',
  background: 'backgroundHint',
} as const satisfies Record<(typeof BRAND_COLOURS)[number], string>;

/** The reasons by field path (`colours.primary`), the schema's first, then the service's (`kit.colours.primary`). */
function problemsOf(kit: BrandKit, error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const parsed = BrandKit.safeParse(kit);
  if (!parsed.success) for (const i of parsed.error.issues) found[i.path.join('.')] ??= i.message;
  if (error instanceof ApiRefusal) for (const [p, r] of Object.entries(error.fields)) found[p.replace(/^kit\./, '')] ??= r;
  return found;
}

function Editor({ initial, etag }: { initial: BrandKit; etag: string | undefined }) {
  const styles = useStyles();
  const t = useMessages(brandKitMessages);
  const f = useMessages(fieldsMessages);
  const [kit, setKit] = useState(initial);
  const [tag, setTag] = useState(etag);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<{ rerendered: { id: string; name: string }[] } | null>(null);
  const save = useSaveBrandKit();
  const readAgain = useReadBrandKitAgain();
  const problems = problemsOf(kit, save.error);
  const shown = tried || save.error ? problems : {};
  const stale = save.error instanceof ApiRefusal && save.error.status === 412;
  const submit = () => {
    setTried(true);
    setSaved(null);
    save.reset();
    if (Object.keys(problems).length === 0)
      save.mutate(
        { kit, etag: tag },
        {
          onSuccess: (answer) => {
            setTag(answer.etag);
            setKit(answer.kit);
            setSaved({ rerendered: answer.rerendered });
          },
        },
      );
  };
  const reload = async () => {
    const fresh = await readAgain();
    setKit(fresh.kit);
    setTag(fresh.etag);
    save.reset();
  };
  const setLogo = (patch: Partial<NonNullable<BrandKit['logo']>> | null) =>
    setKit((k) => ({
      ...k,
      logo: patch === null ? null : { asset: '', width: 160, height: 48, alt: '', ...k.logo, ...patch },
    }));

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Text>{t('intro')}</Text>
      <PageSection id="brand-colours" title={t('colours')}>
        <FieldGrid>
          {BRAND_COLOURS.map((c) => (
            <Field
              key={c}
              label={t(c)}
              hint={t(HINT_KEYS[c])}
              validationMessage={shown[`colours.${c}`]}
              validationState={shown[`colours.${c}`] ? 'error' : 'none'}
            >
              <div className={styles.colour}>
                <input
                  type="color"
                  className={styles.swatch}
                  aria-label={t('picker', { label: t(c) })}
                  value={/^#[0-9a-f]{6}$/i.test(kit.colours[c]) ? kit.colours[c] : '#000000'}
                  onChange={(e) => setKit((k) => ({ ...k, colours: { ...k.colours, [c]: e.target.value } }))}
                />
                <Input
                  className={styles.hex}
                  aria-label={t('hex', { label: t(c) })}
                  value={kit.colours[c]}
                  onChange={(_, d) => setKit((k) => ({ ...k, colours: { ...k.colours, [c]: d.value.trim() } }))}
                />
              </div>
            </Field>
          ))}
        </FieldGrid>
      </PageSection>
      <PageSection id="brand-font" title={f('font')}>
        <FontField label={f('font')} value={kit.font} problem={shown.font} onChange={(font) => font && setKit((k) => ({ ...k, font }))} />
        <Text size={200}>{t('fontHint')}</Text>
      </PageSection>
      <PageSection id="brand-logo" title={t('logo')}>
        <AssetField
          label={t('logo')}
          optional
          value={kit.logo?.asset ?? ''}
          validationMessage={shown['logo.asset']}
          onChange={(asset) => setLogo(asset ? { asset } : null)}
        />
        {kit.logo && (
          <>
            <FieldGrid>
              <NumberField
                label={f('width')}
                value={kit.logo.width}
                min={8}
                max={600}
                problem={shown['logo.width']}
                onChange={(width) => width !== undefined && setLogo({ width })}
              />
              <NumberField
                label={f('height')}
                value={kit.logo.height}
                min={8}
                max={600}
                problem={shown['logo.height']}
                onChange={(height) => height !== undefined && setLogo({ height })}
              />
            </FieldGrid>
            <TextField
              label={f('altText')}
              hint={t('altHint')}
              value={kit.logo.alt}
              problem={shown['logo.alt']}
              onChange={(alt) => setLogo({ alt })}
            />
            <TextField
              label={t('logoLink')}
              value={kit.logo.link ?? ''}
              problem={shown['logo.link']}
              onChange={(link) => setLogo({ link: link || undefined })}
            />
          </>
        )}
      </PageSection>
      <PageSection id="brand-links" title={t('links')}>
        <TextField
          label={t('website')}
          hint={t('websiteHint')}
          value={kit.website ?? ''}
          problem={shown.website}
          onChange={(v) => setKit((k) => ({ ...k, website: v || undefined }))}
        />
        <FieldGrid>
          {SOCIAL_NETWORKS.map((n) => (
            <TextField
              key={n}
              label={NETWORK_LABELS[n]}
              value={kit.social[n] ?? ''}
              placeholder={WEB_ADDRESS}
              problem={shown[`social.${n}`]}
              onChange={(v) => setKit((k) => ({ ...k, social: { ...k.social, [n]: v || undefined } }))}
            />
          ))}
        </FieldGrid>
        <ChoiceField
          label={f('iconColour')}
          value={kit.iconColour}
          options={(['network', 'dark', 'grey', 'white'] as const).map((value) => ({ value, label: f(ICON_COLOUR_KEYS[value]) }))}
          onChange={(iconColour) => setKit((k) => ({ ...k, iconColour }))}
        />
      </PageSection>
      <PageSection id="brand-cta" title={t('cta')}>
        <Text size={200}>{t('ctaHint')}</Text>
        <FieldGrid>
          <TextField
            label={t('buttonText')}
            value={kit.cta?.text ?? ''}
            problem={shown['cta.text']}
            onChange={(text) => setKit((k) => ({ ...k, cta: text || k.cta?.url ? { text, url: k.cta?.url ?? '' } : null }))}
          />
          <TextField
            label={t('buttonLink')}
            value={kit.cta?.url ?? ''}
            placeholder={WEB_ADDRESS}
            problem={shown['cta.url']}
            onChange={(url) => setKit((k) => ({ ...k, cta: url || k.cta?.text ? { text: k.cta?.text ?? '', url } : null }))}
          />
        </FieldGrid>
      </PageSection>
      {stale && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('staleTitle')}</MessageBarTitle>
            {t('staleText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void reload()}>{t('loadLatest')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {tried && Object.keys(problems).length > 0 && !save.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('fixFirst')}</MessageBarBody>
        </MessageBar>
      )}
      {!stale && <ErrorMessage error={save.error} title={t('notSaved')} shownFields={Object.keys(problems).map((p) => `kit.${p}`)} />}
      <SuccessNotice
        notice={
          saved
            ? saved.rerendered.length === 0
              ? t('savedNone')
              : t('savedSome', { names: new Intl.ListFormat(formatLocale(currentLocale())).format(saved.rerendered.map((r) => r.name)) })
            : null
        }
        onDismiss={() => setSaved(null)}
      />
      {saved && saved.rerendered.length > 0 && (
        <ul>
          {saved.rerendered.map((r) => (
            <li key={r.id}>
              <RouterLink to={`/templates/${encodeURIComponent(r.id)}`}>{t('review', { name: r.name })}</RouterLink>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
        {save.isPending && <Spinner size="tiny" label={t('saving')} />}
      </div>
    </form>
  );
}

/** The organisation's brand kit, which designed templates follow. */
export default function BrandKitPage() {
  const t = useMessages(brandKitMessages);
  const kit = useBrandKit();
  return (
    <div>
      <PageHeader title={t('title')} />
      <ErrorMessage error={kit.error} title={t('loadFailed')} />
      {kit.isPending && <Spinner label={t('loading')} />}
      {kit.data && <Editor initial={kit.data.kit} etag={kit.data.etag} />}
    </div>
  );
}
