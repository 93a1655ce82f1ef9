import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { usePortalUsers } from '../people/queries';
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

/** Each kind of alert, as the Admin chooses it. */
const KINDS: { kind: AlertKind; label: string }[] = [
  { kind: 'clientFailures', label: 'A mail client’s failures rise' },
  { kind: 'relayPasses', label: 'The relay passes messages unsigned' },
  { kind: 'directorySync', label: 'The directory sync fails' },
  { kind: 'rolloutPaused', label: 'A rollout is rolled back' },
];

/** Who of the organisation's Admins receives which alerts by e-mail. */
export function AlertsSection({ onSaved }: { onSaved: (notice: string) => void }) {
  const styles = useStyles();
  const recipients = useAlertRecipients();
  const users = usePortalUsers();
  const [draft, setDraft] = useState<Record<string, AlertKind[]> | null>(null);
  const save = useSetAlertRecipients({ onSuccess: () => (setDraft(null), onSaved('Alert recipients saved.')) });

  if (recipients.isPending || users.isPending) return <Spinner size="small" label="Loading the alert recipients…" />;
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
        Alerts
      </Text>
      <Text className={styles.muted}>
        The Admins chosen here receive an e-mail when something goes wrong, with a link to the page that shows it.
        {recipients.data.configured ? '' : ' Until an Admin chooses, every Admin receives every alert.'}
      </Text>
      <ul className={styles.list}>
        {admins.map((a) => (
          <li key={a.email} className={styles.admin}>
            <Text weight="semibold" className={styles.who} id={`alerts-${a.email}`}>
              {a.name ? `${a.name} (${a.email})` : a.email}
            </Text>
            <div className={styles.kinds} role="group" aria-labelledby={`alerts-${a.email}`}>
              {KINDS.map(({ kind, label }) => (
                <Checkbox
                  key={kind}
                  label={label}
                  checked={chosen[a.email.toLowerCase()]?.includes(kind) ?? false}
                  onChange={(_, d) => toggle(a.email.toLowerCase(), kind, d.checked === true)}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      <ErrorMessage error={save.error} title="The alert recipients were not saved" />
      <div>
        <Button appearance="primary" onClick={submit} disabled={save.isPending || draft === null}>
          Save the alert recipients
        </Button>
      </div>
    </section>
  );
}
