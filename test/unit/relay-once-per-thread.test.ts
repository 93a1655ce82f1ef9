import { describe, expect, it } from 'vitest';
import { ownMarksIn, senderTag, withOwnMark } from '../../shared/threads/own-mark.js';
import type { SignatureChoice } from '../../relay/mime/index.js';
import { rewriteMessage } from '../../relay/mime/index.js';
import { buffer } from 'node:stream/consumers';
import { reopenable, splitParts } from './relay-mime-helpers.js';

const ANN = 'ann@contoso.com';
const FULL = withOwnMark('<table><tr><td>Ann Lee · Contoso</td></tr><tr><td>SPRING-BANNER</td></tr></table>', ANN, 'f');
const SHORT = withOwnMark('<p>-- Ann</p>', ANN, 'r');

/** The relay's choice once per thread: the full signature, or the short one where the thread holds Ann's full one. */
const choice = (short: string | null = SHORT): SignatureChoice => ({
  action: 'sign',
  signature: { html: FULL, text: 'Ann Lee · Contoso', images: [] },
  stamp: 'relay; template=full; v=1',
  skipMeetings: true,
  tidying: { unlessSigned: true, removeMobileFooters: true },
  inThread: {
    sender: senderTag(ANN),
    signature: short === null ? null : { html: short, text: '-- Ann', images: [] },
    stamp: 'relay; template=reply; v=2',
  },
});

function message(html: string, reply: boolean): Buffer {
  return Buffer.from(
    [
      'From: Ann Lee <ann@contoso.com>',
      'To: bob@example.com',
      `Subject: ${reply ? 'Re: ' : ''}Plans`,
      ...(reply ? ['In-Reply-To: <x@example.com>'] : []),
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      html,
      '',
    ].join('\r\n'),
  );
}

async function relay(html: string, reply: boolean, decided = choice()) {
  const result = await rewriteMessage(reopenable(message(html, reply)), async () => decided);
  const [part] = await splitParts(await buffer(result.message));
  return { result, html: part.body.toString('utf8').trimEnd() };
}

/** How each client quotes the message it answers (Gmail prefixes the classes it keeps; Outlook on the web `x_`). */
const QUOTES = [
  (n: number, quoted: string) =>
    `<div dir="ltr">Reply ${n}</div><div class="gmail_quote"><div class="gmail_attr">On Mon, Ann wrote:</div><blockquote class="gmail_quote">${quoted.replaceAll('class="esig-own-', `class="m_${n}esig-own-`)}</blockquote></div>`,
  (n: number, quoted: string) =>
    `<div>Reply ${n}</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Ann</div><div>${quoted.replaceAll('class="', 'class="x_')}</div>`,
  (n: number, quoted: string) =>
    `<div>Reply ${n}</div><div><br><blockquote type="cite"><div>On 5 Jan, Ann wrote:</div>${quoted}</blockquote></div>`,
];

describe('relay: once per thread', () => {
  it('a thread of twenty replies through the relay ends with exactly one full signature (and banner)', async () => {
    let { html } = await relay('<div>Shall we?</div>', false);
    for (let n = 1; n <= 20; n++) {
      const out = await relay(QUOTES[n % QUOTES.length](n, html), true);
      expect(out.result.decision, `reply ${n}`).toMatchObject({ action: 'signed', inThread: true });
      html = out.html;
    }
    const marks = ownMarksIn(html);
    expect(marks.filter((m) => m.kind === 'f')).toHaveLength(1);
    expect(marks.filter((m) => m.kind === 'r')).toHaveLength(20);
    expect(html.split('SPRING-BANNER')).toHaveLength(2);
    expect(html.startsWith(`<div>Reply 20</div><div><br>${SHORT}<blockquote type="cite">`)).toBe(true);
  });

  it('the first reply of a thread (no full signature of the sender quoted) gets the full one; a colleague’s does not count', async () => {
    const colleague = withOwnMark('<p>Bob Smith · Contoso</p>', 'bob@contoso.com', 'f');
    const first = await relay(QUOTES[0](1, `<div>Plans?</div>${colleague}`), true);
    expect(first.result.decision).toMatchObject({ action: 'signed' });
    expect(first.result.decision).not.toHaveProperty('inThread');
    expect(first.html).toContain(`<div dir="ltr">Reply 1</div>${FULL}`);
    // Only Ann's short signature quoted (the full one fell out of the quote): the full one again.
    const again = await relay(QUOTES[2](2, `<div>x</div>${SHORT}`), true);
    expect(again.html).toContain(`<div>Reply 2</div><div><br>${FULL}<blockquote type="cite">`);
  });

  it('no reply signature set: the reply passes unchanged, said why', async () => {
    const out = await relay(QUOTES[1](1, `<div>Shall we?</div>${FULL}`), true, choice(null));
    expect(out.result.decision).toEqual({ action: 'unchanged', reason: 'thread_signed' });
  });

  it('the full signature in the quoted thread never makes the new text "already signed"', async () => {
    const out = await relay(QUOTES[0](1, `<div>Shall we?</div>${FULL}`), true, {
      ...(choice() as Extract<SignatureChoice, { action: 'sign' }>),
      inThread: undefined,
    });
    expect(out.result.decision).toMatchObject({ action: 'signed' });
    expect(out.html).toContain(`<div dir="ltr">Reply 1</div>${FULL}<div class="gmail_quote">`);
  });
});
