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

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '60rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Mode = ServerSide['mode'];

const MODES: readonly { value: Mode; label: string; hint: string }[] = [
  {
    value: 'off',
    label: 'Off',
    hint: 'Only the add-in signs, while people write. Mail the transport rule still sends to the relay goes on unchanged; remove the rule to stop the trip.',
  },
  {
    value: 'unsigned',
    label: 'Sign what the add-in did not',
    hint: 'Mail from phones, other mail apps and meeting replies, and anything the add-in could not sign, is signed on its way out. Mail the add-in signed goes out as it is.',
  },
  { value: 'all', label: 'Sign every message', hint: 'For organisations that do not deploy the add-in.' },
];

const SAVED: Record<Mode, string> = {
  off: 'Server-side signatures are off.',
  unsigned: 'The relay now signs the messages the add-in did not.',
  all: 'The relay now signs every message.',
};

/** Server-side signatures: the mode, the Exchange Online set-up for this organisation, a check, and what the relay did. */
export default function ServerSidePage() {
  const styles = useStyles();
  const page = useServerSide();
  const canChange = useCan('settings');
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateServerSide({
    onSuccess: (saved, patch) => setNotice(patch.serverSide ? SAVED[saved.serverSide] : 'Saved.'),
  });

  if (page.isPending) return <Spinner label="Loading server-side signatures…" />;
  if (page.error) return <ErrorMessage error={page.error} />;
  const p = page.data;

  return (
    <div className={styles.page}>
      <PageHeader title="Server-side signatures" />
      <Text>
        The add-in signs while people write, so they see their signature. The relay signs on the way out: Exchange Online sends the
        organisation&rsquo;s outgoing mail through it, and it adds the signature to what was not signed yet, whatever app wrote the message.
        Signed, encrypted and rights-protected mail is never changed.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={update.error} title="The change was not saved" />

      <PageSection id="ss-mode" title="Mode">
        <RadioGroup
          aria-labelledby="ss-mode"
          value={p.mode}
          disabled={!canChange || update.isPending}
          onChange={(_, d) => update.mutate({ serverSide: d.value as Mode })}
        >
          {MODES.map((m) => (
            <Radio key={m.value} value={m.value} label={{ children: <ModeLabel label={m.label} hint={m.hint} /> }} />
          ))}
        </RadioGroup>
        <Field hint="Meeting requests and replies carry the calendar's own text; most organisations leave them as they are.">
          <Switch
            label="Sign meeting requests and responses too"
            checked={p.meetings}
            disabled={!canChange || update.isPending}
            onChange={(_, d) => update.mutate({ serverSideMeetings: d.checked })}
          />
        </Field>
        {p.domains.length ? (
          <Text className={styles.muted}>The relay serves mail sent from {p.domains.join(', ')}.</Text>
        ) : (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              The organisation has no verified domain on record, so the relay cannot tell its mail apart. Domains are read from Microsoft
              Entra when an administrator signs in to the portal.
            </MessageBarBody>
          </MessageBar>
        )}
      </PageSection>

      <PageSection id="ss-setup" title="Set up Exchange Online">
        {p.mode === 'off' ? (
          <Text className={styles.muted}>Choose a mode first: the commands depend on it.</Text>
        ) : (
          <SetupSteps steps={p.steps} />
        )}
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
