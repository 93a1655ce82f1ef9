import { Readable } from 'node:stream';
import { RELAY_STAMP_HEADER } from '../../shared/server-side/contract.js';

/** A reason as a header token: its first word, letters, digits, `_` and `-`, bounded. */
function reasonToken(reason: string): string {
  const word = /^[\w-]{1,40}/.exec(reason.trim());
  return word ? word[0] : 'unchanged';
}

/**
 * The message as it came, with the relay's stamp as a first header line (`X-Signature-Relay: <name>; passed=<why>`).
 * A message handed back unchanged must carry it too: without it, the transport rule would send it to the relay again.
 * One header line before the others changes no signed content (S/MIME and PGP/MIME sign a body part, DKIM names the
 * headers it covers).
 */
export function withPassStamp(message: Readable, relayName: string, reason: string): Readable {
  const line = Buffer.from(`${RELAY_STAMP_HEADER}: ${relayName}; passed=${reasonToken(reason)}\r\n`, 'latin1');
  return Readable.from(
    (async function* () {
      yield line;
      yield* message;
    })(),
    { objectMode: false },
  );
}
