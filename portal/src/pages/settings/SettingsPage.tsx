import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useCan, useMe } from '../../api/queries';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { AlertsSection } from './AlertsSection';
import { DpaSection } from './DpaSection';
import { PartnerDomains } from './PartnerDomains';
import { useDigestPreview, useSendDigest, useSettings, useUpdateSettings, type Settings } from './queries';
import { TestEmail } from './TestEmail';
import { TrailRetention } from './TrailRetention';
import { WebhooksSection } from './WebhooksSection';
import { SettingSwitch } from './SettingSwitch';
import { SandboxedFrame } from '../../components/SandboxedFrame';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '56rem' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The digest send's refusals, in words: no mail transport (503), or the transport's own failure (502). */
function sendWords(error: unknown): string | null {
  if (!(error instanceof ApiRefusal)) return null;
  if (error.status === 503)
    return 'Mail sending is not set up for the service, so the digest cannot be sent. The preview above shows what it would contain.';
  if (error.status === 502) return `The mail service refused the message: ${error.message}`;
  return null;
}

export default function SettingsPage() {
  const styles = useStyles();
  const settings = useSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const [showDigest, setShowDigest] = useState(false);
  const canSendTests = useCan('templates');
  const isAdmin = useMe().data?.role === 'Admin';

  const update = useUpdateSettings({ onSuccess: () => setNotice('Settings saved.') });
  const digest = useDigestPreview(showDigest);
  const send = useSendDigest({ onSuccess: (sent) => setNotice(`The digest was sent to ${sent.to}.`) });

  if (settings.isPending) return <Spinner label="Loading settings…" />;
  if (settings.error) return <ErrorMessage error={settings.error} />;
  const s = settings.data;

  return (
    <div className={styles.page}>
      <PageHeader title="Settings" />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={update.error} title="The setting was not saved" />
      <section className={styles.section} aria-labelledby="s-org">
        <Text as="h2" id="s-org" size={500} weight="semibold" className={styles.heading}>
          Organisation
        </Text>
        <SettingSwitch
          setting="requireApproval"
          label="Publish approval"
          hint="When on, Editors submit their changes for review and only an Admin publishes; no API key can publish."
          settings={s}
          update={update}
        />
        <SettingSwitch
          setting="profileEditing"
          label="Profile editing"
          hint="When on, staff fill in the organisation's profile fields for their own signature at /admin/profile."
          settings={s}
          update={update}
        />
        <SettingSwitch
          setting="photoUpload"
          label="Own photos"
          hint="When on, staff may upload their own photo on their profile page; it replaces their directory photo in signatures."
          settings={s}
          update={update}
        />
        <Field label="Health digest e-mail" hint="A summary of signature health mailed to the Admins.">
          <RadioGroup
            layout="horizontal"
            value={s.digestFrequency}
            disabled={update.isPending}
            onChange={(_, d) => update.mutate({ digestFrequency: d.value as Settings['digestFrequency'] })}
          >
            <Radio value="off" label="Off" />
            <Radio value="daily" label="Daily" />
            <Radio value="weekly" label="Weekly" />
          </RadioGroup>
        </Field>
        <TrailRetention
          key={s.trailRetentionDays}
          days={s.trailRetentionDays}
          saving={update.isPending}
          onSave={(days) => update.mutate({ trailRetentionDays: days })}
        />
      </section>

      <section className={styles.section} aria-labelledby="s-threads">
        <Text as="h2" id="s-threads" size={500} weight="semibold" className={styles.heading}>
          Threads
        </Text>
        <Field
          label="Signature in replies"
          hint="Once per thread: the first reply carries the full signature with its banners; later replies, whose quoted thread already shows it, carry the reply template without banners (none if no reply template is set). Compliance footers always stay."
        >
          <RadioGroup
            value={s.threadSignature}
            disabled={update.isPending}
            onChange={(_, d) => update.mutate({ threadSignature: d.value as Settings['threadSignature'] })}
          >
            <Radio value="every" label="Every reply carries its signature" />
            <Radio value="oncePerThread" label="Once per thread" />
          </RadioGroup>
        </Field>
        <SettingSwitch
          setting="removeMobileFooters"
          label="Remove the footers phones add"
          hint="Takes “Sent from my iPhone”, “Get Outlook for iOS” and the like off the end of the new text when a signature is added. Quoted messages and sentences that mention them are left alone."
          settings={s}
          update={update}
        />
      </section>

      <PartnerDomains saved={s.partnerDomains} onSaved={setNotice} />

      <DpaSection />

      {isAdmin && <AlertsSection onSaved={setNotice} />}

      {isAdmin && <WebhooksSection />}

      <section className={styles.section} aria-labelledby="s-digest">
        <Text as="h2" id="s-digest" size={500} weight="semibold" className={styles.heading}>
          Digest preview
        </Text>
        <Text className={styles.muted}>
          The digest as it would be sent now. Previewing or sending it to yourself does not change when the next one goes out.
        </Text>
        <div className={styles.row}>
          <Button onClick={() => (showDigest ? void digest.refetch() : setShowDigest(true))}>
            {showDigest ? 'Refresh the preview' : 'Preview the digest'}
          </Button>
          <Button onClick={() => send.mutate()} disabled={send.isPending}>
            Send it to me
          </Button>
        </div>
        {sendWords(send.error) ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{sendWords(send.error)}</MessageBarBody>
          </MessageBar>
        ) : (
          <ErrorMessage error={send.error} />
        )}
        {digest.isFetching && <Spinner size="small" label="Rendering the digest…" />}
        <ErrorMessage error={digest.error} />
        {digest.data && (
          <>
            <Text weight="semibold">Subject: {digest.data.subject}</Text>
            <SandboxedFrame html={digest.data.html} title="Preview: health digest" minHeight={420} />
          </>
        )}
      </section>

      {canSendTests && <TestEmail />}
    </div>
  );
}
