export { parseAllowedSources, LOOPBACK_SOURCES, type AllowedSources } from './allowed-sources.js';
export { parseNextHop, type NextHop } from './next-hop.js';
export { RELAY_DEFAULTS, type RelayOptions } from './options.js';
export { startRelay, type StartedRelay } from './relay.js';
export type {
  MessageTransform,
  ReceivedMessage,
  RelayEnvelope,
  RelayOutcome,
  RelayReport,
  TransformOutcome,
  TransformResult,
} from './types.js';
