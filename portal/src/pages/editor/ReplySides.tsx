import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import type { Dispatch } from 'react';
import type { Draft, DraftAction, ReplySide } from './draft';
import { languageLabel } from './languages';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Two tabs side by side on a desktop, one above the other on a narrow phone rather than off its edge.
  tabs: { flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Each of an out-of-office reply's bodies, as the editor and its preview name it. */
export const REPLY_SIDES: Record<ReplySide, { tab: string; subject: string; explained: string }> = {
  internal: {
    tab: 'Reply to colleagues',
    subject: 'reply to people in the organisation',
    explained: 'Colleagues who write to someone away get this reply.',
  },
  external: {
    tab: 'Reply to people outside',
    subject: 'reply to people outside the organisation',
    explained: 'Everyone else who writes to someone away gets this reply: customers, partners, suppliers.',
  },
};

/** The editor's name of the body shown, for a screen reader: which reply, and in which language. */
export const replyLabel = (side: ReplySide, language: string | null) =>
  `HTML of the ${REPLY_SIDES[side].subject}${language ? ` in ${languageLabel(language)}` : ''}`;

/** An out-of-office reply's two bodies: which one the editor shows, with what it is for. */
export function ReplySides({ draft, dispatch }: { draft: Draft; dispatch: Dispatch<DraftAction> }) {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <TabList
        selectedValue={draft.side}
        onTabSelect={(_, d) => dispatch({ type: 'sideChosen', side: d.value as ReplySide })}
        aria-label="Which reply you edit"
        className={styles.tabs}
      >
        <Tab value="internal">{REPLY_SIDES.internal.tab}</Tab>
        <Tab value="external">{REPLY_SIDES.external.tab}</Tab>
      </TabList>
      <Text className={styles.muted}>{REPLY_SIDES[draft.side].explained}</Text>
    </div>
  );
}
