import { Button, Card, CardHeader, makeStyles, shorthands, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, CodeRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { NameDialog } from '../library/NameDialog';
import { galleryMessages } from './gallery.messages';
import { galleryDesignsMessages } from './galleryDesigns.messages';
import { useCreateFromDesign, useGallery, type GalleryDesign } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  },
  card: { height: '100%', minWidth: 0 },
  frame: {
    width: '100%',
    height: '13rem',
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
    pointerEvents: 'none',
  },
  blank: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: '13rem', color: tokens.colorNeutralForeground2 },
  foot: { marginTop: 'auto' },
});

/** A thumbnail of a signature: the whole width of the design in the card (scaled), as the person would see it. */
const thumbnail = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:12px;zoom:0.75;font-family:Arial,sans-serif">${html}</body></html>`;

type DesignKey = keyof (typeof galleryDesignsMessages)['messages']['en'];
const isDesignKey = (key: string): key is DesignKey => key in galleryDesignsMessages.messages.en;

/** A design with its name and description in the reader's language, where the catalogue knows its id. */
function inLanguage(d: GalleryDesign, t: Translate<DesignKey>): GalleryDesign {
  const key = d.id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const about = `${key}About`;
  return isDesignKey(key) && isDesignKey(about) ? { ...d, name: t(key), description: t(about) } : d;
}

/** A design of the gallery: its name, what it is, a thumbnail, and the button that starts a template from it. */
function DesignCard({ design: d, onChoose }: { design: GalleryDesign; onChoose(d: GalleryDesign): void }) {
  const styles = useStyles();
  const t = useMessages(galleryMessages);
  return (
    <li>
      <Card className={styles.card}>
        <CardHeader
          header={
            <Text weight="semibold" as="h3">
              {d.name}
            </Text>
          }
          description={<Text size={200}>{d.description}</Text>}
        />
        <iframe className={styles.frame} title={t('previewOf', { name: d.name })} sandbox="" srcDoc={thumbnail(d.preview)} tabIndex={-1} />
        <Button className={styles.foot} appearance="primary" onClick={() => onChoose(d)} aria-label={t('useNamed', { name: d.name })}>
          {t('use')}
        </Button>
      </Card>
    </li>
  );
}

/** The card for those who write HTML themselves: no design, the code editor. */
function BlankCard({ title, about, to, children }: { title: string; about: string; to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <li>
      <Card className={styles.card}>
        <CardHeader
          header={
            <Text weight="semibold" as="h3">
              {title}
            </Text>
          }
          description={<Text size={200}>{about}</Text>}
        />
        <div className={styles.blank}>
          <CodeRegular fontSize={48} aria-hidden />
        </div>
        <div className={styles.foot}>
          <ButtonLink to={to}>{children}</ButtonLink>
        </div>
      </Card>
    </li>
  );
}

/**
 * "New template": designs to start from, each shown filled with the signed-in person's own details and the brand
 * kit; choosing one creates the template and opens it in the designer. Blank HTML is there for those who write it.
 * Designs for out-of-office replies follow the signatures'.
 */
export default function GalleryPage() {
  const styles = useStyles();
  const t = useMessages(galleryMessages);
  const designWords = useMessages(galleryDesignsMessages);
  const navigate = useNavigate();
  const gallery = useGallery();
  const [chosen, setChosen] = useState<GalleryDesign | null>(null);
  const [open, setOpen] = useState(false);
  const create = useCreateFromDesign();
  const designs = (gallery.data?.designs ?? []).map((d) => inLanguage(d, designWords));
  const signatures = designs.filter((d) => d.kind !== 'automatic-reply');
  const replies = designs.filter((d) => d.kind === 'automatic-reply');
  // Fluent's modal gives the page back (removes the aria-hidden it put on it) in a debounced update, 250 ms after the
  // dialog's surface goes; leaving the page before that leaves the editor aria-hidden for good.
  const openCreated = () => {
    const t = create.data;
    if (t) window.setTimeout(() => void navigate(`/templates/${encodeURIComponent(t.id)}`), 300);
  };
  const choose = (d: GalleryDesign) => {
    create.reset();
    setChosen(d);
    setOpen(true);
  };

  return (
    <div className={styles.stack}>
      <PageHeader
        title={t('title')}
        actions={
          <ButtonLink to="/templates" appearance="subtle" icon={<ChevronLeftRegular />}>
            {t('back')}
          </ButtonLink>
        }
      />
      <Text>{t('intro')}</Text>
      <ErrorMessage error={gallery.error} title={t('loadFailed')} />
      {gallery.isPending && <Spinner label={t('loading')} />}
      <Text as="h2" size={500} weight="semibold">
        {t('signatures')}
      </Text>
      <ul className={styles.grid} aria-label={t('designs')}>
        {signatures.map((d) => (
          <DesignCard key={d.id} design={d} onChoose={choose} />
        ))}
        {!gallery.isPending && (
          <BlankCard title={t('blankHtml')} about={t('blankHtmlAbout')} to="/templates?new=html">
            {t('startBlank')}
          </BlankCard>
        )}
      </ul>
      {!gallery.isPending && (
        <section className={styles.stack} aria-labelledby="reply-designs-heading">
          <Text as="h2" size={500} weight="semibold" id="reply-designs-heading">
            {t('replies')}
          </Text>
          <Text>{t('repliesIntro')}</Text>
          <ul className={styles.grid} aria-label={t('replyDesigns')}>
            {replies.map((d) => (
              <DesignCard key={d.id} design={d} onChoose={choose} />
            ))}
            <BlankCard title={t('replyHtml')} about={t('replyHtmlAbout')} to="/templates?new=reply">
              {t('writeReply')}
            </BlankCard>
          </ul>
        </section>
      )}
      <NameDialog
        open={open}
        title={chosen ? t('dialogTitle', { reply: chosen.kind === 'automatic-reply' ? 'yes' : 'no', name: chosen.name }) : t('title')}
        label={t('name')}
        submitLabel={t('createOpen')}
        initialName={chosen?.name ?? ''}
        pending={create.isPending}
        error={create.error}
        // The editor opens once the dialog has closed (openCreated): leaving with it open leaves the page aria-hidden.
        onSubmit={(name) => chosen && create.mutate({ name, galleryId: chosen.id }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
        onClosed={openCreated}
      />
    </div>
  );
}
