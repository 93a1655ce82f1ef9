import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CLIENT_NAMES, type Finding } from '../../../shared/doctor/schemas';
import { list } from '../format';
import { findingMessages } from '../i18n/findings.messages';
import { useMessages } from '../i18n/useMessages';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  divided: { paddingBottom: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  place: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const SEVERITY_COLOUR = { error: 'danger', warning: 'warning', info: 'informative' } as const;

const everyClient = (f: Finding) => f.clients.length >= Object.keys(CLIENT_NAMES).length;

/** The list the doctor's findings sit in, wherever they are shown. */
export function FindingList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={useStyles().list} data-testid={testId}>
      {children}
    </ul>
  );
}

interface Props {
  finding: Finding;
  /** Where the finding is, in the words of the page showing it ("Line 3, column 5", "In Text line: …"). */
  place?: string;
  /** Shows the finding's place (its line in the HTML editor, its block in the designer). */
  show?: { label: string; name?: string; onClick(): void };
  /** The finding's safe fix, where one applies; disabled while it waits for the next check. */
  fix?: { label: string; disabled?: boolean; apply(): void } | null;
  /** What else the person can do about it (make a dark-mode variant of an image). */
  actions?: ReactNode;
  /** Extra data attributes a page marks its items with. */
  data?: Record<`data-${string}`, string>;
}

/**
 * One finding of the signature doctor: its severity, what is wrong, where, in which mail clients, and what to do
 * (show its place, apply its fix). A record of findings (a published version's) has no actions.
 */
export function FindingItem({ finding, place, show, fix, actions, data }: Props) {
  const styles = useStyles();
  const t = useMessages(findingMessages);
  const clients = everyClient(finding)
    ? t('everyClient')
    : list(finding.clients.map((c) => t('clientName', { client: c.replace(/^outlook-/, '') })));
  const where = place ? `${place} · ${clients}` : t('concerns', { clients });
  const actionable = !!(show || fix || actions);
  return (
    <li
      className={actionable ? `${styles.item} ${styles.divided}` : styles.item}
      data-rule={finding.rule}
      data-severity={finding.severity}
      {...data}
    >
      <Badge appearance="tint" color={SEVERITY_COLOUR[finding.severity]}>
        {t(finding.severity)}
      </Badge>
      <div className={styles.body}>
        <Text>{finding.message}</Text>
        <Text size={200} className={styles.place}>
          {where}
        </Text>
        {actionable && (
          <div className={styles.actions}>
            {show && (
              <Button size="small" appearance="subtle" aria-label={show.name} onClick={show.onClick}>
                {show.label}
              </Button>
            )}
            {fix && (
              <Button size="small" disabled={fix.disabled} onClick={fix.apply}>
                {t('fix', { fix: fix.label })}
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
    </li>
  );
}
