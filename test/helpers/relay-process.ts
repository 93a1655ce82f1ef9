// A server-side relay in a process of its own, for tests that kill it: the composed relay (startServerSideRelay) with
// the contract's stand-in service, the next hop on NEXT_HOP_PORT and its own spool directory (SMTP_SPOOL_DIR). Prints one JSON line, `{"port": N, "leftSpoolsRemoved": N}`, once it listens.
import { startServerSideRelay } from '../../relay/server-side/index.js';
import { relaySigningStandIn, testRelayConfig } from './relay-signing.js';

const signing = relaySigningStandIn({
  domain: 'contoso.com',
  signature: { html: '<p id="relay-signature">Ann Lee</p>', text: 'Ann Lee', images: [] },
});
const relay = await startServerSideRelay({
  config: testRelayConfig(Number(process.env.NEXT_HOP_PORT), { SMTP_SPOOL_DIR: process.env.SMTP_SPOOL_DIR ?? '' }),
  signing,
});
console.log(JSON.stringify({ port: relay.port, leftSpoolsRemoved: relay.leftSpoolsRemoved }));
