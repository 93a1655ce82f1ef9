import { Badge, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { sentences } from '../../format';
import { localeOf } from '../../i18n/language';
import { useDisplayLanguage } from '../../i18n/LanguageProvider';
import { useMessages } from '../../i18n/useMessages';
import { useSimulation, type Simulation } from './queries';
import { simulateMessages } from './simulate.messages';
import { conditionWords, decisionWords, quoted, traceWords, type TraceLanguage } from './traceWords';
import { attributeLabel, mailboxTypeLabel } from './vocabulary';
import { vocabularyMessages } from './vocabulary.messages';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  // Room for a whole address (Fluent's input is about 20 characters wide by itself); the full row on a phone.
  address: { flex: '1 1 22rem', maxWidth: '36rem', minWidth: 0 },
  input: { width: '100%' },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    // A long term (a German one on a phone) wraps rather than squeezing its value out of the row.
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  badge: { marginLeft: tokens.spacingHorizontalXS },
  value: { margin: 0, overflowWrap: 'anywhere' },
  trace: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalXL, margin: 0 },
});

/** What the directory leaves empty. */
const MISSING = '—';
/** The mailbox simulated: its name and its address. */
const nameAndAddress = (name: string | null, address: string) => `${name ?? address} (${address})`;

/** The domains typed, separated by commas or spaces. */
const splitDomains = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The API's reasons about the recipients (`recipients.domains.3`), in words naming the domain typed, and their fields. */
function recipientErrors(l: TraceLanguage, error: unknown, typed: readonly string[] = []): { words?: string; fields: string[] } {
  const fields = error instanceof ApiRefusal ? Object.keys(error.fields).filter((k) => k.startsWith('recipients')) : [];
  if (!(error instanceof ApiRefusal) || fields.length === 0) return { fields };
  const words = fields.map((f) => {
    const index = Number(f.split('.')[2]);
    return Number.isInteger(index) && typed[index] !== undefined ? `${quoted(l, typed[index])} ${error.fields[f]}` : error.fields[f];
  });
  return { words: words.join('; '), fields };
}

/** Each recipient domain, inside or outside the organisation. */
function recipientsWords({ t }: TraceLanguage, recipients: Simulation['recipients']): string {
  if (!recipients) return t('recipientsNone');
  return recipients.domains.map((d) => t(d.internal ? 'inside' : 'outside', { domain: d.domain })).join(', ');
}

/** Dry-runs the saved rules against one mailbox and says, rule by rule, what happened. */
export function SimulatePanel({ unsaved, groupNames }: { unsaved: boolean; groupNames: ReadonlyMap<string, string> }) {
  const styles = useStyles();
  const t = useMessages(simulateMessages);
  const words = useMessages(vocabularyMessages);
  const l: TraceLanguage = { t, words, locale: localeOf(useDisplayLanguage()) };
  // The message trail links here with the mailbox and recipient domains of the decision it reproduces.
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('simulate') ?? '');
  const [recipients, setRecipients] = useState(params.get('domains') ?? '');
  const simulate = useSimulation();
  const asked = useRef(false);
  useEffect(() => {
    const linked = params.get('simulate');
    if (!linked || asked.current) return;
    asked.current = true;
    simulate.run({ email: linked, domains: splitDomains(params.get('domains') ?? '') });
  }, [params, simulate]);
  const sim = simulate.data;
  const groupName = (id: string) =>
    sim?.mailbox.groups.find((g) => g.id === id)?.displayName ?? groupNames.get(id) ?? t('groupWithId', { id });
  /** A rule saved without a name, by its place in the order, as the trace below names it. */
  const ruleTitle = (ruleId: string) => {
    const position = (sim?.trace.findIndex((e) => e.ruleId === ruleId) ?? -1) + 1;
    return position > 0 ? t('rule', { position }) : ruleId;
  };
  const attributes = sim
    ? (Object.keys(sim.mailbox.attributes) as (keyof typeof sim.mailbox.attributes)[]).filter(
        (a): a is Exclude<typeof a, 'mailboxType'> => a !== 'mailboxType',
      )
    : [];
  const { words: domainsError, fields: domainFields } = recipientErrors(l, simulate.error, simulate.variables?.domains);

  return (
    <div>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          simulate.run({ email, domains: splitDomains(recipients) });
        }}
      >
        <Field
          className={styles.address}
          label={t('mailboxAddress')}
          validationMessage={fieldError(simulate.error, 'email')}
          validationState={fieldError(simulate.error, 'email') ? 'error' : 'none'}
        >
          <Input
            className={styles.input}
            type="email"
            value={email}
            onChange={(_, d) => setEmail(d.value)}
            placeholder={t('addressExample')}
          />
        </Field>
        <Field
          className={styles.address}
          label={t('recipientDomains')}
          validationMessage={domainsError}
          validationState={domainsError ? 'error' : 'none'}
        >
          <Input
            className={styles.input}
            value={recipients}
            onChange={(_, d) => setRecipients(d.value)}
            placeholder={t('domainsExample')}
          />
        </Field>
        <Button type="submit" disabled={simulate.isPending || !email.trim()}>
          {simulate.isPending ? t('simulating') : t('simulate')}
        </Button>
      </form>
      {unsaved && (
        <MessageBar intent="info">
          <MessageBarBody>{t('usesSaved')}</MessageBarBody>
        </MessageBar>
      )}
      <ErrorMessage error={simulate.error} shownFields={['email', ...domainFields]} title={t('notSimulated')} />
      {sim && (
        <section className={styles.result} aria-label={t('result')} data-testid="simulation">
          <Subtitle2 as="h3">{nameAndAddress(sim.mailbox.displayName, sim.mailbox.primary)}</Subtitle2>
          <dl className={styles.facts}>
            <dt className={styles.term}>{attributeLabel(words, 'mailboxType')}</dt>
            <dd className={styles.value}>{mailboxTypeLabel(words, sim.mailbox.mailboxType)}</dd>
            {attributes.map((a) => (
              <Fragment key={a}>
                <dt className={styles.term}>{attributeLabel(words, a)}</dt>
                <dd className={styles.value}>{sim.mailbox.attributes[a] ?? MISSING}</dd>
              </Fragment>
            ))}
            <dt className={styles.term}>{t('groups')}</dt>
            <dd className={styles.value}>{sim.mailbox.groups.map((g) => g.displayName).join(', ') || t('none')}</dd>
            <dt className={styles.term}>{attributeLabel(words, 'recipients')}</dt>
            <dd className={styles.value} data-testid="simulated-recipients">
              {recipientsWords(l, sim.recipients)}
            </dd>
            <dt className={styles.term}>{t('newMessages')}</dt>
            <dd className={styles.value} data-testid="decision-new">
              {decisionWords(l, sim.roles.new, ruleTitle)}
            </dd>
            <dt className={styles.term}>{t('replies')}</dt>
            <dd className={styles.value} data-testid="decision-reply">
              {decisionWords(l, sim.roles.reply, ruleTitle)}
            </dd>
            {/* The service writes these two in the reader's language already. */}
            {sim.thread && (
              <>
                <dt className={styles.term}>{t('threadReplies')}</dt>
                <dd className={styles.value} data-testid="simulated-thread">
                  {sim.thread.explanation}
                </dd>
              </>
            )}
            {sim.values?.explanation && (
              <>
                <dt className={styles.term}>{t('values')}</dt>
                <dd className={styles.value} data-testid="simulated-values">
                  {sim.values.explanation}
                </dd>
              </>
            )}
          </dl>
          <Subtitle2 as="h3">{t('ruleByRule')}</Subtitle2>
          {sim.trace.length === 0 ? (
            <Text>{t('noSavedRules')}</Text>
          ) : (
            <ol className={styles.trace}>
              {sim.trace.map((e, i) => (
                <li key={e.ruleId} data-testid="trace-entry">
                  <Text weight="semibold">{e.name || t('rule', { position: i + 1 })}</Text>
                  <Badge className={styles.badge} appearance="tint" color={e.matched ? 'success' : 'subtle'}>
                    {e.matched ? t('matched') : t('noMatch')}
                  </Badge>
                  <br />
                  <Text>{sentences([t('when', { condition: conditionWords(l, e, groupName) }), traceWords(l, e)])}</Text>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
