// What the relay bench sends and inserts: messages as Outlook on the web writes a reply (HTML with its text
// alternative, the quoted thread below Outlook's markers), with or without an attachment, built once as raw bytes; and
// a realistic signature (a table of about 3 kB of HTML, a 10 kB PNG logo, its text rendering).
import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import sharp from 'sharp';
import type { RelaySignature } from '../relay/mime/index.js';

export const SENDER = 'ann.lee@contoso.example';
export const RECIPIENTS = ['bob@fabrikam.example', 'carol@fabrikam.example'];

/** A pseudo-random generator, so that the logo is the same image (and the same size) in every run. */
/** The organisation of the bench's sender, as Exchange Online names it in every message it hands on. */
export const BENCH_TENANT = '0be4c4b0-0000-4000-8000-00000000be4c';

function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

/** A PNG of about 10 kB: 60 x 56 pixels of noise over a colour gradient (PNG cannot shrink noise much). */
async function logoPng(): Promise<Buffer> {
  const width = 60;
  const height = 56;
  const random = lcg(34);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(((i % 180) / 180) * 128 + random() * 127);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const cell = 'font-family:Segoe UI,Arial,sans-serif;font-size:13px;line-height:18px;color:#333333';
const link = 'color:#0b5394;text-decoration:none';

/** The signature inserted by the signing relay: what the service renders for one mailbox, fixed here. */
export async function benchSignature(): Promise<RelaySignature> {
  const social = ['LinkedIn', 'Bluesky', 'YouTube', 'Instagram']
    .map((n) => `<a href="https://www.example.com/${n.toLowerCase()}/contoso" style="${link}">${n}</a>`)
    .join(' &middot; ');
  const html =
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;margin-top:16px">` +
    `<tr><td style="padding:0 12px 0 0;vertical-align:top"><img src="cid:logo@contoso.example" width="60" height="56" alt="Contoso" style="display:block;border:0"></td>` +
    `<td style="${cell};border-left:2px solid #0b5394;padding-left:12px">` +
    `<strong style="font-size:15px;color:#0b5394">Ann Lee</strong><br>` +
    `<span style="color:#666666">Senior Account Manager, Northern Europe</span><br>` +
    `<span>Contoso Ltd &middot; 1 Harbour Street &middot; Leith &middot; Edinburgh EH6 6QR</span><br>` +
    `<a href="tel:+441315550100" style="${link}">T +44 131 555 0100</a> &middot; ` +
    `<a href="tel:+447700900123" style="${link}">M +44 7700 900123</a><br>` +
    `<a href="mailto:ann.lee@contoso.example" style="${link}">ann.lee@contoso.example</a> &middot; ` +
    `<a href="https://www.contoso.example/?utm_source=signature&amp;utm_medium=email" style="${link}">www.contoso.example</a><br>` +
    `${social}</td></tr>` +
    `<tr><td colspan="2" style="padding-top:10px">` +
    `<a href="https://www.contoso.example/events/summit?utm_source=signature&amp;utm_campaign=summit" style="${link}">` +
    `<span style="${cell};font-weight:bold;color:#ffffff;background-color:#0b5394;padding:6px 10px;display:inline-block">` +
    `Meet us at the Contoso Summit, 12&ndash;13 March: book your place</span></a></td></tr>` +
    `<tr><td colspan="2" style="padding-top:10px;font-family:Segoe UI,Arial,sans-serif;font-size:10px;line-height:13px;color:#999999">` +
    `This e-mail and any files sent with it are confidential and intended only for the named recipients. If you received ` +
    `it by mistake, please tell the sender and delete it. Contoso Ltd is registered in Scotland, company number SC000000, ` +
    `registered office 1 Harbour Street, Leith, Edinburgh EH6 6QR. Think of the environment before you print this e-mail.` +
    `</td></tr></table>`;
  const text = [
    'Ann Lee',
    'Senior Account Manager, Northern Europe',
    'Contoso Ltd · 1 Harbour Street · Leith · Edinburgh EH6 6QR',
    'T +44 131 555 0100 · M +44 7700 900123',
    'ann.lee@contoso.example · https://www.contoso.example/',
    'Meet us at the Contoso Summit, 12–13 March: https://www.contoso.example/events/summit',
  ].join('\n');
  return { html, text, images: [{ cid: 'logo@contoso.example', contentType: 'image/png', content: await logoPng() }] };
}

/** One earlier message of the quoted thread, as Outlook quotes it. */
function quoted(i: number): { html: string; text: string } {
  const para =
    `Thanks for the figures for quarter ${i}. We went through them with the team this morning and most of it ` +
    `matches what we expected; the shipping costs for the northern depots are higher than planned, and the returns ` +
    `line needs a second look before we send it on to finance. Could you check the numbers for week ${i + 3}?`;
  return {
    html:
      `<hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr">` +
      `<font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Bob Stone &lt;bob@fabrikam.example&gt;<br>` +
      `<b>Sent:</b> Tuesday, ${i} March 2026 09:${String(10 + (i % 50)).padStart(2, '0')}<br><b>To:</b> Ann Lee &lt;ann.lee@contoso.example&gt;<br>` +
      `<b>Subject:</b> RE: Quarterly figures</font><div>&nbsp;</div></div>` +
      `<div class="elementToProof" style="font-family:Aptos,Calibri,Helvetica,sans-serif;font-size:12pt;color:rgb(0,0,0)">${para}</div>\n`,
    text: `\n________________________________\nFrom: Bob Stone <bob@fabrikam.example>\nSent: Tuesday, ${i} March 2026\nSubject: RE: Quarterly figures\n\n${para}\n`,
  };
}

/** HTML and text of a reply whose encoded size is about `bytes` (the quoted thread grown to fit). */
function replyBodies(bytes: number): { html: string; text: string } {
  let html =
    `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style type="text/css">` +
    `p{margin-top:0;margin-bottom:0}</style></head><body dir="ltr">` +
    `<div class="elementToProof" style="font-family:Aptos,Calibri,Helvetica,sans-serif;font-size:12pt;color:rgb(0,0,0)">` +
    `Hi Bob,<br><br>Here are the corrected figures; the returns line is fixed and the northern depots are explained ` +
    `in the second tab. Let me know if finance needs anything else.<br><br>Best regards,<br>Ann</div>` +
    `<div id="appendonsend"></div>\n`;
  let text = `Hi Bob,\n\nHere are the corrected figures; the returns line is fixed.\n\nBest regards,\nAnn\n`;
  // Quoted-printable and the headers add about a tenth.
  for (let i = 1; html.length + text.length < bytes * 0.9; i++) {
    const q = quoted(i);
    html += q.html;
    text += q.text;
  }
  return { html: `${html}</body></html>`, text };
}

/** A reply of about `bytes` bytes as it goes over SMTP; `attachmentBytes` adds an attachment of that many raw bytes. */
export async function buildMessage(bodyBytes: number, attachmentBytes = 0): Promise<Buffer> {
  const { html, text } = replyBodies(bodyBytes);
  const mail = new MailComposer({
    from: `Ann Lee <${SENDER}>`,
    to: RECIPIENTS.join(', '),
    subject: 'RE: Quarterly figures',
    inReplyTo: '<reply-1@fabrikam.example>',
    references: ['<thread-0@contoso.example>', '<reply-1@fabrikam.example>'],
    // As Exchange Online hands it on: the relay admits only what names the sender's organisation.
    headers: { 'X-Mailer': 'Microsoft Outlook 16.0', 'X-MS-Exchange-CrossTenant-Id': BENCH_TENANT },
    text,
    html,
    attachments: attachmentBytes
      ? [{ filename: 'Quarterly figures.xlsx', content: randomBytes(attachmentBytes), contentType: 'application/octet-stream' }]
      : [],
  });
  return mail.compile().build();
}

/** The messages of the bench: 50 kB (HTML and text), 5 MB (with an attachment) and 25 MB (the memory figure). */
export async function benchMessages() {
  const base64 = (encoded: number) => Math.floor((encoded * 57) / 78);
  return {
    small: await buildMessage(50_000),
    large: await buildMessage(30_000, base64(5_000_000 - 30_000)),
    huge: await buildMessage(30_000, base64(25_000_000 - 30_000)),
  };
}
