import { describe, expect, it } from 'vitest';
import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
import { findTextInsertion } from '../../relay/mime/text-insertion.js';

/** The HTML with `|` where the signature would go, and the marker found. */
function place(html: string): [string, string] {
  const { index, placement } = findHtmlInsertion(html);
  return [`${html.slice(0, index)}|${html.slice(index)}`, placement.at === 'marker' ? placement.marker : placement.at];
}

function placeText(text: string): [string, string] {
  const { index, placement } = findTextInsertion(text);
  return [`${text.slice(0, index)}|${text.slice(index)}`, placement.at === 'marker' ? placement.marker : placement.at];
}

describe('relay MIME rewrite: the quoted thread in HTML', () => {
  it('Outlook for Windows (Word editor): the top-bordered reply header, single-quoted style', () => {
    const html = `<div class=WordSection1><p>Hi</p><p>&nbsp;</p><div><div style='border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm'><p><b>From:</b> Bob</p></div></div><p>Old</p></div>`;
    expect(place(html)).toEqual([html.replace(`<div style='border:none`, `|<div style='border:none`), 'outlook_desktop_reply_header']);
  });

  it('older Outlook: the stopSpelling rule; the web: the rule above divRplyFwdMsg belongs to the thread', () => {
    const old = '<p>Hi</p><hr tabindex="-1" style="display:inline-block; width:98%" id="stopSpelling"><b>From:</b> Bob';
    expect(place(old)).toEqual([old.replace('<hr', '|<hr'), 'outlook_stop_spelling']);
    const web =
      '<div>Hi</div>\n<hr style="display:inline-block;width:98%" tabindex="-1">\n<div id="divRplyFwdMsg" dir="ltr">From: Bob</div>';
    expect(place(web)).toEqual([web.replace('<hr', '|<hr'), 'outlook_reply_header']);
  });

  it('Outlook for Mac, Gmail, Apple Mail with the attribution inside the blockquote', () => {
    const mac = '<div>Hi</div><div id="mail-editor-reference-message-container"><div>From: Bob</div></div>';
    expect(place(mac)).toEqual([mac.replace('<div id="mail', '|<div id="mail'), 'outlook_mac_quote']);
    const gmail =
      '<div dir="ltr">Hi</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Bob wrote:<br></div><blockquote class="gmail_quote">x</blockquote></div>';
    expect(place(gmail)).toEqual([gmail.replace('<div class="gmail_quote"', '|<div class="gmail_quote"'), 'gmail_quote']);
    const apple = '<div>Hi</div><div><br><blockquote type="cite"><div>On 5 Jan, Bob wrote:</div><div>x</div></blockquote></div>';
    expect(place(apple)).toEqual([apple.replace('<blockquote', '|<blockquote'), 'apple_mail_cite']);
  });

  it('a div that does not end with ":" above the cite is content, not the attribution', () => {
    const html = '<div>Hi</div><div>Regards</div><blockquote type=cite>x</blockquote>';
    expect(place(html)).toEqual([html.replace('<blockquote', '|<blockquote'), 'apple_mail_cite']);
  });

  it('markers in comments and text are not markers; without one: before </body>, or at the end', () => {
    const html = '<html><body><!-- <div id="divRplyFwdMsg"> --><p>id="appendonsend" is text</p></BODY></html>';
    expect(place(html)).toEqual([html.replace('</BODY>', '|</BODY>'), 'body_end']);
    expect(place('<p>Hi')).toEqual(['<p>Hi|', 'end']);
    expect(place('')).toEqual(['|', 'end']);
  });

  it('unterminated tags and comments do not hang or throw', () => {
    expect(place('<div id="appendonsend"')[1]).toBe('end');
    expect(place('<!-- <div id="appendonsend">')[1]).toBe('end');
    expect(place('<'.repeat(100_000))[1]).toBe('end');
  });
});

describe('relay MIME rewrite: the quoted thread in plain text', () => {
  it('On … wrote: above ">" lines, over a blank line, and Gmail’s wrapped attribution', () => {
    expect(placeText('Hi\n\nOn Mon, Bob wrote:\n\n> x\n')).toEqual(['Hi\n\n|On Mon, Bob wrote:\n\n> x\n', 'attribution']);
    expect(placeText('Hi\n\nOn Mon, 5 Jan 2026 at 10:00, Bob <\nbob@example.com> wrote:\n> x\n')).toEqual([
      'Hi\n\n|On Mon, 5 Jan 2026 at 10:00, Bob <\nbob@example.com> wrote:\n> x\n',
      'attribution',
    ]);
  });

  it('Outlook’s header block, its separator line and -----Original Message-----', () => {
    expect(placeText('Hi\r\n\r\nFrom: Bob\r\nSent: Monday\r\nTo: Ann\r\n\r\nx')[1]).toBe('header_block');
    expect(placeText('Hi\r\nFrom: the team\r\nThanks')).toEqual(['Hi\r\nFrom: the team\r\nThanks|', 'end']);
    expect(placeText('Hi\r\n________________________________\r\nFrom: Bob')[1]).toBe('outlook_separator');
    expect(placeText('Hi\n-----Original Message-----\nFrom: Bob')).toEqual([
      'Hi\n|-----Original Message-----\nFrom: Bob',
      'original_message',
    ]);
  });
});
