import { Badge, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useSimulation, type Simulation } from './queries';
import { conditionWords, decisionWords, traceWords } from './traceWords';
import { ATTRIBUTE_LABELS, MAILBOX_TYPE_LABELS } from './vocabulary';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  // Room for a whole address (Fluent's input is about 20 characters wide by itself); the full row on a phone.
  address: { flex: '1 1 22rem', maxWidth: '36rem', minWidth: 0 },
  input: { width: '100%' },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  trace: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalXL, margin: 0 },
});

/** The domains typed, separated by commas or spaces. */
const splitDomains = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The API's reasons about the recipients (`recipients.domains.3`), in words naming the domain typed, and their fields. */
function recipientErrors(error: unknown, typed: readonly string[] = []): { words?: string; fields: string[] } {
  const fields = error instanceof ApiRefusal ? Object.keys(error.fields).filter((k) => k.startsWith('recipients')) : [];
  if (!(error instanceof ApiRefusal) || fields.length === 0) return { fields };
  const words = fields.map((f) => {
    const index = Number(f.split('.')[2]);
    return Number.isInteger(index) && typed[index] !== undefined ? `“${typed[index]}” ${error.fields[f]}` : error.fields[f];
  });
  return { words: words.join('; '), fields };
}

/** Each recipient domain, inside or outside the organisation. */
function recipientsWords(recipients: Simulation['recipients']): string {
  if (!recipients) return 'None given: recipient rules do not match';
  return recipients.domains.map((d) => `${d.domain} (${d.internal ? 'inside' : 'outside'})`).join(', ');
}

/** Dry-runs the saved rules against one mailbox and says, rule by rule, what happened. */
export function SimulatePanel({ unsaved, groupNames }: { unsaved: boolean; groupNames: ReadonlyMap<string, string> }) {
  const styles = useStyles();
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
    simulate.mutate({ email: linked, domains: splitDomains(params.get('domains') ?? '') });
  }, [params, simulate]);
  const sim = simulate.data;
  const groupName = (id: string) =>
    sim?.mailbox.groups.find((g) => g.id === id)?.displayName ?? groupNames.get(id) ?? `the group with id ${id}`;
  const attributes = sim
    ? (Object.keys(sim.mailbox.attributes) as (keyof typeof sim.mailbox.attributes)[]).filter(
        (a): a is Exclude<typeof a, 'mailboxType'> => a !== 'mailboxType',
      )
    : [];
  const { words: domainsError, fields: domainFields } = recipientErrors(simulate.error, simulate.variables?.domains);

  return (
    <div>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          simulate.mutate({ email, domains: splitDomains(recipients) });
        }}
      >
        <Field
          className={styles.address}
          label="Mailbox address"
          validationMessage={fieldError(simulate.error, 'email')}
          validationState={fieldError(simulate.error, 'email') ? 'error' : 'none'}
        >
          <Input
            className={styles.input}
            type="email"
            value={email}
            onChange={(_, d) => setEmail(d.value)}
            placeholder="name@example.com"
          />
        </Field>
        <Field
          className={styles.address}
          label="Recipient domains, comma-separated (optional)"
          validationMessage={domainsError}
          validationState={domainsError ? 'error' : 'none'}
        >
          <Input
            className={styles.input}
            value={recipients}
            onChange={(_, d) => setRecipients(d.value)}
            placeholder="fabrikam.com, example.de"
          />
        </Field>
        <Button type="submit" disabled={simulate.isPending || !email.trim()}>
          {simulate.isPending ? 'Simulating…' : 'Simulate'}
        </Button>
      </form>
      {unsaved && (
        <MessageBar intent="info">
          <MessageBarBody>The simulation uses the saved rules; save your changes to simulate them.</MessageBarBody>
        </MessageBar>
      )}
      <ErrorMessage error={simulate.error} shownFields={['email', ...domainFields]} title="The mailbox could not be simulated" />
      {sim && (
        <section className={styles.result} aria-label="Simulation result" data-testid="simulation">
          <Subtitle2 as="h3">
            {sim.mailbox.displayName ?? sim.mailbox.primary} ({sim.mailbox.primary})
          </Subtitle2>
          <dl className={styles.facts}>
            <dt className={styles.term}>Mailbox type</dt>
            <dd>{MAILBOX_TYPE_LABELS[sim.mailbox.mailboxType]}</dd>
            {attributes.map((a) => (
              <Fragment key={a}>
                <dt className={styles.term}>{ATTRIBUTE_LABELS[a]}</dt>
                <dd>{sim.mailbox.attributes[a] ?? '—'}</dd>
              </Fragment>
            ))}
            <dt className={styles.term}>Groups</dt>
            <dd>{sim.mailbox.groups.map((g) => g.displayName).join(', ') || 'None'}</dd>
            <dt className={styles.term}>Recipients</dt>
            <dd data-testid="simulated-recipients">{recipientsWords(sim.recipients)}</dd>
            <dt className={styles.term}>New messages</dt>
            <dd data-testid="decision-new">{decisionWords(sim.roles.new)}</dd>
            <dt className={styles.term}>Replies and forwards</dt>
            <dd data-testid="decision-reply">{decisionWords(sim.roles.reply)}</dd>
          </dl>
          <Subtitle2 as="h3">Rule by rule</Subtitle2>
          {sim.trace.length === 0 ? (
            <Text>There are no saved rules; the role defaults decide.</Text>
          ) : (
            <ol className={styles.trace}>
              {sim.trace.map((e, i) => (
                <li key={e.ruleId} data-testid="trace-entry">
                  <Text weight="semibold">{e.name || `Rule ${i + 1}`}</Text>{' '}
                  <Badge appearance="tint" color={e.matched ? 'success' : 'subtle'}>
                    {e.matched ? 'Matched' : 'No match'}
                  </Badge>
                  <br />
                  <Text>
                    When {conditionWords(e, groupName)}. {traceWords(e)}
                  </Text>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
