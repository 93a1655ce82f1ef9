import { translator } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { RELAY_STAMP_HEADER, type ServerSideMode } from './contract.js';
import { SERVER_SIDE_MESSAGES } from './messages.js';
import type { SetupStep } from './schemas.js';

/**
 * A PowerShell single-quoted string: nothing inside one is expanded, and a quote is written twice. PowerShell also
 * takes the typographic single quotes (U+2018 to U+201B) as quotes, so those are doubled too; control characters
 * (a line break would end the command) are dropped.
 */
export function psQuote(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '');
  return `'${clean.replace(/['\u2018\u2019\u201a\u201b]/g, (q) => q + q)}'`;
}

/** The quoted list `'a','b'` (PowerShell's array of strings). */
const psList = (values: readonly string[]) => values.map(psQuote).join(',');

/** Exchange limits connector and rule names to 64 characters. */
const name = (text: string) => psQuote(text.slice(0, 64));

const OUTBOUND = 'Email signatures: to the relay';
const INBOUND = 'Email signatures: from the relay';
const RULE = 'Email signatures: route outgoing mail to the relay';
/**
 * Message types the relay never changes, kept inside Exchange (each rule holds one message-type test): a signature
 * would break the first three, and automatic replies and read receipts (sent with the null sender) get none.
 */
const PROTECTED = [
  ['Encrypted', 'encrypted (S/MIME)'],
  ['Signed', 'digitally signed'],
  ['PermissionControlled', 'rights-protected or encrypted with Purview'],
  ['OOF', 'automatic replies'],
  ['ReadReceipt', 'read receipts'],
] as const;

/**
 * The relay's host name for one organisation, `<tenant id>.<relay host>`: its outbound connector's smart host (the
 * relay's certificate carries the wildcard). A client that asks for it in TLS binds its connection to the
 * organisation, so a misrouted connection is refused at MAIL FROM (DESIGN §13).
 */
export const organisationHost = (tenantId: string, relayHost: string) => `${tenantId.toLowerCase()}.${relayHost}`;

/**
 * The Exchange Online PowerShell that sends this organisation's outgoing mail through the relay and takes it back:
 * one step per command, in the order they must run. Titles and explanations are in the reader's language; the
 * scripts (their names and comments, which end up in Exchange) are the same in every language.
 */
export function setupSteps(opts: {
  tenantId: string;
  host: string;
  organisation: string;
  domains: readonly string[];
  mode: ServerSideMode;
  meetings: boolean;
  language?: Language;
}): SetupStep[] {
  const t = translator(SERVER_SIDE_MESSAGES, opts.language ?? DEFAULT_LANGUAGE);
  const host = psQuote(opts.host);
  const comment = psQuote(`Server-side email signatures for ${opts.organisation}`);
  const steps: SetupStep[] = [
    {
      id: 'connect',
      title: t('connectTitle'),
      explanation: t('connectExplanation'),
      script: 'Connect-ExchangeOnline',
    },
    {
      id: 'outbound-connector',
      title: t('outboundTitle'),
      explanation: t('outboundExplanation'),
      script: [
        `New-OutboundConnector -Name ${name(OUTBOUND)} -ConnectorType Partner -IsTransportRuleScoped $true`,
        `  -UseMXRecord $false -SmartHosts ${psQuote(organisationHost(opts.tenantId, opts.host))} -TlsSettings DomainValidation -TlsDomain ${host}`,
        `  -Enabled $true -Comment ${comment}`,
      ].join(' `\n'),
    },
    {
      id: 'inbound-connector',
      title: t('inboundTitle'),
      explanation: t('inboundExplanation'),
      script: [
        `New-InboundConnector -Name ${name(INBOUND)} -ConnectorType OnPremises -SenderDomains '*'`,
        `  -RequireTls $true -RestrictDomainsToCertificate $true -TlsSenderCertificateName ${host}`,
        `  -CloudServicesMailEnabled $true -Enabled $true -Comment ${comment}`,
      ].join(' `\n'),
    },
    {
      id: 'protected-messages',
      title: t('protectedTitle'),
      explanation: t('protectedExplanation'),
      script: PROTECTED.map(
        ([type, words]) =>
          `New-TransportRule -Name ${name(`Email signatures: keep ${words} mail`)} -Priority 0 -FromScope InOrganization ` +
          `-MessageTypeMatches ${type} -SetHeaderName ${psQuote(RELAY_STAMP_HEADER)} -SetHeaderValue 'not-routed' -Comments ${comment}`,
      ).join('\n'),
    },
    {
      id: 'transport-rule',
      title: t('ruleTitle'),
      // The add-in's mark is a header anyone can write: only the relay can check its token, so marked mail goes there too.
      explanation: t('ruleExplanation', {
        domains: opts.domains.length ? 'yes' : 'no',
        meetings: opts.meetings ? 'yes' : 'no',
        marked: opts.mode === 'unsigned' ? 'yes' : 'no',
      }),
      script: ruleScript(opts, comment),
    },
  ];
  return steps;
}

function ruleScript(opts: { domains: readonly string[]; mode: ServerSideMode; meetings: boolean }, comment: string): string {
  const lines = [
    `New-TransportRule -Name ${name(RULE)} -FromScope InOrganization`,
    ...(opts.domains.length ? [`  -SenderDomainIs ${psList(opts.domains)}`] : []),
    `  -RouteMessageOutboundConnector ${name(OUTBOUND)}`,
    // The loop guard: any value of the stamp, so the relay's own messages never go round again.
    `  -ExceptIfHeaderMatchesMessageHeader ${psQuote(RELAY_STAMP_HEADER)} -ExceptIfHeaderMatchesPatterns '.'`,
    ...(opts.meetings ? [] : ['  -ExceptIfMessageTypeMatches Calendaring']),
    `  -Comments ${comment}`,
  ];
  return lines.join(' `\n');
}
