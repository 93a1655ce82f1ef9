import { describe, expect, it } from 'vitest';
import { ownMarksIn, senderTag, withOwnMark } from '../../shared/threads/own-mark.js';
import { fixture, OPTIONS, rewrite, SIGNATURE, splitParts, type TestOptions } from './relay-mime-helpers.js';

const ANN = 'ann@contoso.com';
const OURS = withOwnMark('<table><tr><td>Ann Lee · Contoso</td></tr></table>', ANN, 'f');
const SIGNED = { ...SIGNATURE, html: withOwnMark(SIGNATURE.html, ANN, 'f') };
const TIDY: TestOptions = { ...OPTIONS, tidying: { unlessSigned: true, removeMobileFooters: true } };
const KEEP_FOOTERS: TestOptions = { ...OPTIONS, tidying: { unlessSigned: true, removeMobileFooters: false } };

/** A reply of two parts (text and HTML), both 8bit UTF-8 unless another encoding is named. */
function reply(text: string, html: string, encoding: '8bit' | 'base64' = '8bit'): Buffer {
  const body = (s: string) => (encoding === 'base64' ? Buffer.from(s).toString('base64').replace(/.{76}/g, '$&\r\n') : s);
  return Buffer.from(
    [
      'From: Ann Lee <ann@contoso.com>',
      'To: bob@example.com',
      'Subject: Re: Plans',
      'In-Reply-To: <x@example.com>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      `Content-Transfer-Encoding: ${encoding}`,
      '',
      body(text),
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      `Content-Transfer-Encoding: ${encoding}`,
      '',
      body(html),
      '--b1--',
      '',
    ].join('\r\n'),
  );
}

async function parts(message: Buffer, options = TIDY) {
  const { result, output } = await rewrite(message, SIGNED, options);
  const [, text, html] = await splitParts(output);
  const read = (b: Buffer) => (options === TIDY && message.includes('base64') ? Buffer.from(b.toString(), 'base64') : b).toString('utf8');
  return { result, output, text: read(text.body), html: read(html.body) };
}

const GMAIL_QUOTE = `<div class="gmail_quote"><div class="gmail_attr">On Mon, Bob wrote:</div><blockquote class="gmail_quote">Plans? <span class="m_-11esig-own-f-${senderTag(ANN)}">\u200b</span>Ann Lee</blockquote></div>`;

describe('relay: "already signed" looks only at the new text', () => {
  it('a reply whose quoted thread holds our signature still gets its own, above the quote', async () => {
    const { result, html } = await parts(reply('Sure.\r\n\r\n> Plans?', `<div>Sure.</div>${GMAIL_QUOTE}`));
    expect(result.decision).toMatchObject({ action: 'signed', html: { at: 'marker', marker: 'gmail_quote' } });
    expect(html).toContain(`<div>Sure.</div>${SIGNED.html}<div class="gmail_quote">`);
    const { index } = { index: html.indexOf('<div class="gmail_quote">') };
    expect(ownMarksIn(html, 0, index)).toHaveLength(1);
    expect(ownMarksIn(html, index)).toHaveLength(1);
  });

  it('a reply whose new text already holds our signature passes unchanged, byte for byte', async () => {
    const input = reply('Sure.\r\n\r\nAnn Lee\r\n\r\n> Plans?', `<div>Sure.</div>${OURS}${GMAIL_QUOTE}`);
    const { result, output } = await parts(input);
    expect(result.decision).toEqual({ action: 'unchanged', reason: 'already_signed', detail: expect.any(String), said: expect.anything() });
    expect(output.equals(input)).toBe(true);
  });

  it('a new message the add-in signed (no quote) passes unchanged too', async () => {
    const { result } = await parts(reply('Hi\r\n\r\nAnn Lee', `<html><body><div>Hi</div>${OURS}</body></html>`));
    expect(result.decision).toMatchObject({ action: 'unchanged', reason: 'already_signed' });
  });

  it('blocks added to the add-in’s signature (no tidying asked) are added all the same', async () => {
    const { result } = await parts(reply('Hi', `<div>Hi</div>${OURS}`), OPTIONS);
    expect(result.decision).toMatchObject({ action: 'signed' });
  });
});

describe('relay: the phones’ own footers go', () => {
  it('Apple Mail on iPhone: the footer’s own div, in HTML and text; the quote keeps its own footer', async () => {
    const text = 'Sure.\r\n\r\nSent from my iPhone\r\n\r\n> On 5 Jan, Bob wrote:\r\n> Plans?\r\n> Sent from my iPhone';
    const html =
      '<html><body><div dir="ltr">Sure.</div><div dir="ltr"><br></div><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">Plans?<br>Sent from my iPhone</blockquote></div></body></html>';
    const out = await parts(reply(text, html));
    expect(out.result.decision).toMatchObject({ action: 'signed', footerRemoved: true, html: { at: 'marker', marker: 'apple_mail_cite' } });
    expect(out.html).toContain(
      `<div dir="ltr">Sure.</div><div dir="ltr"><br></div><div dir="ltr"><br>${SIGNED.html}<blockquote type="cite">Plans?<br>Sent from my iPhone</blockquote>`,
    );
    expect(out.text).toBe('Sure.\r\n\r\nAnn Lee · Contoso\r\nSales\r\n\r\n> On 5 Jan, Bob wrote:\r\n> Plans?\r\n> Sent from my iPhone');
  });

  it('Outlook for iOS (base64): its ms-outlook-mobile-signature element and the text line go', async () => {
    const { result, output } = await rewrite(fixture('outlook-ios-reply.eml'), SIGNATURE, TIDY);
    expect(result.decision).toMatchObject({ action: 'signed', footerRemoved: true });
    const after = await splitParts(output);
    const html = Buffer.from(after[2].body.toString(), 'base64').toString('utf8');
    expect(html).toContain(`<div dir="auto">Sounds good 👍</div>${SIGNATURE.html}<div id="ms-outlook-mobile-body-separator-line"`);
    expect(html).not.toContain('Get Outlook');
    const text = Buffer.from(after[1].body.toString(), 'base64').toString('utf8');
    expect(text).toContain('Sounds good 👍\r\n\r\nAnn Lee · Contoso\r\nSales\r\n\r\n____');
    expect(text).not.toContain('Get Outlook');
  });

  it('each client’s footer in each language, as the client writes it, goes from the end of the new text', async () => {
    const footers = [
      ['Sent from my iPad', '<div>Sent from my iPad</div>'],
      ['Von meinem iPhone gesendet', '<div dir="ltr">Von meinem iPhone gesendet</div>'],
      ['Envoyé de mon iPhone', '<div>Envoy&eacute; de mon iPhone</div>'],
      ['Enviado desde mi iPhone', '<div>Enviado desde mi iPhone</div>'],
      ['Verzonden vanaf mijn iPhone', '<div>Verzonden vanaf mijn iPhone</div>'],
      ['Get Outlook for Android<https://aka.ms/AAb9ysg>', '<div>Get <a href="https://aka.ms/AAb9ysg">Outlook for Android</a></div>'],
      ['Outlook für iOS beziehen<https://aka.ms/o0ukef>', '<div><a href="https://aka.ms/o0ukef">Outlook für iOS</a> beziehen</div>'],
      ['Sent from my Galaxy', '<div dir="auto">Sent from my Galaxy</div>'],
      ['Von meinem Samsung Galaxy Smartphone gesendet.', '<div>Von meinem Samsung Galaxy Smartphone gesendet.</div>'],
      [
        'Sent from Mail<https://go.microsoft.com/fwlink/?LinkId=550986> for Windows',
        'Sent from <a href="https://go.microsoft.com/fwlink/?LinkId=550986">Mail</a> for Windows<br>',
      ],
    ];
    for (const [text, html] of footers) {
      const out = await parts(reply(`Sure.\r\n\r\n${text}\r\n`, `<html><body><div>Sure.</div>${html}</body></html>`));
      expect(out.result.decision, text).toMatchObject({ action: 'signed', footerRemoved: true });
      expect(out.html, html).toBe(`<html><body><div>Sure.</div>${html.endsWith('<br>') ? '<br>' : ''}${SIGNED.html}</body></html>`);
      expect(out.text, text).toBe('Sure.\r\n\r\nAnn Lee · Contoso\r\nSales\r\n');
    }
  });

  it('a footer mid-sentence, above more text, or only in the quote stays; so do all of them when the organisation says so', async () => {
    const kept = [
      ['It was sent from my iPhone yesterday.', '<div>It was sent from my iPhone yesterday.</div>'],
      ['Sent from my iPhone\r\nSee you at six.', '<div>Sent from my iPhone</div><div>See you at six.</div>'],
      ['Gesendet von meinem iPhone? Nein.', '<div>Gesendet von meinem iPhone? Nein.</div>'],
    ];
    for (const [text, html] of kept) {
      const out = await parts(reply(`${text}\r\n`, `<html><body>${html}</body></html>`));
      expect(out.result.decision, text).not.toHaveProperty('footerRemoved');
      expect(out.html).toBe(`<html><body>${html}${SIGNED.html}</body></html>`);
    }
    const off = await parts(reply('Sure.\r\n\r\nSent from my iPhone', '<div>Sure.</div><div>Sent from my iPhone</div>'), KEEP_FOOTERS);
    expect(off.html).toBe(`<div>Sure.</div><div>Sent from my iPhone</div>${SIGNED.html}`);
    expect(off.text).toContain('Sent from my iPhone\r\n\r\nAnn Lee');
  });

  it('a large body: only its end is read for the footer, and the rest is kept as it was', async () => {
    const long = '<p>line of text</p>'.repeat(60_000);
    const out = await parts(
      reply('Sure.\r\n\r\nSent from my iPhone', `<html><body>${long}<div>Sent from my iPhone</div></body></html>`, 'base64'),
    );
    expect(out.result.decision).toMatchObject({ action: 'signed', footerRemoved: true });
    expect(out.html).toBe(`<html><body>${long}${SIGNED.html}</body></html>`);
  });
});
