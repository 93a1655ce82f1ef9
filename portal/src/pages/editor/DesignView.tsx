import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useMe } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import type { Design } from '../../../../shared/designs/schema';
import type { useBrandKit } from '../designer/queries';
import type { HistoryHandle } from '../designer/useHistory';
import { shownHtml, type Draft, type View } from './draft';
import { languageLabel } from './languages';

// The designer (and its drag-and-drop) loads only when a designed template opens.
const Designer = lazy(() => import('../designer/Designer'));

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '28rem',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

interface Props {
  draft: Draft;
  /** The brand kit, asked by the editor on arrival (so the designer shows at once on going back to the design). */
  kit: ReturnType<typeof useBrandKit>;
  /** The design of the language shown, with its undo history (null while there is none). */
  history: HistoryHandle<Design> | null;
  selected: string | null;
  onSelect(id: string | null): void;
  /** Reasons by field path inside the design, from the service's refusal of the last save. */
  problems: Record<string, string>;
  busy: boolean;
  onView(view: View): void;
  /** Ask to edit the HTML by hand (detaching the template, or the language shown, from its design). */
  onDetach(): void;
}

/**
 * A template (or one of its languages) that follows its design: edited in the designer, with its HTML to look at as
 * an advanced view.
 */
export function DesignView({ draft, kit, history, selected, onSelect, problems, busy, onView, onDetach }: Props) {
  const styles = useStyles();
  const me = useMe().data?.user;
  const what = draft.language ? `the ${languageLabel(draft.language)} version` : 'the template';
  return (
    <>
      <TabList selectedValue={draft.view} onTabSelect={(_, d) => onView(d.value as View)} aria-label="How to edit the template">
        <Tab value="design">Design</Tab>
        <Tab value="html">HTML (advanced)</Tab>
      </TabList>

      {draft.view === 'design' && (
        <Suspense fallback={<Spinner label="Loading the designer…" />}>
          {kit.data && me && history ? (
            <Designer
              key={`${draft.designGeneration}:${draft.language ?? ''}`}
              history={history}
              selected={selected}
              onSelect={onSelect}
              kit={kit.data.kit}
              me={{ email: me.email, displayName: me.name }}
              serverProblems={problems}
              reply={draft.external !== null}
            />
          ) : (
            <>
              <ErrorMessage error={kit.error} title="The brand kit could not be loaded" />
              {kit.isPending && <Spinner label="Loading the brand kit…" />}
            </>
          )}
        </Suspense>
      )}
      {draft.view === 'html' && (
        <div className={styles.column}>
          <Text>
            This is the HTML the design makes, as last saved. Editing it by hand detaches {what} from the designer (you can undo that).
          </Text>
          <pre className={styles.code} tabIndex={0} aria-label="HTML of the saved design">
            {shownHtml(draft)}
          </pre>
          <div>
            <Button onClick={onDetach} disabled={busy}>
              Edit the HTML by hand…
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
