import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { NEXT_HOP_SESSION_DEFAULTS, startRelay, type NextHopChoice, type NextHopSessionLimits } from '../../relay/smtp/index.js';
import { startTlsHop, type TlsHop } from '../helpers/smtp-tls-hop.js';

/**
 * The relay keeps its sessions with a next hop open between messages: real SMTP at both ends (nodemailer as the sending
 * server, smtp-server as the next hop, which counts its connections). What is checked each time: every message reaches
 * the next hop exactly once, on a session opened to that very next hop, and the client hears only what it answered.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function hop(): Promise<TlsHop> {
  const started = await startTlsHop();
  cleanups.push(() => started.stop());
  return started;
}

/** Two next hops, and a choice that routes each sender to its own organisation's. */
async function twoHops() {
  const [contoso, fabrikam] = await Promise.all([hop(), hop()]);
  const byDomain: NextHopChoice = async ({ sender }) => ({
    host: '127.0.0.1',
    port: sender.endsWith('@contoso.example') ? contoso.port : fabrikam.port,
  });
  return { contoso, fabrikam, byDomain };
}

async function relay(nextHop: NextHopChoice, nextHopSessions: Partial<NextHopSessionLimits> = {}) {
  const started = await startRelay({
    host: '127.0.0.1',
    port: 0,
    nextHop,
    served: async (sender) => sender.includes('@'),
    closeTimeoutMs: 2000,
    name: 'relay.test',
    nextHopSessions: { ...NEXT_HOP_SESSION_DEFAULTS, ...nextHopSessions },
  });
  cleanups.push(() => started.close());
  return started;
}

/** One message from a sending server of its own (a connection to the relay each). */
function send(port: number, from: string, subject: string, to = ['bob@elsewhere.example']) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const raw = `From: ${from}\r\nTo: ${to.join(', ')}\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, '')}@x>\r\n\r\n${subject} body\r\n`;
  return transport.sendMail({ envelope: { from, to }, raw });
}

const subjects = (h: TlsHop) => h.messages.map((m) => /Subject: (.*)\r\n/.exec(m.raw.toString())?.[1]);
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('relay: sessions with the next hop kept between messages', () => {
  it('sends messages in a row on one session, each once and whole', async () => {
    const next = await hop();
    const { port } = await relay({ host: '127.0.0.1', port: next.port });
    for (const n of [1, 2, 3, 4, 5]) expect((await send(port, 'ann@served.example', `Note ${n}`)).response).toMatch(/^250 /);
    expect(subjects(next)).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5']);
    expect(new Set(next.messages.map((m) => m.sessionId)).size).toBe(1);
    expect(next.connections).toBe(1);
  });

  it('never carries a message on a session opened to another next hop', async () => {
    const { contoso, fabrikam, byDomain } = await twoHops();
    const { port } = await relay(byDomain);
    for (const n of [1, 2, 3]) {
      await send(port, 'ann@contoso.example', `Contoso ${n}`);
      await send(port, 'bo@fabrikam.example', `Fabrikam ${n}`);
    }
    expect(subjects(contoso)).toEqual(['Contoso 1', 'Contoso 2', 'Contoso 3']);
    expect(subjects(fabrikam)).toEqual(['Fabrikam 1', 'Fabrikam 2', 'Fabrikam 3']);
    expect([contoso.connections, fabrikam.connections]).toEqual([1, 1]);
  });

  it('keeps no more sessions in all than it may: past that, a session ends after its message', async () => {
    const { contoso, fabrikam, byDomain } = await twoHops();
    const { port } = await relay(byDomain, { maxIdle: 1 });
    for (const n of [1, 2, 3]) {
      await send(port, 'ann@contoso.example', `Contoso ${n}`);
      await send(port, 'bo@fabrikam.example', `Fabrikam ${n}`);
    }
    // Contoso's session is the one kept; Fabrikam's each end after their message while it is.
    expect([contoso.connections, fabrikam.connections]).toEqual([1, 3]);
    expect([subjects(contoso).length, subjects(fabrikam).length]).toEqual([3, 3]);
  });

  it.each([
    ['the next hop ended the kept one meanwhile', (next: TlsHop) => next.dropConnections()],
    ['the kept one dies unseen as MAIL FROM goes out (nothing of the message sent)', (next: TlsHop) => next.cutAtNextMailFrom()],
    [
      'the kept one is answered 421 at MAIL FROM (the next hop closing it)',
      (next: TlsHop) => next.answerNextMailFrom(421, '4.4.2 Session too old, closing'),
    ],
  ])('sends on a new session, once, when %s', async (_case, meanwhile) => {
    const next = await hop();
    const { port } = await relay({ host: '127.0.0.1', port: next.port });
    await send(port, 'ann@served.example', 'First');
    meanwhile(next);
    expect((await send(port, 'ann@served.example', 'Second')).response).toMatch(/^250 /);
    expect(subjects(next)).toEqual(['First', 'Second']);
    expect(next.connections).toBe(2);
  });

  it('passes on any other answer at MAIL FROM on a kept session, as on a new one: nothing sent twice', async () => {
    const next = await hop();
    const { port } = await relay({ host: '127.0.0.1', port: next.port });
    await send(port, 'ann@served.example', 'First');
    next.answerNextMailFrom(451, '4.7.500 Server busy, try again later');
    await expect(send(port, 'ann@served.example', 'Second')).rejects.toMatchObject({ responseCode: 451 });
    expect(subjects(next)).toEqual(['First']);
    expect((await send(port, 'ann@served.example', 'Second')).response).toMatch(/^250 /);
    expect(subjects(next)).toEqual(['First', 'Second']);
  });

  it('does not send again when a kept session fails once the message is under way: 451, and the retry arrives once', async () => {
    const next = await hop();
    const { port } = await relay({ host: '127.0.0.1', port: next.port });
    await send(port, 'ann@served.example', 'First');
    next.cutNextData();
    await expect(send(port, 'ann@served.example', 'Cut')).rejects.toMatchObject({ responseCode: 451 });
    expect(subjects(next)).toEqual(['First']);
    expect((await send(port, 'ann@served.example', 'Cut')).response).toMatch(/^250 /);
    expect(subjects(next)).toEqual(['First', 'Cut']);
  });

  it('keeps a session only as long as it may: ended when idle, after its most messages, and when the relay closes', async () => {
    const next = await hop();
    const started = await relay({ host: '127.0.0.1', port: next.port }, { idleMs: 300, maxMessages: 2 });
    for (const n of [1, 2, 3]) await send(started.port, 'ann@served.example', `Mail ${n}`);
    // Two messages on the first session (then ended), the third on a second one.
    expect(next.connections).toBe(2);
    await waitFor(() => next.openConnections === 0);
    await send(started.port, 'ann@served.example', 'Mail 4');
    expect(next.connections).toBe(3);
    expect(next.openConnections).toBe(1);
    await started.close();
    await waitFor(() => next.openConnections === 0);
    expect(subjects(next)).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4']);
  });

  it('closes the session a refusal was answered on, and sends the next message on a new one', async () => {
    const next = await hop();
    const { port } = await relay({ host: '127.0.0.1', port: next.port });
    await send(port, 'ann@served.example', 'Kept');
    await expect(send(port, 'ann@served.example', 'Refused', ['refuse-bob@elsewhere.example'])).rejects.toMatchObject({
      responseCode: 550,
    });
    await send(port, 'ann@served.example', 'Next');
    expect(subjects(next)).toEqual(['Kept', 'Next']);
    expect(next.connections).toBe(2);
  });
});
