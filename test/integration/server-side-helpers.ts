import type { DirectoryFixture } from '../../shared/directory/fixture.js';
import type { CapturedMessage, OutgoingMessage } from '../../shared/server-side/contract.js';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';

/**
 * Organisations of this test file alone (the domain index is shared by every test host on the run's storage, and
 * every other file onboards `fabrikam.test`): A with Fabrikam's people at `fab-<run>.test`, B with Northwind's at
 * `nw-<run>.test` and also claiming `shared-<run>.test`, C claiming `shared-<run>.test` too.
 */
export function serverSideFixture() {
  const run = crypto.randomUUID().slice(0, 8);
  const domains = { fab: `fab-${run}.test`, nw: `nw-${run}.test`, shared: `shared-${run}.test` };
  const [a, b] = Object.values(testDirectoryFixture.tenants);
  const moved = <T>(t: T, from: string, to: string): T => JSON.parse(JSON.stringify(t).replaceAll(from, to)) as T;
  const ids = { A: crypto.randomUUID(), B: crypto.randomUUID(), C: crypto.randomUUID() };
  const fixture: DirectoryFixture = {
    tenants: {
      [ids.A]: moved(a, 'fabrikam.test', domains.fab),
      [ids.B]: { ...moved(b, 'northwind.test', domains.nw), domains: [domains.nw, domains.shared] },
      [ids.C]: { ...moved(b, 'northwind.test', domains.shared), displayName: 'Contested Ltd', domains: [domains.shared] },
    },
  };
  return { fixture, domains, ids };
}

/** One message as the relay reads its envelope and root headers. */
export function outgoing(o: {
  sender: string;
  from?: string | null;
  senderHeader?: string;
  subject?: string;
  inReplyTo?: string;
  crossTenantId?: string;
  mailer?: string;
  messageId?: string;
}): OutgoingMessage {
  return {
    envelope: { sender: o.sender, recipients: ['someone@example.org'], remoteAddress: '127.0.0.1' },
    headers: {
      from: o.from === undefined ? o.sender : o.from,
      sender: o.senderHeader ?? null,
      subject: o.subject ?? 'Hello',
      messageId: o.messageId ?? '<one@example.org>',
      inReplyTo: o.inReplyTo ?? null,
      references: null,
      crossTenantId: o.crossTenantId ?? null,
      mailer: o.mailer ?? null,
      addInMark: null,
    },
  };
}

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A small signed message as the relay would hand it on: HTML with a `cid:` image (and a script the page must not get). */
export function mime(subject: string, from: string): Buffer {
  return Buffer.from(
    [
      `From: ${from}`,
      'To: someone@example.org',
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/related; boundary="r"',
      '',
      '--r',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Hello</p><script>alert(1)</script><img src="cid:logo@sig" alt="Logo"><p>Signed body</p>',
      '--r',
      'Content-Type: image/png',
      'Content-Transfer-Encoding: base64',
      'Content-ID: <logo@sig>',
      '',
      PNG,
      '--r--',
      '',
    ].join('\r\n'),
  );
}

/** A copy of a whole message as the relay captured it. */
export const wholeCopy = (raw: Buffer): CapturedMessage => ({ kept: raw, size: raw.length });
