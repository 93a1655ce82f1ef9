import { Button, Card, CardHeader, makeStyles, shorthands, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, CodeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { NameDialog } from '../library/NameDialog';
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

/**
 * "New template": designs to start from, each shown filled with the signed-in person's own details and the brand
 * kit; choosing one creates the template and opens it in the designer. Blank HTML is there for those who write it.
 */
export default function GalleryPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const gallery = useGallery();
  const [chosen, setChosen] = useState<GalleryDesign | null>(null);
  const [open, setOpen] = useState(false);
  const create = useCreateFromDesign();
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
        title="New template"
        actions={
          <ButtonLink to="/templates" appearance="subtle" icon={<ChevronLeftRegular />}>
            Back to templates
          </ButtonLink>
        }
      />
      <Text>
        Pick a design to start from. Each is shown with your own details and the organisation’s brand kit; you change anything in the
        designer next, without writing HTML.
      </Text>
      <ErrorMessage error={gallery.error} title="The designs could not be loaded" />
      {gallery.isPending && <Spinner label="Loading the designs…" />}
      <ul className={styles.grid} aria-label="Designs">
        {gallery.data?.designs.map((d) => (
          <li key={d.id}>
            <Card className={styles.card}>
              <CardHeader
                header={
                  <Text weight="semibold" as="h2">
                    {d.name}
                  </Text>
                }
                description={<Text size={200}>{d.description}</Text>}
              />
              <iframe className={styles.frame} title={`Preview of ${d.name}`} sandbox="" srcDoc={thumbnail(d.preview)} tabIndex={-1} />
              <Button className={styles.foot} appearance="primary" onClick={() => choose(d)} aria-label={`Use this design: ${d.name}`}>
                Use this design
              </Button>
            </Card>
          </li>
        ))}
        {!gallery.isPending && (
          <li>
            <Card className={styles.card}>
              <CardHeader
                header={
                  <Text weight="semibold" as="h2">
                    Blank HTML
                  </Text>
                }
                description={<Text size={200}>For people who write their own HTML: a code editor with placeholders.</Text>}
              />
              <div className={styles.blank}>
                <CodeRegular fontSize={48} aria-hidden />
              </div>
              <div className={styles.foot}>
                <ButtonLink to="/templates?new=html">Start from blank HTML</ButtonLink>
              </div>
            </Card>
          </li>
        )}
      </ul>
      <NameDialog
        open={open}
        title={chosen ? `New template from “${chosen.name}”` : 'New template'}
        label="Name"
        submitLabel="Create and open"
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
