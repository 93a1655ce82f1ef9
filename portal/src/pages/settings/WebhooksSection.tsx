import { Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { list, when } from '../../format';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { SecretDialog } from '../people/SecretDialog';
import { notificationsMessages } from './notifications.messages';
import { useCreateWebhook, useDeleteWebhook, useDeliveries, useTestWebhook, useWebhooks, type Webhook } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  url: { flexGrow: 1, minWidth: '16rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  what: { overflowWrap: 'anywhere' },
});

type Key = keyof (typeof notificationsMessages)['messages']['en'];
const EVENT_WORDS = { changelog: 'changelog', alert: 'alerts' } as const satisfies Record<Webhook['events'][number], Key>;
const STATE_WORDS = { pending: 'pending', delivered: 'delivered', failed: 'failed' } as const satisfies Record<string, Key>;
const EXAMPLE_URL = 'https://siem.example.com/hooks/signatures';

/** What a delivery carried: a test, or one of the events. */
const eventWords = (t: Translate<Key>, event: Webhook['events'][number] | 'test') => (event === 'test' ? t('test') : t(EVENT_WORDS[event]));

/** One webhook: what it receives, a test delivery, its last deliveries and their answers. */
function WebhookItem({ hook }: { hook: Webhook }) {
  const styles = useStyles();
  const t = useMessages(notificationsMessages);
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
        {t('receives', { events: list(hook.events.map((e) => eventWords(t, e))), date: when(hook.createdAt), who: hook.createdBy })}
      </Text>
      <div className={styles.row}>
        <Button onClick={() => test.mutate(hook.id)} disabled={test.isPending}>
          {test.isPending ? t('sending') : t('sendTest')}
        </Button>
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('hideDeliveries') : t('showDeliveries')}
        </Button>
        <Button onClick={() => remove.mutate(hook.id)} disabled={remove.isPending}>
          {t('remove')}
        </Button>
      </div>
      <ErrorMessage error={test.error ?? remove.error ?? deliveries.error} />
      {open && (
        <DataList
          label={t('lastTo', { url: hook.url })}
          loading={deliveries.isPending && t('loadingDeliveries')}
          items={deliveries.data?.deliveries}
          empty={<Text>{t('nothingYet')}</Text>}
          rowId={(d) => d.id}
          rowTestId="delivery-row"
          columns={[
            { header: t('queued'), cell: (d) => when(d.enqueuedAt) },
            { header: t('what'), cell: (d) => eventWords(t, d.event) },
            { header: t('state'), cell: (d) => t('tries', { state: t(STATE_WORDS[d.state]), count: d.attempts }) },
            {
              header: t('answer'),
              className: styles.what,
              cell: (d) => [d.status ? `HTTP ${d.status}` : null, d.error, d.answer].filter(Boolean).join(': ') || t('notTried'),
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
  const t = useMessages(notificationsMessages);
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
        {t('webhooks')}
      </Text>
      <Text className={styles.muted}>{t('webhooksIntro')}</Text>
      <div className={styles.row}>
        <Field label={t('endpoint')} className={styles.url} validationMessage={urlReason}>
          <Input type="url" value={url} onChange={(_, d) => setUrl(d.value)} placeholder={EXAMPLE_URL} />
        </Field>
        <Checkbox label={t('changelog')} checked={events.changelog} onChange={(_, d) => setEvents({ ...events, changelog: !!d.checked })} />
        <Checkbox label={t('alerts')} checked={events.alert} onChange={(_, d) => setEvents({ ...events, alert: !!d.checked })} />
        <Button
          appearance="primary"
          disabled={create.isPending || !url || chosen.length === 0}
          onClick={() => create.mutate({ url, events: chosen })}
        >
          {t('add')}
        </Button>
      </div>
      {!urlReason && <ErrorMessage error={create.error} title={t('notAdded')} />}
      <ErrorMessage error={hooks.error} />
      {hooks.data && hooks.data.webhooks.length === 0 && <Text>{t('noWebhooks')}</Text>}
      <ul aria-label={t('webhookList')}>
        {hooks.data?.webhooks.map((h) => (
          <WebhookItem key={h.id} hook={h} />
        ))}
      </ul>
      <SecretDialog created={created} onClose={() => setCreated(null)} />
    </section>
  );
}
