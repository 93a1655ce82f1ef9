export { CAPTURE_LIMIT_BYTES } from './capture.js';
export {
  nextHopFrom,
  startServerSideRelay,
  type RelayConfig,
  type ServerSideRelayOptions,
  type SinkAddress,
  type StartedServerSideRelay,
} from './start.js';
