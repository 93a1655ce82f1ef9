import type { RelayConfig } from '../../relay/server-side/index.js';
import { loadConfig } from '../../shared/config.js';
import type {
  OutgoingMessage,
  RelayedOutcome,
  ServerSideMode,
  ServerSideSignature,
  ServerSideSigning,
  SigningDecision,
} from '../../shared/server-side/contract.js';
import { admitMessage } from '../../shared/server-side/admission.js';

/**
 * A service side for the relay's end-to-end tests, at the contract's boundary (not storage): one organisation whose
 * domain is served in the given mode, signing every message from one of its addresses with one signature. The real
 * one (shared/server-side) takes its place where a test runs against the service.
 */
export interface RelaySigningStandIn extends ServerSideSigning {
  mode: ServerSideMode;
  /** Ask the relay to keep what it hands to the next hop. */
  capture: boolean;
  readonly decided: OutgoingMessage[];
  readonly recorded: { message: OutgoingMessage; decision: SigningDecision; outcome: RelayedOutcome }[];
}

export const STAND_IN_TENANT = '7a1c2b3d-0000-4000-8000-000000000034';

export function relaySigningStandIn(options: {
  domain: string;
  signature: ServerSideSignature;
  mode?: ServerSideMode;
}): RelaySigningStandIn {
  const ours = (address: string | null) => (address ?? '').toLowerCase().includes(`@${options.domain}`);
  const standIn: RelaySigningStandIn = {
    mode: options.mode ?? 'all',
    capture: false,
    decided: [],
    recorded: [],
    async takesSender(sender) {
      return sender === '' || ours(sender);
    },
    // The real admission, with the one organisation's domain.
    admit: (facts) => admitMessage(facts, async (domain) => (domain.toLowerCase() === options.domain ? STAND_IN_TENANT : null)),
    async decide(message) {
      standIn.decided.push(message);
      if (standIn.mode === 'off') return { action: 'pass', tenantId: STAND_IN_TENANT, reason: 'server_side_off', capture: standIn.capture };
      // The service passes a message whose add-in mark it verified; the stand-in takes any mark as verified.
      if (standIn.mode === 'unsigned' && message.headers.addInMark !== null) {
        return { action: 'pass', tenantId: STAND_IN_TENANT, reason: 'add_in_signed', capture: standIn.capture };
      }
      if (!ours(message.headers.from)) {
        return { action: 'pass', tenantId: STAND_IN_TENANT, reason: 'sender_not_in_organisation', capture: standIn.capture };
      }
      return {
        action: 'sign',
        tenantId: STAND_IN_TENANT,
        signature: options.signature,
        skipMeetings: true,
        capture: standIn.capture,
        context: { template: 'standard', version: 3, type: message.headers.inReplyTo ? 'reply' : 'new' },
      };
    },
    async record(message, decision, outcome) {
      standIn.recorded.push({ message, decision, outcome });
    },
  };
  return standIn;
}

/**
 * What a message that went on unchanged looks like at the next hop: the relay's pass stamp as its first line
 * (`X-Signature-Relay: <name>; passed=<why>`, the loop guard), then the very bytes it came with. Returns the reason.
 */
export function expectPassedUnchanged(received: Buffer, original: Buffer, relayName = 'relay.test'): string {
  const end = received.indexOf('\r\n');
  const line = received.subarray(0, end).toString('latin1');
  const stamp = new RegExp(`^X-Signature-Relay: ${relayName.replace(/\./g, '\\.')}; passed=([\\w-]+)$`).exec(line);
  if (!stamp) throw new Error(`expected the pass stamp first, got: ${line.slice(0, 120)}`);
  if (!received.subarray(end + 2).equals(original)) throw new Error('the bytes after the pass stamp are not the original');
  return stamp[1];
}

/**
 * The relay's settings in tests, read by loadConfig as from the environment (the defaults are the settings' own): a
 * free port, loopback clients, `relay.test` as its name, this next hop (none: the local sink's to be).
 */
export const testRelayConfig = (nextHopPort?: number, env: Record<string, string> = {}): RelayConfig =>
  loadConfig({
    STORAGE_ACCOUNT_NAME: 'relaytest',
    SIGNING_SECRET: 'x'.repeat(32),
    SMTP_PORT: '0',
    SMTP_PUBLIC_HOST: 'relay.test',
    ...(nextHopPort === undefined ? {} : { SMTP_NEXT_HOP: `127.0.0.1:${nextHopPort}` }),
    ...env,
  });

/**
 * A message as Exchange Online hands it to the relay: its organisation's `X-MS-Exchange-CrossTenant-Id` among the
 * headers. A message that carries one already (a fixture captured from Exchange) gets this organisation's id in it;
 * one that does not gets the field as its first line (Exchange writes it among its other headers; any place will do).
 */
export function fromExchange(raw: Buffer | string, tenantId = STAND_IN_TENANT): Buffer {
  const text = Buffer.from(raw).toString('latin1');
  const stamped = /^x-ms-exchange-crosstenant-id:[^\r\n]*$/im;
  if (stamped.test(text)) return Buffer.from(text.replace(stamped, `x-ms-exchange-crosstenant-id: ${tenantId}`), 'latin1');
  return Buffer.from(`X-MS-Exchange-CrossTenant-Id: ${tenantId}\r\n${text}`, 'latin1');
}
