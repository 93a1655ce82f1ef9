import { describe, expect, it } from 'vitest';
import { applySignature } from '../../addin/src/compose.js';
import type { AddinDeps, ComposeItem } from '../../addin/src/ports.js';
import { quotesOwnSignature, withoutMobileFooter } from '../../addin/src/thread.js';
import { ownMarkHtml, ownMarksIn, senderTag } from '../../shared/threads/own-mark.js';

const ANN = 'ann.lee@fabrikam.test';
const FULL = (who = ANN) => `${ownMarkHtml(who, 'f')}<p>Ann Lee · Fabrikam</p>`;
/** Outlook on the web's reply: the typed text, the signature region, then the original under its reply header. */
const reply = (typed: string, quoted: string) =>
  `<div id="typed">${typed}</div><div id="Signature"></div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Alex</div><div>${quoted}</div>`;

/** A compose item over one body (the signature region kept apart, as Outlook keeps it). */
function item(body: string | null, type: 'new' | 'reply' = 'reply') {
  const session = new Map<string, string>();
  const state = { body, signature: '', replaced: 0 };
  const target: ComposeItem = {
    fromAddress: async () => ANN,
    composeType: async () => type,
    attachments: async () => [],
    addInlineImage: async (_b, name) => name,
    removeAttachment: async () => undefined,
    setSignature: async (html) => void (state.signature = html),
    disableClientSignature: async () => undefined,
    sessionGet: async (k) => session.get(k),
    sessionSet: async (k, v) => void session.set(k, v),
    notify: async () => undefined,
    recipients: async () => [],
    mark: async () => true,
    ...(body === null
      ? {}
      : {
          readBody: async () => state.body ?? '',
          replaceBody: async (html: string) => {
            state.body = html;
            state.replaced++;
          },
        }),
  };
  return { target, state };
}

/** A service deciding as the organisation's thread settings say (shared/threads/addin-thread.ts), each request kept. */
function service(threadSignature: 'every' | 'oncePerThread', removeMobileFooters = true) {
  const asked: Record<string, unknown>[] = [];
  const deps: AddinDeps = {
    base: 'https://sig.example',
    token: async () => 'token',
    storage: { getItem: async () => null, setItem: async () => undefined },
    fetch: async (url, init) => {
      if (url.endsWith('/report')) return new Response(null, { status: 202 });
      const body = JSON.parse(init?.body as string) as { type: string; thread?: { quotedSignature: boolean } };
      asked.push(body);
      const threaded = threadSignature === 'oncePerThread' && body.type === 'reply';
      const inThread = threaded && !!body.thread?.quotedSignature;
      const html = inThread
        ? '<p>-- Ann</p>'
        : threaded || body.type === 'new'
          ? '<p>Ann Lee · Fabrikam</p><p>BANNER</p>'
          : '<p>-- Ann</p><p>BANNER</p>';
      const thread = body.thread ? { thread: { inThread, removeMobileFooters } } : {};
      return Response.json({ html, images: [], templateId: 't1', version: 1, type: body.type, ...thread });
    },
  };
  return { deps, asked };
}

describe('the add-in reads the thread with the relay’s code', () => {
  it('knows this sender’s full signature in the quoted history, and not another’s, a shorter one or one in the new text', () => {
    expect(quotesOwnSignature(reply('<p>Thanks</p>', FULL()), ANN)).toBe(true);
    expect(quotesOwnSignature(reply('<p>Thanks</p>', FULL('bob@fabrikam.test')), ANN)).toBe(false);
    expect(quotesOwnSignature(reply('<p>Thanks</p>', `${ownMarkHtml(ANN, 'r')}<p>-- Ann</p>`), ANN)).toBe(false);
    expect(quotesOwnSignature(reply(`<p>Thanks</p>${FULL()}`, '<p>Hi</p>'), ANN)).toBe(false);
  });

  it('takes the footer off the end of the new text only: not in the quote, not mid-sentence, not above its own signature region', () => {
    expect(withoutMobileFooter(reply('<p>Thanks</p><div>Sent from my iPhone</div>', '<p>Hi</p>'))).toBe(
      reply('<p>Thanks</p>', '<p>Hi</p>'),
    );
    expect(withoutMobileFooter(reply('<p>Thanks</p>', '<p>Hi</p><div>Sent from my iPhone</div>'))).toBeNull();
    expect(withoutMobileFooter(reply('<p>I sent from my iPhone yesterday</p>', '<p>Hi</p>'))).toBeNull();
    const mobile = '<div>Danke</div><div id="ms-outlook-mobile-signature">Outlook für iOS beziehen</div>';
    expect(withoutMobileFooter(`<body>${mobile}</body>`)).toBe('<body><div>Danke</div></body>');
    // Our signature already in place (a second event): the footer above it is still the end of the new text.
    const placed = `<div>Thanks</div><div>Get Outlook for Android</div><div id="Signature">${FULL()}</div>`;
    expect(withoutMobileFooter(placed)).toBe(`<div>Thanks</div><div id="Signature">${FULL()}</div>`);
  });
});

describe('applying a signature in a thread', () => {
  it('once per thread: the first reply gets the full signature, marked full; a reply quoting it the short one, marked shorter', async () => {
    const { deps, asked } = service('oncePerThread');
    const first = item(reply('<p>Thanks</p>', '<p>Hi</p>'));
    await applySignature(deps, first.target);
    expect(first.state.signature).toContain('BANNER');
    expect(ownMarksIn(first.state.signature)).toEqual([{ kind: 'f', sender: senderTag(ANN) }]);
    const later = item(reply('<p>Thanks again</p>', FULL()));
    await applySignature(deps, later.target);
    expect(later.state.signature).toBe(`${ownMarkHtml(ANN, 'r')}<p>-- Ann</p>`);
    expect(asked.map((a) => a.thread)).toEqual([{ quotedSignature: false }, { quotedSignature: true }]);
  });

  it('every reply signed: the reply signature every time, marked full', async () => {
    const { deps } = service('every');
    const later = item(reply('<p>Thanks again</p>', FULL()));
    await applySignature(deps, later.target);
    expect(later.state.signature).toBe(`${ownMarkHtml(ANN, 'f')}<p>-- Ann</p><p>BANNER</p>`);
  });

  it('removes a phone’s footer at the end of the new text when the organisation says so, and only then', async () => {
    const typed = '<p>On my way</p><div dir="ltr">Sent from my iPhone</div>';
    const on = item(reply(typed, '<p>Hi</p>'), 'new');
    await applySignature(service('every', true).deps, on.target);
    expect([on.state.body, on.state.replaced]).toEqual([reply('<p>On my way</p>', '<p>Hi</p>'), 1]);
    const off = item(reply(typed, '<p>Hi</p>'), 'new');
    await applySignature(service('every', false).deps, off.target);
    expect([off.state.body, off.state.replaced]).toEqual([reply(typed, '<p>Hi</p>'), 0]);
    const quoted = item(reply('<p>On my way</p>', '<div>Sent from my iPhone</div>'));
    await applySignature(service('every', true).deps, quoted.target);
    expect(quoted.state.replaced).toBe(0);
  });

  it('a client whose body cannot be read asks as before (no thread) and is signed all the same', async () => {
    const { deps, asked } = service('oncePerThread');
    const blind = item(null);
    const result = await applySignature(deps, blind.target);
    expect(result.report.outcome).toBe('applied');
    expect(asked).toEqual([{ email: ANN, type: 'reply' }]);
    expect(blind.state.signature).toContain('Ann');
  });
});
