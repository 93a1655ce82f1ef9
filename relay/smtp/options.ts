import type { NextHopSessionLimits } from './next-hop-sessions.js';
import { LOOPBACK_SOURCES } from './allowed-sources.js';
import type { RelayTls } from './listening-tls.js';
import type { NextHopChoice } from './next-hop.js';
import type { MessageAdmitter, MessageTransform, RelayReport } from './types.js';

export interface RelayOptions {
  /** Where to listen; port 0 takes a free port (the started relay says which). */
  readonly host?: string;
  readonly port?: number;
  /**
   * Where messages go: one next hop, or one chosen per message at MAIL FROM (each organisation's Exchange Online
   * endpoint, `exchangeOnlineNextHop`). A choice that rejects answers MAIL FROM `451 4.4.3`; nothing goes elsewhere.
   */
  readonly nextHop: NextHopChoice;
  /**
   * The relay's certificate: STARTTLS offered (TLS 1.2 or later), and with `clientNames` a client certificate required
   * before MAIL FROM. Without it the relay speaks plain SMTP, as locally.
   */
  readonly tls?: RelayTls;
  /** CIDRs or addresses allowed to connect, IPv4 and IPv6; loopback when not given. */
  readonly allowedSources?: readonly string[];
  readonly maxMessageBytes?: number;
  readonly maxRecipients?: number;
  /** Open connections at once; the next one is answered `421 4.3.2`. */
  readonly maxConnections?: number;
  /**
   * The most bytes all messages may keep in the spool at once (reserved as they arrive): a declared SIZE that does not
   * fit is answered `452 4.3.1` at MAIL FROM, a message that outgrows it at the end of DATA. Unlimited when not given.
   */
  readonly spoolBudgetBytes?: number;
  /** The most bytes the transform may hold in memory for all messages at once (`ReceivedMessage.reserveMemory`). */
  readonly memoryBudgetBytes?: number;
  /**
   * Whether the relay takes `MAIL FROM` for this envelope sender (empty: the null sender) on this connection (`serverName`:
   * the host name its TLS handshake asked for, or null).
   */
  readonly served: (sender: string, connection: { readonly serverName: string | null }) => Promise<boolean>;
  /**
   * Whose the message is, asked once it is received and before the transform or the next hop see it: a message not
   * admitted is refused whatever else would happen to it. Every message is admitted when not given.
   */
  readonly admit?: MessageAdmitter;
  /** The rewrite on the way through; pass-through when not given. */
  readonly transform?: MessageTransform;
  /** How long the transform may take to hand back its stream before the message goes on unchanged. */
  readonly transformTimeoutMs?: number;
  /** Told of every outcome; an exception it throws is ignored. */
  readonly onOutcome?: (report: RelayReport) => void;
  /**
   * Stamp a message that goes on unchanged (`X-Signature-Relay: <name>; passed=<why>`), as the rewrite stamps what it
   * signs: the server-side relay's loop guard. Off for a plain relay.
   */
  readonly stampPassed?: boolean;
  /** The host name in the greeting and in EHLO to the next hop. */
  readonly name?: string;
  /** Where incoming messages are spooled while they pass (the system temp directory by default). */
  readonly spoolDirectory?: string;
  /** How long close() lets open sessions finish before it ends them. */
  readonly closeTimeoutMs?: number;
  /** How sessions with next hops are kept open between messages (`NEXT_HOP_SESSION_DEFAULTS`). */
  readonly nextHopSessions?: NextHopSessionLimits;
}

export const RELAY_DEFAULTS = {
  host: '127.0.0.1',
  port: 2525,
  allowedSources: LOOPBACK_SOURCES,
  maxMessageBytes: 35 * 1024 * 1024,
  // Exchange Online's own limit per message.
  maxRecipients: 500,
  maxConnections: 100,
  transformTimeoutMs: 30_000,
  closeTimeoutMs: 30_000,
} as const;
