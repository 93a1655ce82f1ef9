import {
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useCan } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { CheckSection } from './CheckSection';
import { CountsSection } from './CountsSection';
import { useServerSide, useUpdateServerSide, type ServerSide } from './queries';
import { SetupSteps } from './SetupSteps';
import { SinkSection } from './SinkSection';
import { list } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { serverSideMessages } from './server-side.messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '60rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Mode = ServerSide['mode'];

/** The modes in the order offered, each with its catalogue keys: its name, its hint, and the notice once saved. */
const MODES = [
  { value: 'off', label: 'off', hint: 'offHint', saved: 'savedOff' },
  { value: 'unsigned', label: 'unsigned', hint: 'unsignedHint', saved: 'savedUnsigned' },
  { value: 'all', label: 'all', hint: 'allHint', saved: 'savedAll' },
] as const satisfies readonly { value: Mode; label: string; hint: string; saved: string }[];
const savedNotice = (mode: Mode) => MODES.find((m) => m.value === mode)?.saved ?? 'saved';

/** Server-side signatures: the mode, the Exchange Online set-up for this organisation, a check, and what the relay did. */
export default function ServerSidePage() {
  const styles = useStyles();
  const page = useServerSide();
  const canChange = useCan('settings');
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(serverSideMessages);
  const update = useUpdateServerSide({
    onSuccess: (saved, patch) => setNotice(t(patch.serverSide ? savedNotice(saved.serverSide) : 'saved')),
  });

  if (page.isPending) return <Spinner label={t('loading')} />;
  if (page.error) return <ErrorMessage error={page.error} />;
  const p = page.data;

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <Text>{t('intro')}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={update.error} title={t('notSaved')} />

      <PageSection id="ss-mode" title={t('mode')}>
        <RadioGroup
          aria-labelledby="ss-mode"
          value={p.mode}
          disabled={!canChange || update.isPending}
          onChange={(_, d) => update.mutate({ serverSide: d.value as Mode })}
        >
          {MODES.map((m) => (
            <Radio key={m.value} value={m.value} label={{ children: <ModeLabel label={t(m.label)} hint={t(m.hint)} /> }} />
          ))}
        </RadioGroup>
        <Field hint={t('meetingsHint')}>
          <Switch
            label={t('meetings')}
            checked={p.meetings}
            disabled={!canChange || update.isPending}
            onChange={(_, d) => update.mutate({ serverSideMeetings: d.checked })}
          />
        </Field>
        {p.domains.length ? (
          <Text className={styles.muted}>{t('domains', { domains: list(p.domains) })}</Text>
        ) : (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('noDomain')}</MessageBarBody>
          </MessageBar>
        )}
      </PageSection>

      <PageSection id="ss-setup" title={t('setup')}>
        {p.mode === 'off' ? <Text className={styles.muted}>{t('chooseMode')}</Text> : <SetupSteps steps={p.steps} />}
      </PageSection>

      <CheckSection canStart={canChange} />
      <CountsSection counts={p.counts} />
      <SinkSection relayHost={p.relayHost} />
    </div>
  );
}

function ModeLabel({ label, hint }: { label: string; hint: string }) {
  const styles = useStyles();
  return (
    <>
      <Text weight="semibold">{label}</Text>
      <br />
      <Text size={200} className={styles.muted}>
        {hint}
      </Text>
    </>
  );
}
