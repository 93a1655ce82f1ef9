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
import { BRAND_COLOURS, BrandKit, SOCIAL_NETWORKS, type IconColour } from '../../../../shared/designs/schema';
import { NETWORK_LABELS } from '../../../../shared/designs/render';
import { AssetField } from './AssetField';
import { ChoiceField, FieldGrid, FontField, NumberField, TextField } from './fields';
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

const COLOUR_WORDS: Record<(typeof BRAND_COLOURS)[number], { label: string; hint: string }> = {
  primary: { label: 'Primary', hint: 'Names, buttons and links' },
  secondary: { label: 'Secondary', hint: 'Accents' },
  text: { label: 'Text', hint: 'Most of the text' },
  muted: { label: 'Muted', hint: 'Job titles, addresses, lines' },
  background: { label: 'Background', hint: 'Behind coloured areas' },
};
const ICON_COLOURS: readonly { value: IconColour; label: string }[] = [
  { value: 'network', label: 'Each network’s own colour' },
  { value: 'dark', label: 'Dark' },
  { value: 'grey', label: 'Grey' },
  { value: 'white', label: 'White (for dark backgrounds)' },
];

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
      <Text>
        The designs of the organisation’s templates use these colours, font, logo, profiles and call to action, so a rebrand is one change
        here. When you save, every template made in the designer gets a new working copy with the new brand, for you to review and publish;
        nothing changes for anyone until then.
      </Text>
      <PageSection id="brand-colours" title="Colours">
        <FieldGrid>
          {BRAND_COLOURS.map((c) => (
            <Field
              key={c}
              label={COLOUR_WORDS[c].label}
              hint={COLOUR_WORDS[c].hint}
              validationMessage={shown[`colours.${c}`]}
              validationState={shown[`colours.${c}`] ? 'error' : 'none'}
            >
              <div className={styles.colour}>
                <input
                  type="color"
                  className={styles.swatch}
                  aria-label={`${COLOUR_WORDS[c].label} colour picker`}
                  value={/^#[0-9a-f]{6}$/i.test(kit.colours[c]) ? kit.colours[c] : '#000000'}
                  onChange={(e) => setKit((k) => ({ ...k, colours: { ...k.colours, [c]: e.target.value } }))}
                />
                <Input
                  className={styles.hex}
                  aria-label={`${COLOUR_WORDS[c].label} colour as #rrggbb`}
                  value={kit.colours[c]}
                  onChange={(_, d) => setKit((k) => ({ ...k, colours: { ...k.colours, [c]: d.value.trim() } }))}
                />
              </div>
            </Field>
          ))}
        </FieldGrid>
      </PageSection>
      <PageSection id="brand-font" title="Font">
        <FontField label="Font" value={kit.font} problem={shown.font} onChange={(font) => font && setKit((k) => ({ ...k, font }))} />
        <Text size={200}>Only fonts every mail client has: Outlook for Windows does not load web fonts.</Text>
      </PageSection>
      <PageSection id="brand-logo" title="Logo">
        <AssetField
          label="Logo"
          optional
          value={kit.logo?.asset ?? ''}
          validationMessage={shown['logo.asset']}
          onChange={(asset) => setLogo(asset ? { asset } : null)}
        />
        {kit.logo && (
          <>
            <FieldGrid>
              <NumberField
                label="Width (px)"
                value={kit.logo.width}
                min={8}
                max={600}
                problem={shown['logo.width']}
                onChange={(width) => width !== undefined && setLogo({ width })}
              />
              <NumberField
                label="Height (px)"
                value={kit.logo.height}
                min={8}
                max={600}
                problem={shown['logo.height']}
                onChange={(height) => height !== undefined && setLogo({ height })}
              />
            </FieldGrid>
            <TextField
              label="Alternative text"
              hint="E.g. the organisation’s name."
              value={kit.logo.alt}
              problem={shown['logo.alt']}
              onChange={(alt) => setLogo({ alt })}
            />
            <TextField
              label="Logo links to (optional)"
              value={kit.logo.link ?? ''}
              problem={shown['logo.link']}
              onChange={(link) => setLogo({ link: link || undefined })}
            />
          </>
        )}
      </PageSection>
      <PageSection id="brand-links" title="Website and social profiles">
        <TextField
          label="Website"
          hint="Where website links in designs go."
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
              placeholder="https://"
              problem={shown[`social.${n}`]}
              onChange={(v) => setKit((k) => ({ ...k, social: { ...k.social, [n]: v || undefined } }))}
            />
          ))}
        </FieldGrid>
        <ChoiceField
          label="Icon colour"
          value={kit.iconColour}
          options={ICON_COLOURS}
          onChange={(iconColour) => setKit((k) => ({ ...k, iconColour }))}
        />
      </PageSection>
      <PageSection id="brand-cta" title="Call to action">
        <Text size={200}>The button designs show unless a button has its own text and link. Leave both empty for none.</Text>
        <FieldGrid>
          <TextField
            label="Button text"
            value={kit.cta?.text ?? ''}
            problem={shown['cta.text']}
            onChange={(text) => setKit((k) => ({ ...k, cta: text || k.cta?.url ? { text, url: k.cta?.url ?? '' } : null }))}
          />
          <TextField
            label="Button link"
            value={kit.cta?.url ?? ''}
            placeholder="https://"
            problem={shown['cta.url']}
            onChange={(url) => setKit((k) => ({ ...k, cta: url || k.cta?.text ? { text: k.cta?.text ?? '', url } : null }))}
          />
        </FieldGrid>
      </PageSection>
      {stale && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Someone else changed the brand kit</MessageBarTitle>
            Nothing was saved. Load their version, then make your change again.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void reload()}>Load the latest brand kit</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {tried && Object.keys(problems).length > 0 && !save.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>Nothing was saved: fix the highlighted fields first.</MessageBarBody>
        </MessageBar>
      )}
      {!stale && (
        <ErrorMessage error={save.error} title="The brand kit was not saved" shownFields={Object.keys(problems).map((p) => `kit.${p}`)} />
      )}
      <SuccessNotice
        notice={
          saved
            ? saved.rerendered.length === 0
              ? 'Brand kit saved. No designed template needed a new working copy.'
              : `Brand kit saved. New working copies to review: ${saved.rerendered.map((t) => t.name).join(', ')}.`
            : null
        }
        onDismiss={() => setSaved(null)}
      />
      {saved && saved.rerendered.length > 0 && (
        <ul>
          {saved.rerendered.map((t) => (
            <li key={t.id}>
              <RouterLink to={`/templates/${encodeURIComponent(t.id)}`}>Review “{t.name}”</RouterLink>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          Save brand kit
        </Button>
        {save.isPending && <Spinner size="tiny" label="Saving…" />}
      </div>
    </form>
  );
}

/** The organisation's brand kit, which designed templates follow. */
export default function BrandKitPage() {
  const kit = useBrandKit();
  return (
    <div>
      <PageHeader title="Brand kit" />
      <ErrorMessage error={kit.error} title="The brand kit could not be loaded" />
      {kit.isPending && <Spinner label="Loading the brand kit…" />}
      {kit.data && <Editor initial={kit.data.kit} etag={kit.data.etag} />}
    </div>
  );
}
