import { describe, expect, it } from 'vitest';
import type { NextHop } from '../../relay/smtp/index.js';
import { sessionKey } from '../../relay/smtp/next-hop-sessions.js';

/** A kept session is only used for the next hop it was opened to: the key holds everything the session was opened with. */
describe('relay: the key a next-hop session is kept under', () => {
  const cert = '-----BEGIN CERTIFICATE-----\nrelay\n-----END CERTIFICATE-----';
  const ca = Buffer.from('the CA');
  const hopFor = (servername: string, extra: Partial<NextHop> = {}): NextHop => ({
    host: `${servername.split('.')[0]}.mail.protection.outlook.com`,
    port: 25,
    requireTls: true,
    tls: { cert, ca, servername, rejectUnauthorized: true },
    ...extra,
  });

  it('is the same for settings made afresh for each message from the same parts (as Exchange Online’s are)', () => {
    expect(sessionKey(hopFor('contoso-com'), 'relay.test', false)).toBe(sessionKey(hopFor('contoso-com'), 'relay.test', false));
  });

  it('differs in anything a session is opened with', () => {
    const base = sessionKey(hopFor('contoso-com'), 'relay.test', false);
    const others = [
      sessionKey(hopFor('fabrikam-com'), 'relay.test', false),
      sessionKey(hopFor('contoso-com', { port: 587 }), 'relay.test', false),
      sessionKey(hopFor('contoso-com', { requireTls: false }), 'relay.test', false),
      sessionKey(hopFor('contoso-com', { timeoutMs: 1000 }), 'relay.test', false),
      sessionKey(hopFor('contoso-com'), 'other.test', false),
      sessionKey(hopFor('contoso-com'), 'relay.test', true),
      sessionKey(
        { ...hopFor('contoso-com'), tls: { cert, ca: Buffer.from('the CA'), servername: 'contoso-com', rejectUnauthorized: true } },
        'relay.test',
        false,
      ),
      sessionKey(
        { ...hopFor('contoso-com'), tls: { cert, ca, servername: 'contoso-com', rejectUnauthorized: false } },
        'relay.test',
        false,
      ),
    ];
    for (const other of others) expect(other).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });

  it('tells two checks apart by what they are, not by their source text', () => {
    const check = (allowed: string) => (host: string) => (host === allowed ? undefined : new Error('not allowed'));
    const keyed = (fn: (host: string) => Error | undefined) =>
      sessionKey({ host: 'mx.example', port: 25, tls: { checkServerIdentity: fn } }, undefined, false);
    expect(keyed(check('a.example'))).not.toBe(keyed(check('b.example')));
  });
});
