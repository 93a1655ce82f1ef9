import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useMe } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import type { Design } from '../../../../shared/designs/schema';
import type { useBrandKit } from '../designer/queries';
import type { HistoryHandle } from '../designer/useHistory';
import { shownHtml, type Draft, type View } from './draft';
import { languageLabel } from './languages';
import { useMessages } from '../../i18n/useMessages';
import { editorMessages } from './editor.messages';

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
  const t = useMessages(editorMessages);
  const me = useMe().data?.user;
  return (
    <>
      <TabList selectedValue={draft.view} onTabSelect={(_, d) => onView(d.value as View)} aria-label={t('howToEdit')}>
        <Tab value="design">{t('design')}</Tab>
        <Tab value="html">{t('htmlAdvanced')}</Tab>
      </TabList>

      {draft.view === 'design' && (
        <Suspense fallback={<Spinner label={t('loadingDesigner')} />}>
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
              <ErrorMessage error={kit.error} title={t('kitNotLoaded')} />
              {kit.isPending && <Spinner label={t('loadingKit')} />}
            </>
          )}
        </Suspense>
      )}
      {draft.view === 'html' && (
        <div className={styles.column}>
          <Text>{draft.language ? t('variantDesignHtml', { language: languageLabel(draft.language) }) : t('designHtml')}</Text>
          <pre className={styles.code} tabIndex={0} aria-label={t('savedDesignHtml')}>
            {shownHtml(draft)}
          </pre>
          <div>
            <Button onClick={onDetach} disabled={busy}>
              {t('editByHand')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
