import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import type { Dispatch } from 'react';
import { useMessages } from '../../i18n/useMessages';
import type { Draft, DraftAction, ReplySide } from './draft';
import { languageLabel } from './languages';
import { languagesMessages } from './languages.messages';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Two tabs side by side on a desktop, one above the other on a narrow phone rather than off its edge.
  tabs: { flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The editor's name of the body shown, for a screen reader: which reply, and in which language. */
export function useReplyLabel() {
  const t = useMessages(languagesMessages);
  return (side: ReplySide, language: string | null) =>
    language ? t('replyHtmlIn', { side, language: languageLabel(language) }) : t('replyHtml', { side });
}

/** An out-of-office reply's two bodies: which one the editor shows, with what it is for. */
export function ReplySides({ draft, dispatch }: { draft: Draft; dispatch: Dispatch<DraftAction> }) {
  const styles = useStyles();
  const t = useMessages(languagesMessages);
  return (
    <div className={styles.bar}>
      <TabList
        selectedValue={draft.side}
        onTabSelect={(_, d) => dispatch({ type: 'sideChosen', side: d.value as ReplySide })}
        aria-label={t('whichReply')}
        className={styles.tabs}
      >
        <Tab value="internal">{t('internalTab')}</Tab>
        <Tab value="external">{t('externalTab')}</Tab>
      </TabList>
      <Text className={styles.muted}>{draft.side === 'internal' ? t('internalExplained') : t('externalExplained')}</Text>
    </div>
  );
}
