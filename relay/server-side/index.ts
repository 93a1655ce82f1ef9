export { CAPTURE_LIMIT_BYTES } from './capture.js';
export { boundOrganisation } from './admission.js';
export { DEFER_WINDOW_MS, Deferrals } from './deferrals.js';
export {
  nextHopFrom,
  startServerSideRelay,
  type RelayConfig,
  type ServerSideRelayOptions,
  type SinkAddress,
  type StartedServerSideRelay,
} from './start.js';
