import { Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { when } from '../../format';
import { SecretDialog } from '../people/SecretDialog';
import { useCreateWebhook, useDeleteWebhook, useDeliveries, useTestWebhook, useWebhooks, type Webhook } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  url: { flexGrow: 1, minWidth: '16rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  what: { overflowWrap: 'anywhere' },
});

const EVENT_WORDS = { changelog: 'Change log', alert: 'Alerts' } as const;
const STATE_WORDS = { pending: 'Will be tried again', delivered: 'Delivered', failed: 'Given up after a day' } as const;

/** One webhook: what it receives, a test delivery, its last deliveries and their answers. */
function WebhookItem({ hook }: { hook: Webhook }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const deliveries = useDeliveries(hook.id, open);
  const test = useTestWebhook({ onSuccess: () => (open ? void deliveries.refetch() : setOpen(true)) });
  const remove = useDeleteWebhook();
  return (
    <li className={styles.section}>
      <Text weight="semibold" className={styles.what}>
        {hook.url}
      </Text>
      <Text className={styles.muted}>
        Receives: {hook.events.map((e) => EVENT_WORDS[e]).join(' and ')}. Registered {when(hook.createdAt)} by {hook.createdBy}.
      </Text>
      <div className={styles.row}>
        <Button onClick={() => test.mutate(hook.id)} disabled={test.isPending}>
          {test.isPending ? 'Sending…' : 'Send a test delivery'}
        </Button>
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide the last deliveries' : 'Show the last deliveries'}
        </Button>
        <Button onClick={() => remove.mutate(hook.id)} disabled={remove.isPending}>
          Remove
        </Button>
      </div>
      <ErrorMessage error={test.error ?? remove.error ?? deliveries.error} />
      {open && (
        <DataList
          label={`Last deliveries to ${hook.url}`}
          loading={deliveries.isPending && 'Loading the deliveries…'}
          items={deliveries.data?.deliveries}
          empty={<Text>Nothing delivered yet.</Text>}
          rowId={(d) => d.id}
          rowTestId="delivery-row"
          columns={[
            { header: 'Queued', cell: (d) => when(d.enqueuedAt) },
            { header: 'What', cell: (d) => (d.event === 'test' ? 'Test' : EVENT_WORDS[d.event]) },
            { header: 'State', cell: (d) => `${STATE_WORDS[d.state]} (${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'})` },
            {
              header: 'Answer',
              className: styles.what,
              cell: (d) => [d.status ? `HTTP ${d.status}` : null, d.error, d.answer].filter(Boolean).join(': ') || 'Not tried yet',
            },
          ]}
        />
      )}
    </li>
  );
}

/** Webhooks: the change log (and alerts) delivered to the organisation's own systems, signed with a secret shown once. */
export function WebhooksSection() {
  const styles = useStyles();
  const hooks = useWebhooks();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState({ changelog: true, alert: false });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const create = useCreateWebhook({
    onSuccess: (hook) => {
      setUrl('');
      setCreated({ name: hook.url, secret: hook.secret });
    },
  });
  const chosen = (Object.keys(events) as (keyof typeof events)[]).filter((e) => events[e]);
  const urlReason = fieldError(create.error, 'url');

  return (
    <section className={styles.section} aria-labelledby="s-webhooks">
      <Text as="h2" id="s-webhooks" size={500} weight="semibold" className={styles.heading}>
        Integrations: webhooks
      </Text>
      <Text className={styles.muted}>
        Each change of the change log, and each alert, is sent to your HTTPS endpoint as it happens, signed in the X-Signature-Webhook
        header. A failed delivery is tried again for a day; each carries an id to ignore repeats.
      </Text>
      <div className={styles.row}>
        <Field label="Endpoint URL" className={styles.url} validationMessage={urlReason}>
          <Input type="url" value={url} onChange={(_, d) => setUrl(d.value)} placeholder="https://siem.example.com/hooks/signatures" />
        </Field>
        <Checkbox label="Change log" checked={events.changelog} onChange={(_, d) => setEvents({ ...events, changelog: !!d.checked })} />
        <Checkbox label="Alerts" checked={events.alert} onChange={(_, d) => setEvents({ ...events, alert: !!d.checked })} />
        <Button
          appearance="primary"
          disabled={create.isPending || !url || chosen.length === 0}
          onClick={() => create.mutate({ url, events: chosen })}
        >
          Add the webhook
        </Button>
      </div>
      {!urlReason && <ErrorMessage error={create.error} title="The webhook was not added" />}
      <ErrorMessage error={hooks.error} />
      {hooks.data && hooks.data.webhooks.length === 0 && <Text>No webhooks yet.</Text>}
      <ul aria-label="Webhooks">
        {hooks.data?.webhooks.map((h) => (
          <WebhookItem key={h.id} hook={h} />
        ))}
      </ul>
      <SecretDialog created={created} onClose={() => setCreated(null)} />
    </section>
  );
}
