import {
  Button,
  Checkbox,
  Field,
  FluentProvider,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  Text,
  tokens,
  webDarkTheme,
  webLightTheme,
} from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import {
  FAULT_CLIENTS,
  NO_FAULTS,
  OUTLOOK_CLIENTS,
  type OutlookClient,
  type OutlookStandin,
  type StandinFaults,
} from '../../../../addin/src/standin/outlook';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { useComposeSenders } from './queries';
import { ComposeWindow, type Sender } from './ComposeWindow';
import { Happenings } from './Happenings';
import { STANDIN_FRAME, useStandin } from './useStandin';
import { COMPOSE_KINDS, FAULTS, WIDTHS, type ComposeKind, type WidthName } from './words';
import { useMessages } from '../../i18n/useMessages';
import { composeMessages } from './compose.messages';
import { sampleOwnSignature, sampleQuoted, sampleTyped } from './sampleMail';
import { sampleMailMessages, type SampleMailKey } from './sampleMail.messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, alignItems: 'flex-end', minWidth: 0 },
  choices: { flexWrap: 'wrap' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  stage: { display: 'flex', justifyContent: 'center', minWidth: 0 },
  dark: { backgroundColor: 'transparent' },
  faults: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  effect: { color: tokens.colorNeutralForeground2, marginLeft: tokens.spacingHorizontalXXL, display: 'block' },
  frame: { display: 'none' },
  intro: { maxWidth: '48rem' },
});

/** Who a window is addressed to as it opens: a colleague for a new message, the original's sender for a reply. */
function recipientsOf(kind: ComposeKind, from: string): { to: string[]; cc: string[] } {
  const colleague = `Lena Vogel <lena.vogel@${from.slice(from.lastIndexOf('@') + 1)}>`;
  const alex = 'Alex Wilber <alex.wilber@contoso.example>';
  if (kind === 'new') return { to: [colleague], cc: [] };
  if (kind === 'reply' || kind === 'thread') return { to: [alex], cc: [] };
  if (kind === 'replyAll') return { to: [alex], cc: [colleague] };
  return { to: [], cc: [] };
}

/** Opens a window of `kind` with its sample message, written in the person's language (`say`). */
function open(standin: OutlookStandin, kind: ComposeKind, from: string, popOut: boolean, say: (key: SampleMailKey) => string) {
  const meeting = kind === 'meeting';
  standin.compose({
    itemType: meeting ? 'appointment' : 'message',
    composeType: kind === 'forward' ? 'forward' : kind === 'reply' || kind === 'replyAll' || kind === 'thread' ? 'reply' : 'newMail',
    from,
    typed: sampleTyped(kind, say),
    quoted: sampleQuoted(kind, from, say),
    clientSignature: sampleOwnSignature(say),
    ...(meeting ? {} : recipientsOf(kind, from)),
  });
  void standin.fire(meeting ? 'OnNewAppointmentOrganizer' : 'OnNewMessageCompose', { popOut });
}

/**
 * The add-in's real event runtime in a simulated Outlook compose window: the signed-in person's signature applied
 * as Outlook would apply it, what happened beside it, and the known client faults to switch on.
 */
export default function ComposePage() {
  const styles = useStyles();
  const t = useMessages(composeMessages);
  const sample = useMessages(sampleMailMessages);
  const senders = useComposeSenders();
  const own = senders.data?.own;
  const { frame, onLoad, standin, failure } = useStandin(own ? { email: own.mail, displayName: own.displayName } : undefined);
  const [kind, setKind] = useState<ComposeKind>('new');
  const [client, setClient] = useState<OutlookClient>('new');
  const [width, setWidth] = useState<WidthName>('desktop');
  const [dark, setDark] = useState(false);
  const [popOut, setPopOut] = useState(false);
  const [faults, setFaults] = useState<StandinFaults>(NO_FAULTS);

  const reopen = useCallback(() => {
    if (!standin || !own) return;
    standin.client = client;
    standin.faults = { ...faults };
    open(standin, kind, own.mail, popOut, sample);
    // The sample's words are read as the window opens: a new language shows in the next window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [standin, own, client, faults, kind, popOut]);

  // A new window whenever the kind or the client changes (and once the runtime has loaded).
  useEffect(() => {
    if (!standin || !own) return;
    standin.client = client;
    open(standin, kind, own.mail, false, sample);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [standin, own, kind, client]);

  /** What the add-in does about a fault, and whether the client chosen has it at all. */
  const faultEffect = (name: keyof StandinFaults) =>
    FAULT_CLIENTS[name].includes(client)
      ? t(`effect_${name}`)
      : `${t(`effect_${name}`)} ${t('notInClient', { client: OUTLOOK_CLIENTS[client].label })}`;

  const setFault = (name: keyof StandinFaults, on: boolean) => {
    const next = { ...faults, [name]: on };
    setFaults(next);
    if (standin) standin.faults = next;
  };

  const choices: Sender[] = own ? [own, ...(senders.data?.shared ?? [])] : [];
  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />
      <Text className={styles.intro}>{t('intro')}</Text>
      <ErrorMessage error={senders.error} title={t('sendersNotLoaded')} />
      {failure && <ErrorMessage error={new Error(t(failure))} title={t('notStarted')} />}
      {own && (
        <iframe
          ref={frame}
          src={STANDIN_FRAME}
          title={t('runtime')}
          className={styles.frame}
          aria-hidden="true"
          tabIndex={-1}
          onLoad={onLoad}
        />
      )}
      <div className={styles.controls}>
        <Field label={t('compose')}>
          <RadioGroup layout="horizontal" className={styles.choices} value={kind} onChange={(_, d) => setKind(d.value as ComposeKind)}>
            {COMPOSE_KINDS.map((value) => (
              <Radio key={value} value={value} label={t(`kind_${value}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={t('client')}>
          <Select value={client} onChange={(_, d) => setClient(d.value as OutlookClient)}>
            {Object.entries(OUTLOOK_CLIENTS).map(([value, c]) => (
              <option key={value} value={value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('width')}>
          <RadioGroup layout="horizontal" className={styles.choices} value={width} onChange={(_, d) => setWidth(d.value as WidthName)}>
            {(Object.keys(WIDTHS) as WidthName[]).map((value) => (
              <Radio key={value} value={value} label={t(`width_${value}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Switch label={t('darkMode')} checked={dark} onChange={(_, d) => setDark(d.checked)} />
      </div>
      <div className={styles.columns}>
        <div className={styles.stage}>
          {!standin && !failure && <Spinner label={t('starting')} />}
          {standin && (
            <FluentProvider
              theme={dark ? webDarkTheme : webLightTheme}
              className={styles.dark}
              style={{ width: '100%', maxWidth: WIDTHS[width] }}
            >
              <ComposeWindow
                standin={standin}
                kind={kind}
                senders={choices}
                onFrom={(address) => void standin.changeFrom(address)}
                dark={dark}
              />
            </FluentProvider>
          )}
        </div>
        <PageSection id="happened-heading" title={t('happened')}>
          {standin && <Happenings happenings={standin.happenings} />}
        </PageSection>
      </div>
      <PageSection id="faults-heading" title={t('faults')}>
        <div className={styles.faults}>
          {FAULTS.map((name) => (
            <div key={name}>
              <Switch label={t(`fault_${name}`)} checked={faults[name]} onChange={(_, d) => setFault(name, d.checked)} />
              {faults[name] && (
                <Text size={200} className={styles.effect}>
                  {faultEffect(name)}
                </Text>
              )}
            </div>
          ))}
          <Checkbox label={t('popOut')} checked={popOut} onChange={(_, d) => setPopOut(d.checked === true)} />
          <div>
            <Button appearance="primary" onClick={reopen} disabled={!standin}>
              {t('reopen')}
            </Button>
          </div>
        </div>
      </PageSection>
    </div>
  );
}
