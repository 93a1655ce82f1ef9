import { describe, expect, it } from 'vitest';
import { fixture, LOGO, OPTIONS, reopenable, rewrite, SIGNATURE, splitParts, type SplitPart } from './relay-mime-helpers.js';

const decodeQp = (body: Buffer) =>
  Buffer.from(
    body
      .toString('latin1')
      .replaceAll('=\r\n', '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** The parts other than those at `changed` are byte-identical, headers and bodies, and in the same order. */
function expectUntouched(input: SplitPart[], output: SplitPart[], changed: number[]) {
  const kept = (parts: SplitPart[]) => parts.filter((_, index) => !changed.includes(index)).slice(1);
  expect(kept(output).map((part) => [part.headers, part.body.toString('base64')])).toEqual(
    kept(input).map((part) => [part.headers, part.body.toString('base64')]),
  );
}

describe('relay MIME rewrite: signs where the signature goes', () => {
  it('Outlook for Windows reply (QP utf-8): above appendonsend and the text separator; stamp; rest byte-identical', async () => {
    const input = fixture('outlook-windows-reply.eml');
    const { result, output } = await rewrite(input);
    expect(result.decision).toEqual({
      action: 'signed',
      html: { at: 'marker', marker: 'outlook_appendonsend' },
      text: { at: 'marker', marker: 'outlook_separator' },
      imagesAdded: 0,
    });
    const before = await splitParts(input);
    const after = await splitParts(output);
    expect(after[0].headers.startsWith('X-Signature-Relay: contoso; template=t1; v=3\r\n')).toBe(true);
    expect(after[0].headers.slice('X-Signature-Relay: contoso; template=t1; v=3\r\n'.length)).toBe(before[0].headers);
    const html = decodeQp(after[2].body).toString('utf8');
    expect(html).toContain(`Thanks, see you then.</div>${SIGNATURE.html}<div id="appendonsend">`);
    expect(after[2].headers).toBe(before[2].headers);
    const text = decodeQp(after[1].body).toString('utf8');
    expect(text).toBe(
      'Thanks, see you then.\r\n\r\nAnn Lee · Contoso\r\nSales\r\n\r\n________________________________\r\nFrom: Björn Ek <bjorn@example.com>\r\nSent: Monday\r\n\r\nCan we meet?\r\n',
    );
    // Only the signature changed: removing it gives back the original decoded body.
    expect(html.replace(SIGNATURE.html, '')).toBe(decodeQp(before[2].body).toString('utf8'));
    expectUntouched(before, after, [1, 2]);
    // Everything outside the two bodies and the stamp is the same bytes.
    const outside = (message: Buffer, parts: SplitPart[]) => {
      let text = message.toString('latin1');
      for (const part of parts.slice(1)) text = text.replace(part.body.toString('latin1'), '<BODY>');
      return text;
    };
    expect(outside(output, after).replace('X-Signature-Relay: contoso; template=t1; v=3\r\n', '')).toBe(outside(input, before));
  });

  it('Outlook on the web new message with an inline image: before </body>; images join the existing multipart/related', async () => {
    const input = fixture('outlook-web-new-inline-image.eml');
    const { result, output } = await rewrite(input, { ...SIGNATURE, images: [LOGO] });
    expect(result.decision).toMatchObject({ action: 'signed', html: { at: 'body_end' }, text: { at: 'end' }, imagesAdded: 1 });
    const before = await splitParts(input);
    const after = await splitParts(output);
    expect(after.map((part) => part.contentType)).toEqual([...before.map((part) => part.contentType), 'image/png']);
    // A US-ASCII part holds "·" as a character reference.
    expect(decodeQp(after[3].body).toString()).toContain(`</div>${SIGNATURE.html.replace('·', '&#183;')}</body></html>`);
    const logo = after[5];
    expect(logo.headers).toContain('Content-ID: <logo@relay>');
    expect(Buffer.from(logo.body.toString(), 'base64')).toEqual(LOGO.content);
    expectUntouched(before, after.slice(0, before.length), [2, 3]);
    expect(output.toString('latin1').trimEnd().endsWith('--_004_REL_--')).toBe(true);
  });

  it('Outlook for iOS reply (base64 utf-8): above the mobile separator, base64 kept, emoji kept', async () => {
    const input = fixture('outlook-ios-reply.eml');
    const { result, output } = await rewrite(input);
    expect(result.decision).toMatchObject({
      html: { at: 'marker', marker: 'outlook_mobile_separator' },
      text: { at: 'marker', marker: 'outlook_separator' },
    });
    const before = await splitParts(input);
    const after = await splitParts(output);
    expect(after[2].headers).toBe(before[2].headers);
    const lines = after[2].body.toString('latin1').split('\r\n').filter(Boolean);
    expect(lines.slice(0, -1).filter((line) => line.length !== 76)).toEqual([]);
    expect(after[2].body.toString('latin1').endsWith('\r\n')).toBe(before[2].body.toString('latin1').endsWith('\r\n'));
    const html = Buffer.from(after[2].body.toString(), 'base64').toString('utf8');
    expect(html).toContain(`Get Outlook for iOS</div></div>${SIGNATURE.html}<div id="ms-outlook-mobile-body-separator-line"`);
    expect(html).toContain('Sounds good 👍');
    const text = Buffer.from(after[1].body.toString(), 'base64').toString('utf8');
    expect(text).toContain('Get Outlook for iOS\r\nAnn Lee · Contoso\r\nSales\r\n\r\n____');
  });

  it('Apple Mail reply (7bit us-ascii): before the attribution div; HTML keeps 7-bit with references, text becomes UTF-8', async () => {
    const input = fixture('apple-mail-reply.eml');
    const { result, output } = await rewrite(input);
    expect(result.decision).toMatchObject({
      html: { at: 'marker', marker: 'apple_mail_cite' },
      text: { at: 'marker', marker: 'quote' },
    });
    const after = await splitParts(output);
    const html = after[2].body.toString('latin1');
    expect(html).toContain(
      'Sure.<div><br><div><table id="relay-signature"><tr><td>Ann Lee &#183; Contoso</td></tr></table><div>On 5 Jan 2026',
    );
    // The text part is declared UTF-8 (US-ASCII is its subset) and quoted-printable, so the signature keeps its `·`.
    expect(after[1].headers).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(after[1].headers).toMatch(/^Content-Transfer-Encoding: quoted-printable/im);
    expect(decodeQp(after[1].body).toString('utf8')).toBe(
      'Sure.\r\n\r\nAnn Lee · Contoso\r\nSales\r\n\r\n> On 5 Jan 2026, at 09:00, Bob <bob@example.com> wrote:\r\n> \r\n> Plans?\r\n\r\n',
    );
    expect([...output].filter((byte) => byte >= 0x80)).toEqual([]);
  });

  it('Apple Mail new message with an inline image: the alternative and its related part close together, still signed', async () => {
    const input = fixture('apple-mail-new-inline-image.eml');
    const { result, output } = await rewrite(input, { ...SIGNATURE, images: [LOGO] });
    expect(result.decision).toMatchObject({ action: 'signed', html: { at: 'body_end' }, text: { at: 'end' }, imagesAdded: 1 });
    const before = await splitParts(input);
    const after = await splitParts(output);
    expect(after.map((part) => part.contentType)).toEqual([
      'multipart/alternative',
      'text/plain',
      'multipart/related',
      'text/html',
      'image/png',
      'image/png',
    ]);
    // The client's own image first and untouched; the signature's logo joins the same related part after it.
    expect(after[4]).toEqual(before[4]);
    expect(after[5].headers).toContain('Content-ID: <logo@relay>');
  });

  it('Gmail forward with a PDF: above gmail_quote; the attachment byte-identical', async () => {
    const input = fixture('gmail-forward.eml');
    const { result, output } = await rewrite(input, { ...SIGNATURE, images: [LOGO] });
    expect(result.decision).toMatchObject({ html: { at: 'marker', marker: 'gmail_quote' }, text: { at: 'end' }, imagesAdded: 1 });
    const before = await splitParts(input);
    const after = await splitParts(output);
    // The text/html part became multipart/related [text/html, image] inside the alternative.
    expect(after.map((part) => part.contentType)).toEqual([
      'multipart/mixed',
      'multipart/alternative',
      'text/plain',
      'multipart/related',
      'text/html',
      'image/png',
      'application/pdf',
    ]);
    expect(after[4].headers).toBe(before[3].headers);
    expect(decodeQp(after[4].body).toString()).toContain(`<div dir="ltr">FYI</div><br>${SIGNATURE.html}<div class="gmail_quote`);
    expect(after[6]).toEqual(before[4]);
    // The 7bit UTF-8 text part became quoted-printable to carry "·" (its only changed header).
    expect(after[2].headers).toBe('Content-Type: text/plain; charset="UTF-8"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n');
    expect(decodeQp(after[2].body).toString()).toBe(`${before[2].body.toString()}\r\nAnn Lee · Contoso\r\nSales\r\n`);
  });

  it('Outlook plain-text reply, quoted-printable windows-1252: above -----Original Message-----, charset kept', async () => {
    const input = fixture('outlook-plain-windows-1252.eml');
    const { result, output } = await rewrite(input, { ...SIGNATURE, text: 'René · Contoso — Sales' });
    expect(result.decision).toMatchObject({ html: null, text: { at: 'marker', marker: 'original_message' } });
    const after = await splitParts(output);
    const body = new TextDecoder('windows-1252').decode(decodeQp(after[0].body));
    // "—" exists in windows-1252 (0x97) and stays; "·" too (0xB7).
    expect(body).toBe(
      'Voilà le prix: 10 €.\r\n\r\nRené · Contoso — Sales\r\n\r\n-----Original Message-----\r\nFrom: Bob\r\nSent: lundi\r\n\r\nQuel prix ?\r\n',
    );
    expect(after[0].headers).toContain('Content-Type: text/plain; charset="windows-1252"\r\nContent-Transfer-Encoding: quoted-printable');
  });

  it('a lone text/html message with an image is wrapped into multipart/related at the top level', async () => {
    const input = Buffer.from(
      'From: a@contoso.com\r\nTo: b@example.com\r\nSubject: Hi\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n<html><body><p>Grüße</p></body></html>\r\n',
    );
    const { result, output } = await rewrite(input, { ...SIGNATURE, images: [LOGO] });
    expect(result.decision).toMatchObject({ action: 'signed', html: { at: 'body_end' }, imagesAdded: 1 });
    const after = await splitParts(output);
    expect(after.map((part) => part.contentType)).toEqual(['multipart/related', 'text/html', 'image/png']);
    expect(after[0].headers).toContain('Subject: Hi\r\nMIME-Version: 1.0\r\n');
    expect(after[1].headers).toBe('Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n');
    // The part's own last line end stays inside it, as the client wrote it.
    expect(after[1].body.toString('utf8')).toBe(`<html><body><p>Grüße</p>${SIGNATURE.html}</body></html>\r\n`);
  });
});

describe('relay MIME rewrite: passes unchanged, with the reason', () => {
  const cases: [string, string, Partial<typeof OPTIONS>][] = [
    ['smime-signed.eml', 'signed', {}],
    ['pgp-mime.eml', 'encrypted', {}],
    ['meeting-request.eml', 'meeting', {}],
  ];
  for (const [name, reason, options] of cases) {
    it(`${name} → ${reason}, byte for byte`, async () => {
      const input = fixture(name);
      const { result, output } = await rewrite(input, SIGNATURE, { ...OPTIONS, ...options });
      expect(result.decision).toEqual({ action: 'unchanged', reason });
      expect(output.equals(input)).toBe(true);
    });
  }

  it('a meeting request is signed when the caller does not skip meetings', async () => {
    const { result } = await rewrite(fixture('meeting-request.eml'), SIGNATURE, { ...OPTIONS, skipMeetings: false });
    expect(result.decision).toMatchObject({ action: 'signed', html: { at: 'body_end' } });
  });

  const header = (line: string) => Buffer.concat([Buffer.from(`${line}\r\n`), fixture('outlook-windows-reply.eml')]);

  it('the relay stamp, rights protection, S/MIME enveloped data; never the add-in mark on its own', async () => {
    expect((await rewrite(header('X-Signature-Relay: x'))).result.decision).toEqual({ action: 'unchanged', reason: 'stamped' });
    expect((await rewrite(header('X-Signature-Applied: t1 v3'))).result.decision.action).toBe('signed');
    expect((await rewrite(header('Content-Class: rpmsg.message'))).result.decision).toEqual({
      action: 'unchanged',
      reason: 'rights_protected',
    });
    const enveloped = Buffer.from(
      'From: a@b\r\nContent-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m\r\nContent-Transfer-Encoding: base64\r\n\r\nMIAGCSqGSIb3DQEHA6CAMIACAQAx\r\n',
    );
    expect((await rewrite(enveloped)).result.decision).toEqual({ action: 'unchanged', reason: 'encrypted' });
    const signedData = Buffer.from(enveloped.toString().replace('enveloped-data', 'signed-data'));
    expect((await rewrite(signedData)).result.decision).toEqual({ action: 'unchanged', reason: 'signed' });
  });

  it('an unknown charset or transfer encoding passes unchanged', async () => {
    const shiftJis = Buffer.from(
      fixture('outlook-windows-reply.eml').toString('latin1').replaceAll('charset="utf-8"', 'charset="shift_jis"'),
      'latin1',
    );
    const { result, output } = await rewrite(shiftJis);
    expect(result.decision).toEqual({
      action: 'unchanged',
      reason: 'unsupported_charset',
      detail: 'shift_jis',
      said: { key: 'charset', values: { name: 'shift_jis' } },
    });
    expect(output.equals(shiftJis)).toBe(true);
    const uuencoded = Buffer.from('From: a@b\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: x-uuencode\r\n\r\nbegin 644 x\r\n');
    expect((await rewrite(uuencoded)).result.decision).toMatchObject({ reason: 'unsupported_encoding' });
  });

  it('a rights-protected attachment part decides too', async () => {
    const input = Buffer.from(
      'From: a@b\r\nContent-Type: multipart/mixed; boundary=X\r\n\r\n--X\r\nContent-Type: text/plain\r\n\r\nhello\r\n--X\r\nContent-Type: application/x-microsoft-rpmsg-message\r\nContent-Transfer-Encoding: base64\r\n\r\nAAAA\r\n--X--\r\n',
    );
    expect((await rewrite(input)).result.decision).toEqual({ action: 'unchanged', reason: 'rights_protected' });
  });

  it('reads the input stream in chunks of any size', async () => {
    const input = fixture('outlook-windows-reply.eml');
    const chunks = [...input].map((byte) => Buffer.from([byte]));
    const { output } = await rewrite(
      reopenable(async function* () {
        yield* chunks;
      }),
    );
    // Without images nothing random is generated: the same message in one chunk gives the same bytes.
    expect(output.equals((await rewrite(input)).output)).toBe(true);
    expect(output.toString()).toContain('X-Signature-Relay');
  });
});

describe('relay MIME rewrite: the relay’s memory budget', () => {
  /** The fixture as the relay hands it over: counted opens, and a memory budget that says yes or no. */
  function counted(input: Buffer, room: boolean) {
    const asked: number[] = [];
    let opens = 0;
    const message = {
      ...reopenable(input),
      open: () => {
        opens++;
        return reopenable(input).open();
      },
      reserveMemory: (bytes: number) => {
        asked.push(bytes);
        return room;
      },
    };
    return { message, asked, opens: () => opens };
  }

  it('holds a small message in memory when the budget has room, and reads the spool again when it has none, signing alike', async () => {
    const input = fixture('outlook-windows-reply.eml');
    const held = counted(input, true);
    const spooled = counted(input, false);

    const inMemory = await rewrite(held.message);
    const fromSpool = await rewrite(spooled.message);

    expect([held.asked, spooled.asked]).toEqual([[input.length], [input.length]]);
    expect(held.opens()).toBe(1);
    expect(spooled.opens()).toBeGreaterThan(1);
    expect(fromSpool.result.decision).toEqual(inMemory.result.decision);
    expect(fromSpool.output.equals(inMemory.output)).toBe(true);
  });
});
