import { fixture } from '../unit/relay-mime-helpers.js';
import { startRelayBeside } from './relay-beside.js';
import { fromExchange, relaySigningStandIn } from './relay-signing.js';

/**
 * The relay with the stand-in service signing for contoso.com, before a sink as its next hop, and `send`: a Gmail
 * reply from ann@contoso.com through it, answering the SMTP code it got. Both are stopped by the test's cleanups.
 */
export async function standInRelay(cleanups: (() => Promise<unknown>)[]) {
  const signing = relaySigningStandIn({
    domain: 'contoso.com',
    signature: { html: '<p id="relay-signature">Ann Lee</p>', text: 'Ann Lee', images: [] },
  });
  const { relay, nextHop, send: sendRaw, close } = await startRelayBeside(signing);
  cleanups.push(close);
  const raw = fromExchange(fixture('gmail-reply.eml'));
  const send = () =>
    sendRaw(raw, 'ann@contoso.com').then(
      () => 250,
      (err: { responseCode?: number }) => err.responseCode,
    );
  return { nextHop, signing, relay, send };
}
