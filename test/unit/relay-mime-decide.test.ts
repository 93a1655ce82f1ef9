import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { rewriteMessage, type RootHeaders, type SignatureChoice } from '../../relay/mime/index.js';
import { fixture, OPTIONS, reopenable, SIGNATURE } from './relay-mime-helpers.js';

const message = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'), 'latin1');

const SIGN: SignatureChoice = { action: 'sign', signature: SIGNATURE, ...OPTIONS };

/** Rewrites with a decide callback that answers `choice` and remembers what it was asked. */
async function decideWith(input: Buffer, choice: SignatureChoice | (() => Promise<SignatureChoice>) = SIGN) {
  const asked: RootHeaders[] = [];
  const result = await rewriteMessage(reopenable(input), async (root) => {
    asked.push(root);
    return typeof choice === 'function' ? choice() : choice;
  });
  return { asked, result, output: await buffer(result.message) };
}

describe('relay MIME rewrite: the decision is taken from the root headers', () => {
  it('asks once, with the root headers decoded (encoded words, folding, 8-bit UTF-8), and signs with the answer', async () => {
    const input = message(
      [
        'From: =?utf-8?Q?Ren=C3=A9_Lee?= <rene@contoso.com>',
        'Sender: =?iso-8859-1?Q?Assistenz_M=FCller?= <assist@contoso.com>',
        'Subject: =?utf-8?B?R3LDvMOfZQ==?=',
        '  aus Köln',
        'Message-ID: <m2@contoso.com>',
        'In-Reply-To: <m1@example.com>',
        'References: <m0@example.com>',
        ' <m1@example.com>',
        'X-MS-Exchange-CrossTenant-Id: 11111111-2222-3333-4444-555555555555',
        'User-Agent: Mozilla Thunderbird',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Hello',
        '',
      ].join('\n'),
    );
    // The 8-bit header line as a client writes it raw: UTF-8 bytes.
    const raw = Buffer.from(input.toString('latin1').replace('aus Köln', 'aus K\u00c3\u00b6ln'), 'latin1');
    const { asked, result } = await decideWith(raw);
    expect(asked).toEqual([
      {
        from: 'René Lee <rene@contoso.com>',
        sender: 'Assistenz Müller <assist@contoso.com>',
        subject: 'Grüße aus Köln',
        messageId: '<m2@contoso.com>',
        inReplyTo: '<m1@example.com>',
        references: '<m0@example.com> <m1@example.com>',
        crossTenantId: '11111111-2222-3333-4444-555555555555',
        mailer: 'Mozilla Thunderbird',
        addInMark: null,
      },
    ]);
    expect(result.root).toEqual(asked[0]);
    expect(result.decision).toMatchObject({ action: 'signed', text: { at: 'end' } });
  });

  it('reads X-Mailer before User-Agent, and the add-in mark', async () => {
    const { asked } = await decideWith(
      message('From: a@contoso.com\nX-Mailer: Microsoft Outlook 16.0\nUser-Agent: other\nX-Signature-Applied: t1; v=3\n\nHi\n'),
    );
    expect(asked[0]).toMatchObject({ mailer: 'Microsoft Outlook 16.0', addInMark: 't1; v=3', sender: null, subject: null });
  });

  it('bounds each value: a 60 kB subject is cut to 4096 characters before it is decoded', async () => {
    const { asked } = await decideWith(message(`From: a@contoso.com\nSubject: ${'=?x?Q?a?= '.repeat(6000)}\n\nHi\n`));
    expect(asked[0].subject!.length).toBeLessThanOrEqual(4096);
  });

  it('a pass from the caller sends the original bytes with its reason, and nothing is signed', async () => {
    const input = fixture('outlook-windows-reply.eml');
    const { result, output } = await decideWith(input, { action: 'pass', reason: 'mode_off', detail: 'contoso' });
    expect(result.decision).toEqual({ action: 'declined', reason: 'mode_off', detail: 'contoso' });
    expect(output.equals(input)).toBe(true);
  });

  it('a caller that fails passes the original unchanged as decision_failed', async () => {
    const input = fixture('apple-mail-reply.eml');
    const { result, output } = await decideWith(input, () => Promise.reject(new Error('table storage down')));
    expect(result.decision).toEqual({
      action: 'unchanged',
      reason: 'decision_failed',
      detail: 'table storage down',
      said: { key: 'error', values: { message: 'table storage down' } },
    });
    expect(output.equals(input)).toBe(true);
  });

  it('is not asked about a message the relay already stamped, whose headers it still reports', async () => {
    const input = message('From: a@contoso.com\nX-Signature-Relay: relay\n\nHi\n');
    const { asked, result, output } = await decideWith(input);
    expect(asked).toEqual([]);
    expect(result.decision).toEqual({ action: 'unchanged', reason: 'stamped' });
    expect(result.root).toMatchObject({ from: 'a@contoso.com' });
    expect(output.equals(input)).toBe(true);
  });

  it("never skips on the add-in's mark (the service verifies it), and takes the meeting skip from the caller's choice", async () => {
    const marked = message('From: a@contoso.com\nX-Signature-Applied: t1\nContent-Type: text/plain\n\nHi\n');
    expect((await decideWith(marked, SIGN)).result.decision).toMatchObject({ action: 'signed' });
    const meeting = fixture('meeting-request.eml');
    expect((await decideWith(meeting, { ...SIGN, skipMeetings: true })).result.decision).toEqual({
      action: 'unchanged',
      reason: 'meeting',
    });
  });

  it('a message without From (or without headers at all) is never decided: it passes as malformed', async () => {
    for (const input of [Buffer.alloc(0), message('Subject: no sender\n\nHi\n')]) {
      const { asked, result, output } = await decideWith(input);
      expect(asked).toEqual([]);
      expect(result.decision).toEqual({
        action: 'unchanged',
        reason: 'malformed',
        detail: 'no From header',
        said: { key: 'noFromHeader' },
      });
      expect(output.equals(input)).toBe(true);
    }
  });
});
