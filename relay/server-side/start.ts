import type { Config } from '../../shared/config.js';
import type { ServerSideSigning } from '../../shared/server-side/contract.js';
import {
  nextHopFromConfig,
  nextHopTrustFromConfig,
  relayTlsFromConfig,
  removeLeftSpools,
  startRelay,
  type NextHopChoice,
  type NextHopTrust,
  type RelayOptions,
  type RelayReport,
  type RelayTls,
  type StartedRelay,
} from '../smtp/index.js';
import type { Deferrals } from './deferrals.js';
import { admissionBy, boundOrganisation } from './admission.js';
import { signingParts } from './signing-transform.js';
import { countRelayReport, watchCertificate } from './metrics.js';

/** The settings the relay reads (DESIGN §13), read once at start with the others. */
export type RelayConfig = Pick<
  Config,
  | 'SMTP_PORT'
  | 'SMTP_NEXT_HOP'
  | 'SMTP_NEXT_HOP_TLS'
  | 'SMTP_ALLOWED_SOURCES'
  | 'SMTP_MAX_MESSAGE_MB'
  | 'SMTP_MAX_CONNECTIONS'
  | 'SMTP_SPOOL_BUDGET_MB'
  | 'SMTP_MEMORY_BUDGET_MB'
  | 'SMTP_PUBLIC_HOST'
> &
  Partial<
    Pick<
      Config,
      | 'SMTP_TLS_CERT_FILE'
      | 'SMTP_TLS_KEY_FILE'
      | 'SMTP_CLIENT_CERT_NAMES'
      | 'SMTP_NEXT_HOP_CA_FILE'
      | 'SMTP_NEXT_HOP_CERT_NAME'
      | 'SMTP_SPOOL_DIR'
      | 'SMTP_NEXT_HOP_TIMEOUT_MS'
    >
  >;

/** Where a local mail sink listens: the next hop when `SMTP_NEXT_HOP` is unset. */
export interface SinkAddress {
  readonly host: string;
  readonly port: number;
}

export interface ServerSideRelayOptions {
  readonly config: RelayConfig;
  /** The address to listen on (`HOST`; loopback by default). */
  readonly host?: string;
  readonly signing: ServerSideSigning;
  /** The local mail sink `npm start` runs when `SMTP_NEXT_HOP` is unset. */
  readonly sink?: SinkAddress;
  /** Told of every report as well (the log); an exception it throws is ignored. */
  readonly onReport?: (report: RelayReport) => void;
  /** Adjustments for tests and embedding: budgets, where messages are spooled, the next hop's timeouts. */
  readonly tuning?: Pick<RelayOptions, 'closeTimeoutMs' | 'transformTimeoutMs' | 'spoolDirectory' | 'maxRecipients'> & {
    readonly nextHopTimeoutMs?: number;
    readonly captureLimitBytes?: number;
    readonly deferrals?: Deferrals;
  };
}

export interface StartedServerSideRelay extends StartedRelay {
  /** Where mail goes, as the start banner says it. */
  readonly nextHop: string;
  /** Messages a previous process left in `SMTP_SPOOL_DIR` and this start removed. */
  readonly leftSpoolsRemoved: number;
}

/**
 * The next hop from `SMTP_NEXT_HOP` (`host:port`, or `exchange-online`: each organisation's own endpoint, as the TLS
 * part reads it, with `trust` for a `host:port`), or the local sink when unset; and how the start banner names it.
 */
export function nextHopFrom(
  config: Pick<RelayConfig, 'SMTP_NEXT_HOP'>,
  sink?: SinkAddress,
  tls?: RelayTls,
  trust?: NextHopTrust,
): { choice: NextHopChoice; named: string } {
  const setting = config.SMTP_NEXT_HOP;
  if (setting) return { choice: nextHopFromConfig(setting, tls, trust), named: setting };
  if (sink) return { choice: { host: sink.host, port: sink.port }, named: `${sink.host}:${sink.port}` };
  throw new Error('SMTP_NEXT_HOP is not set and no local mail sink runs: give it as host:port or exchange-online');
}

/**
 * The relay of server-side signatures: the SMTP relay serving the senders the service serves, rewriting each message
 * with the service's decision, and recording each outcome with the service once the next hop answered.
 */
export async function startServerSideRelay(options: ServerSideRelayOptions): Promise<StartedServerSideRelay> {
  const { config, signing, tuning } = options;
  const tls = await relayTlsFromConfig({
    SMTP_TLS_CERT_FILE: config.SMTP_TLS_CERT_FILE,
    SMTP_TLS_KEY_FILE: config.SMTP_TLS_KEY_FILE,
    SMTP_CLIENT_CERT_NAMES: config.SMTP_CLIENT_CERT_NAMES ?? [],
  });
  const hop = nextHopFrom(config, options.sink, tls, await nextHopTrustFromConfig(config));
  const name = config.SMTP_PUBLIC_HOST;
  // A spool directory of its own: what a previous process left there (killed mid-message, never answered 250) goes.
  const leftSpoolsRemoved = config.SMTP_SPOOL_DIR ? await removeLeftSpools(config.SMTP_SPOOL_DIR) : 0;
  const parts = signingParts({ signing, name, captureLimitBytes: tuning?.captureLimitBytes, deferrals: tuning?.deferrals });
  const relay = await startRelay({
    host: options.host ?? '127.0.0.1',
    port: config.SMTP_PORT,
    nextHop: withTimeout(hop.choice, tuning?.nextHopTimeoutMs ?? config.SMTP_NEXT_HOP_TIMEOUT_MS),
    tls,
    allowedSources: config.SMTP_ALLOWED_SOURCES,
    maxMessageBytes: megabytes(config.SMTP_MAX_MESSAGE_MB),
    maxConnections: config.SMTP_MAX_CONNECTIONS,
    spoolBudgetBytes: megabytes(config.SMTP_SPOOL_BUDGET_MB),
    memoryBudgetBytes: megabytes(config.SMTP_MEMORY_BUDGET_MB),
    served: (sender, connection) => signing.takesSender(sender, boundOrganisation(connection.serverName, name)),
    admit: admissionBy(signing, name),
    transform: parts.transform,
    stampPassed: true,
    onOutcome: (report) => {
      countRelayReport(report);
      parts.onOutcome(report);
      options.onReport?.(report);
    },
    name,
    closeTimeoutMs: tuning?.closeTimeoutMs,
    transformTimeoutMs: tuning?.transformTimeoutMs,
    spoolDirectory: tuning?.spoolDirectory ?? config.SMTP_SPOOL_DIR,
    maxRecipients: tuning?.maxRecipients,
  });
  const unwatch = watchCertificate(tls?.cert);
  const close = async () => {
    unwatch();
    await relay.close();
  };
  return { ...relay, close, nextHop: hop.named, leftSpoolsRemoved };
}

const megabytes = (mb: number) => mb * 1024 * 1024;

/** The next hop with `SMTP_NEXT_HOP_TIMEOUT_MS` (or the tests' timeout): a fixed one, or each one a choice names. */
function withTimeout(choice: NextHopChoice, timeoutMs: number | undefined): NextHopChoice {
  if (!timeoutMs) return choice;
  if (typeof choice !== 'function') return { ...choice, timeoutMs };
  return async (envelope) => ({ ...(await choice(envelope)), timeoutMs });
}
