export { parseAllowedSources, LOOPBACK_SOURCES, type AllowedSources } from './allowed-sources.js';
export { BareLineEndings } from './bare-line-endings.js';
export { ByteBudget, type Reservation } from './byte-budget.js';
export { exchangeOnlineHost, exchangeOnlineNextHop, type ExchangeOnlineHopOptions, type MxLookup } from './exchange-online.js';
export { nameMatches, type RelayTls } from './listening-tls.js';
export { parseNextHop, plainTextAllowed, type NextHop, type NextHopChoice, type NextHopEnvelope } from './next-hop.js';
export { NEXT_HOP_SESSION_DEFAULTS, type NextHopSessionLimits } from './next-hop-sessions.js';
export { RELAY_DEFAULTS, type RelayOptions } from './options.js';
export { startRelay, type StartedRelay } from './relay.js';
export { removeLeftSpools } from './spool.js';
export { nextHopFromConfig, nextHopTrustFromConfig, relayTlsFromConfig, type NextHopTrust } from './tls-config.js';
export type {
  MessageAdmission,
  MessageAdmitter,
  MessageTransform,
  ReceivedMessage,
  RelayEnvelope,
  RelayOutcome,
  RelayReport,
  TransformOutcome,
  TransformResult,
} from './types.js';
