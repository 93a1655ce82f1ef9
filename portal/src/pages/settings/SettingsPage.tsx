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
import { useMessages, type Translate } from '../../i18n/useMessages';
import { DefaultLanguage } from './DefaultLanguage';
import { settingsMessages } from './settings.messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '56rem' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The digest send's refusals, in words: no mail transport (503), or the transport's own failure (502). */
function sendWords(t: Translate<keyof (typeof settingsMessages)['messages']['en']>, error: unknown): string | null {
  if (!(error instanceof ApiRefusal)) return null;
  if (error.status === 503) return t('noMail');
  if (error.status === 502) return t('mailRefused', { reason: error.message });
  return null;
}

export default function SettingsPage() {
  const styles = useStyles();
  const settings = useSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const [showDigest, setShowDigest] = useState(false);
  const canSendTests = useCan('templates');
  const isAdmin = useMe().data?.role === 'Admin';
  const t = useMessages(settingsMessages);

  const update = useUpdateSettings({ onSuccess: () => setNotice(t('saved')) });
  const digest = useDigestPreview(showDigest);
  const send = useSendDigest({ onSuccess: (sent) => setNotice(t('digestSent', { to: sent.to })) });
  const sendRefusal = sendWords(t, send.error);

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.error) return <ErrorMessage error={settings.error} />;
  const s = settings.data;

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={update.error} title={t('notSaved')} />
      <section className={styles.section} aria-labelledby="s-org">
        <Text as="h2" id="s-org" size={500} weight="semibold" className={styles.heading}>
          {t('organisation')}
        </Text>
        <SettingSwitch setting="requireApproval" label={t('approval')} hint={t('approvalHint')} settings={s} update={update} />
        <SettingSwitch setting="profileEditing" label={t('profileEditing')} hint={t('profileEditingHint')} settings={s} update={update} />
        <SettingSwitch setting="photoUpload" label={t('photos')} hint={t('photosHint')} settings={s} update={update} />
        <DefaultLanguage
          value={s.defaultLanguage}
          saving={update.isPending}
          onSave={(language) => update.mutate({ defaultLanguage: language })}
        />
        <Field label={t('digest')} hint={t('digestHint')}>
          <RadioGroup
            layout="horizontal"
            value={s.digestFrequency}
            disabled={update.isPending}
            onChange={(_, d) => update.mutate({ digestFrequency: d.value as Settings['digestFrequency'] })}
          >
            <Radio value="off" label={t('off')} />
            <Radio value="daily" label={t('daily')} />
            <Radio value="weekly" label={t('weekly')} />
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
          {t('threads')}
        </Text>
        <Field label={t('replies')} hint={t('repliesHint')}>
          <RadioGroup
            value={s.threadSignature}
            disabled={update.isPending}
            onChange={(_, d) => update.mutate({ threadSignature: d.value as Settings['threadSignature'] })}
          >
            <Radio value="every" label={t('everyReply')} />
            <Radio value="oncePerThread" label={t('oncePerThread')} />
          </RadioGroup>
        </Field>
        <SettingSwitch
          setting="removeMobileFooters"
          label={t('mobileFooters')}
          hint={t('mobileFootersHint')}
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
          {t('digestPreview')}
        </Text>
        <Text className={styles.muted}>{t('digestPreviewText')}</Text>
        <div className={styles.row}>
          <Button onClick={() => (showDigest ? void digest.refetch() : setShowDigest(true))}>
            {showDigest ? t('refreshPreview') : t('previewDigest')}
          </Button>
          <Button onClick={() => send.mutate()} disabled={send.isPending}>
            {t('sendToMe')}
          </Button>
        </div>
        {sendRefusal ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{sendRefusal}</MessageBarBody>
          </MessageBar>
        ) : (
          <ErrorMessage error={send.error} />
        )}
        {digest.isFetching && <Spinner size="small" label={t('rendering')} />}
        <ErrorMessage error={digest.error} />
        {digest.data && (
          <>
            <Text weight="semibold">{t('subject', { subject: digest.data.subject })}</Text>
            <SandboxedFrame html={digest.data.html} title={t('digestFrame')} minHeight={420} />
          </>
        )}
      </section>

      {canSendTests && <TestEmail />}
    </div>
  );
}
