import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { sentences } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { usePortalUsers } from '../people/queries';
import { notificationsMessages } from './notifications.messages';
import { useAlertRecipients, useSetAlertRecipients, type AlertKind } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  admin: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  who: { overflowWrap: 'anywhere' },
  kinds: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))', columnGap: tokens.spacingHorizontalL },
});

/** An Admin as listed: their name and address, or the address alone. */
const nameAndAddress = (a: { name?: string | null; email: string }) => (a.name ? `${a.name} (${a.email})` : a.email);

/** Each kind of alert, with the key of the words the Admin chooses it by. */
const KINDS = [
  { kind: 'clientFailures', label: 'kindClientFailures' },
  { kind: 'relayPasses', label: 'kindRelayPasses' },
  { kind: 'directorySync', label: 'kindDirectorySync' },
  { kind: 'rolloutPaused', label: 'kindRolloutPaused' },
] as const satisfies readonly { kind: AlertKind; label: keyof (typeof notificationsMessages)['messages']['en'] }[];

/** Who of the organisation's Admins receives which alerts by e-mail. */
export function AlertsSection({ onSaved }: { onSaved: (notice: string) => void }) {
  const styles = useStyles();
  const t = useMessages(notificationsMessages);
  const recipients = useAlertRecipients();
  const users = usePortalUsers();
  const [draft, setDraft] = useState<Record<string, AlertKind[]> | null>(null);
  const save = useSetAlertRecipients({ onSuccess: () => (setDraft(null), onSaved(t('alertsSaved'))) });

  if (recipients.isPending || users.isPending) return <Spinner size="small" label={t('alertsLoading')} />;
  if (recipients.error || users.error) return <ErrorMessage error={recipients.error ?? users.error} />;
  const admins = users.data.users.filter((u) => u.role === 'Admin');
  const saved = Object.fromEntries(recipients.data.recipients.map((r) => [r.email, r.kinds]));
  const chosen = draft ?? saved;
  const toggle = (email: string, kind: AlertKind, on: boolean) => {
    const kinds = (chosen[email] ?? []).filter((k) => k !== kind);
    setDraft({ ...chosen, [email]: on ? [...kinds, kind] : kinds });
  };
  const submit = () =>
    save.mutate({
      recipients: admins
        .map((a) => ({
          email: a.email.toLowerCase(),
          kinds: KINDS.map((k) => k.kind).filter((k) => chosen[a.email.toLowerCase()]?.includes(k)),
        }))
        .filter((r) => r.kinds.length > 0),
    });

  return (
    <section className={styles.section} aria-labelledby="s-alerts">
      <Text as="h2" id="s-alerts" size={500} weight="semibold" className={styles.heading}>
        {t('alerts')}
      </Text>
      <Text className={styles.muted}>{sentences([t('alertsIntro'), !recipients.data.configured && t('alertsUntilChosen')])}</Text>
      <ul className={styles.list}>
        {admins.map((a) => (
          <li key={a.email} className={styles.admin}>
            <Text weight="semibold" className={styles.who} id={`alerts-${a.email}`}>
              {nameAndAddress(a)}
            </Text>
            <div className={styles.kinds} role="group" aria-labelledby={`alerts-${a.email}`}>
              {KINDS.map(({ kind, label }) => (
                <Checkbox
                  key={kind}
                  label={t(label)}
                  checked={chosen[a.email.toLowerCase()]?.includes(kind) ?? false}
                  onChange={(_, d) => toggle(a.email.toLowerCase(), kind, d.checked === true)}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      <ErrorMessage error={save.error} title={t('alertsNotSaved')} />
      <div>
        <Button appearance="primary" onClick={submit} disabled={save.isPending || draft === null}>
          {t('alertsSave')}
        </Button>
      </div>
    </section>
  );
}
