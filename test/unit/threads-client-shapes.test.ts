import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { quotesOwnSignature, withoutMobileFooter } from '../../addin/src/thread.js';
import { rewriteMessage, type SignatureChoice } from '../../relay/mime/index.js';
import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
import { ownMarksIn, senderTag, withOwnMark } from '../../shared/threads/own-mark.js';
import { reopenable, splitParts } from './relay-mime-helpers.js';

/**
 * The reply shapes of the common clients (test/fixtures/threads, written from the markup each client writes: Outlook
 * for Windows' Word HTML and its bordered reply header, Outlook on the web's appendonsend and divRplyFwdMsg, Outlook
 * for Mac's reference-message container, Outlook for iOS and Android with their own signature element and separator,
 * Apple Mail's blockquote type=cite, Gmail's gmail_quote), with the new text at {{NEW}}, a phone's own signature
 * element at {{MOBILE}} and the quoted message at {{QUOTED}}.
 */
const ANN = 'ann@contoso.com';
const FULL = withOwnMark('<table><tr><td>Ann Lee · Contoso</td></tr><tr><td>SPRING-BANNER</td></tr></table>', ANN, 'f');
const SHORT = withOwnMark('<p>-- Ann</p>', ANN, 'r');

interface Client {
  file: string;
  /** How the client quotes the HTML of the message answered (the classes it keeps, prefixed or not). */
  quote(html: string): string;
  /** One line of the new text as the client writes it. */
  line(text: string): string;
  marker: string;
}

const CLIENTS: Record<string, Client> = {
  'Outlook for Windows': {
    file: 'outlook-windows.html',
    quote: (h) => h,
    line: (t) => `<p class="MsoNormal">${t}<o:p></o:p></p>`,
    marker: 'outlook_desktop_reply_header',
  },
  'Outlook on the web': {
    file: 'outlook-web.html',
    quote: (h) => h.replaceAll('class="', 'class="x_'),
    line: (t) => `<div>${t}</div>`,
    marker: 'outlook_appendonsend',
  },
  'Outlook for Mac': { file: 'outlook-mac.html', quote: (h) => h, line: (t) => `<div>${t}</div>`, marker: 'outlook_mac_quote' },
  'Outlook for iOS': {
    file: 'outlook-ios.html',
    quote: (h) => h,
    line: (t) => `<div dir="auto">${t}</div>`,
    marker: 'outlook_mobile_separator',
  },
  'Outlook for Android': {
    file: 'outlook-android.html',
    quote: (h) => h,
    line: (t) => `<div dir="ltr">${t}</div>`,
    marker: 'outlook_mobile_separator',
  },
  'Apple Mail': { file: 'apple-mail.html', quote: (h) => h, line: (t) => `<div dir="ltr">${t}</div>`, marker: 'apple_mail_cite' },
  Gmail: {
    file: 'gmail.html',
    quote: (h) => h.replaceAll('class="esig-own-', 'class="m_-4728195530118349171esig-own-'),
    line: (t) => `<div>${t}</div>`,
    marker: 'gmail_quote',
  },
};

const shape = (file: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'threads', file), 'utf8');

/** A reply in the client's shape. */
function reply(client: Client, parts: { fresh?: string; mobile?: string; quoted?: string }): string {
  return shape(client.file)
    .replace('{{NEW}}', parts.fresh ?? client.line('Thanks, see you then.'))
    .replace('{{MOBILE}}', parts.mobile ?? '')
    .replace('{{QUOTED}}', client.quote(parts.quoted ?? '<p>Shall we meet on Thursday?</p>'));
}

/** Outlook mobile's own signature element, as it writes it under the new text. */
const mobileSignature = (app: 'iOS' | 'Android') =>
  `<div id="ms-outlook-mobile-signature" dir="auto"><div dir="ltr">Get <a href="https://aka.ms/o0ukef">Outlook for ${app}</a></div></div>`;

/** The footers as the phones and mail apps write them, in the product's languages. */
const FOOTERS = [
  'Sent from my iPhone',
  'Sent from my iPad',
  'Get Outlook for iOS',
  'Get Outlook for Android',
  'Sent from my Galaxy',
  'Sent from Mail for Windows',
  'Von meinem iPhone gesendet',
  'Envoyé de mon iPhone',
  'Enviado desde mi iPhone',
  'Verstuurd vanaf mijn iPhone',
];

const choice: SignatureChoice = {
  action: 'sign',
  signature: { html: FULL, text: 'Ann Lee · Contoso', images: [] },
  stamp: 'relay; template=full; v=1',
  skipMeetings: true,
  tidying: { unlessSigned: true, removeMobileFooters: true },
  inThread: { sender: senderTag(ANN), signature: { html: SHORT, text: '-- Ann', images: [] }, stamp: 'relay; template=reply; v=2' },
};

async function relay(html: string) {
  const raw = Buffer.from(
    [
      `From: Ann Lee <${ANN}>`,
      'To: bob@example.com',
      'Subject: Re: Plans',
      'In-Reply-To: <x@example.com>',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      html.replaceAll('\n', '\r\n'),
      '',
    ].join('\r\n'),
  );
  const result = await rewriteMessage(reopenable(raw), async () => choice);
  const [part] = await splitParts(await buffer(result.message));
  return { decision: result.decision, html: part.body.toString('utf8') };
}

for (const [name, client] of Object.entries(CLIENTS)) {
  describe(`a reply written by ${name}`, () => {
    it('has its reply marker found, with the new text above it', () => {
      const html = reply(client, {});
      const { index, placement } = findHtmlInsertion(html);
      expect(placement).toEqual({ at: 'marker', marker: client.marker });
      expect(html.slice(0, index)).toContain('Thanks, see you then.');
      expect(html.slice(index)).toContain('Shall we meet on Thursday?');
    });

    it('shows our mark in the new text as new, and in the quoted message as quoted', () => {
      const inNew = reply(client, { fresh: client.line('Thanks') + FULL });
      const at = findHtmlInsertion(inNew).index;
      expect([ownMarksIn(inNew, 0, at).length, ownMarksIn(inNew, at).length]).toEqual([1, 0]);
      expect(quotesOwnSignature(inNew, ANN)).toBe(false);
      const inQuote = reply(client, { quoted: `<p>Shall we?</p>${FULL}` });
      const below = findHtmlInsertion(inQuote).index;
      expect([ownMarksIn(inQuote, 0, below).length, ownMarksIn(inQuote, below)]).toEqual([0, [{ kind: 'f', sender: senderTag(ANN) }]]);
      expect(quotesOwnSignature(inQuote, ANN)).toBe(true);
      expect(quotesOwnSignature(inQuote, 'bob@contoso.com')).toBe(false);
    });

    it('gets the full signature as the first reply, and the short one without banners once the quote holds it', async () => {
      const first = await relay(reply(client, {}));
      expect(first.decision).toMatchObject({ action: 'signed' });
      expect(first.decision).not.toHaveProperty('inThread');
      expect(first.html.split('SPRING-BANNER')).toHaveLength(2);
      const later = await relay(reply(client, { quoted: `<p>Shall we?</p>${FULL}` }));
      expect(later.decision).toMatchObject({ action: 'signed', inThread: true });
      // The banner once in the thread: in the quoted signature, not again in the new one.
      expect(later.html.split('SPRING-BANNER')).toHaveLength(2);
      const at = findHtmlInsertion(later.html).index;
      expect(ownMarksIn(later.html, 0, at)).toEqual([{ kind: 'r', sender: senderTag(ANN) }]);
    });

    it('still gets a signature when only the quoted message holds ours (the new text is not signed)', async () => {
      const out = await relay(reply(client, { quoted: `<p>Shall we?</p>${withOwnMark('<p>Bob</p>', 'bob@contoso.com', 'f')}` }));
      expect(out.decision).toMatchObject({ action: 'signed' });
      expect(out.html).toContain('Ann Lee · Contoso');
    });

    for (const footer of FOOTERS) {
      it(`loses “${footer}” at the end of the new text, and keeps it in the quote and mid-sentence`, async () => {
        const fresh = client.line('Thanks, see you then.') + client.line(footer);
        const tidied = withoutMobileFooter(reply(client, { fresh }));
        expect(tidied).not.toBeNull();
        const at = findHtmlInsertion(tidied!).index;
        expect(tidied!.slice(0, at)).not.toContain(footer);
        expect(tidied!.slice(0, at)).toContain('Thanks, see you then.');
        const relayed = await relay(reply(client, { fresh }));
        expect(relayed.decision).toMatchObject({ action: 'signed', footerRemoved: true });
        expect(relayed.html).not.toContain(footer);
        // In the quote, in the middle of a sentence, or followed by more text: left as written.
        expect(withoutMobileFooter(reply(client, { quoted: `<p>Plans?</p><div>${footer}</div>` }))).toBeNull();
        expect(withoutMobileFooter(reply(client, { fresh: client.line(`I wrote “${footer}” on purpose.`) }))).toBeNull();
        expect(withoutMobileFooter(reply(client, { fresh: client.line(footer) + client.line('P.S. One more thing.') }))).toBeNull();
      });
    }

    it('keeps a footer in another language’s words when it is not the footer exactly (a German body)', () => {
      const fresh = client.line('Bis Donnerstag.') + client.line('Ich habe es von meinem iPhone gesendet, sorry');
      expect(withoutMobileFooter(reply(client, { fresh }))).toBeNull();
      const german = client.line('Bis Donnerstag.') + client.line('Von meinem iPhone gesendet');
      expect(withoutMobileFooter(reply(client, { fresh: german }))).not.toContain('Von meinem iPhone gesendet');
    });
  });
}

describe('Outlook for iOS and Android write their footer in their own element', () => {
  for (const app of ['iOS', 'Android'] as const) {
    const client = CLIENTS[`Outlook for ${app}`];
    it(`takes Outlook for ${app}’s element off the end of the new text, and nothing else`, async () => {
      const html = reply(client, { mobile: mobileSignature(app) });
      const tidied = withoutMobileFooter(html);
      expect(tidied).toBe(reply(client, {}));
      const relayed = await relay(html);
      expect(relayed.decision).toMatchObject({ action: 'signed', footerRemoved: true });
      expect(relayed.html).not.toContain('ms-outlook-mobile-signature');
      // The element in the quoted message (an earlier reply from a phone) stays.
      expect(withoutMobileFooter(reply(client, { quoted: `<p>Plans?</p>${mobileSignature(app)}` }))).toBeNull();
    });
  }
});
