import { describe, expect, it } from 'vitest';
import { withOwnMark as addinMark } from '../../addin/src/own-mark.js';
import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
import { sanitizeSignatureHtml } from '../../shared/rendering/sanitize.js';
import { ownMarkHtml, ownMarksIn, senderTag, withOwnMark } from '../../shared/threads/own-mark.js';

const ANN = 'ann.lee@contoso.com';
const SIGNATURE = withOwnMark('<table><tr><td>Ann Lee · Contoso</td></tr></table>', ANN, 'f');
const tag = senderTag(ANN);

/** The marks above and below the reply marker the relay finds (the new text and the quoted thread). */
function split(html: string) {
  const { index } = findHtmlInsertion(html);
  return { fresh: ownMarksIn(html, 0, index), quoted: ownMarksIn(html, index) };
}

/**
 * Replies as the clients write them when the message they answer carried our signature: each client's reply marker,
 * and the signature's HTML as that client quotes it (Outlook on the web and new Outlook prefix classes and ids with
 * `x_`; Gmail drops ids and styles it does not know and prefixes classes with `m_<digits>`; Outlook for Windows
 * copies the element with its class through Word; Apple Mail and Outlook for Mac and mobile keep the HTML).
 */
const QUOTED_SHAPES: Record<string, string> = {
  'Outlook on the web': `<div>Thanks</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Ann</div><div><span class="x_esig-own-f-${tag}" style="display:none">&#8203;</span><table><tr><td>Ann Lee · Contoso</td></tr></table></div>`,
  'Outlook for Windows': `<div class=WordSection1><p class=MsoNormal>Thanks</p><div><div style='border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm'><p class=MsoNormal><b>From:</b> Ann</p></div></div><p class=MsoNormal><span class=esig-own-f-${tag} style='display:none;mso-hide:all'>&#8203;</span><o:p></o:p></p><table class=MsoNormalTable><tr><td>Ann Lee · Contoso</td></tr></table></div>`,
  'Outlook for Mac': `<div>Thanks</div><div id="mail-editor-reference-message-container"><div><b>From:</b> Ann</div>${SIGNATURE}</div>`,
  'Outlook for iOS and Android': `<div dir="auto">Thanks</div><div id="ms-outlook-mobile-body-separator-line" dir="ltr"><hr></div><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Ann</div>${SIGNATURE}`,
  Gmail: `<div dir="ltr">Thanks</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Ann wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex"><span class="m_-4728195530118349171esig-own-f-${tag}">\u200b</span><table><tr><td>Ann Lee · Contoso</td></tr></table></blockquote></div>`,
  'Gmail (its gmail- prefix)': `<div dir="ltr">Thanks</div><div class="gmail_quote"><blockquote class="gmail_quote"><span class="gmail-esig-own-f-${tag}"></span>Ann Lee</blockquote></div>`,
  'Apple Mail': `<div>Thanks</div><div><br><blockquote type="cite"><div>On 5 Jan, Ann wrote:</div>${SIGNATURE}</blockquote></div>`,
};

describe('our own signature is recognisable', () => {
  it('every signature carries the invisible mark in front, with whose it is; no signature, no mark', () => {
    expect(SIGNATURE.startsWith(ownMarkHtml(ANN, 'f'))).toBe(true);
    expect(ownMarkHtml(ANN, 'f')).toContain('display:none');
    expect(ownMarkHtml(ANN, 'f')).toContain('mso-hide:all');
    expect(ownMarksIn(SIGNATURE)).toEqual([{ kind: 'f', sender: tag }]);
    expect(senderTag('Ann.Lee@Contoso.com ')).toBe(tag);
    expect(senderTag('bob@contoso.com')).not.toBe(tag);
    expect(withOwnMark('', ANN, 'f')).toBe('');
  });

  it('the add-in writes the very same mark as the relay', () => {
    for (const address of [ANN, 'Bob@Example.org', 'a@b.c', 'info+sales@fabrikam.test']) {
      expect(addinMark('<p>x</p>', address)).toBe(withOwnMark('<p>x</p>', address, 'f'));
    }
    expect(addinMark('', ANN)).toBe('');
  });

  it('the one sanitiser keeps the mark (class, style and the zero-width character)', () => {
    const clean = sanitizeSignatureHtml(SIGNATURE);
    expect(ownMarksIn(clean)).toEqual([{ kind: 'f', sender: tag }]);
    expect(clean).toContain('display:none');
  });

  for (const [client, html] of Object.entries(QUOTED_SHAPES)) {
    it(`is found in the quoted thread of ${client}, and not in the new text`, () => {
      expect(split(html)).toEqual({ fresh: [], quoted: [{ kind: 'f', sender: tag }] });
    });
  }

  it('is found in the new text above each client’s reply marker', () => {
    for (const html of Object.values(QUOTED_SHAPES)) {
      const marked = html.replace('Thanks', `Thanks${SIGNATURE}`);
      expect(split(marked).fresh).toEqual([{ kind: 'f', sender: tag }]);
    }
  });

  it('text that mentions the mark, an id or another attribute is not a mark', () => {
    expect(ownMarksIn(`<p>esig-own-f-${tag} is our class</p>`)).toEqual([]);
    expect(ownMarksIn(`<span id="esig-own-f-${tag}"></span><span title="esig-own-f-${tag}"></span>`)).toEqual([]);
    expect(ownMarksIn(`<span class="esig-own-x-${tag}"></span><span class="esig-own-f-12"></span>`)).toEqual([]);
    expect(ownMarksIn(`<span class=other>esig-own-f-${tag}</span>`)).toEqual([]);
  });

  it('reads hostile input in bounded work: many marks, unterminated tags, a long text', () => {
    const many = `<span class="esig-own-r-${tag}"></span>`.repeat(5_000);
    expect(ownMarksIn(many)).toHaveLength(200);
    expect(ownMarksIn(`<span class="esig-own-f-${tag}"`)).toEqual([]);
    expect(ownMarksIn('esig-own-'.repeat(200_000))).toEqual([]);
    expect(ownMarksIn(`<b class="${'esig-own-'.repeat(100_000)}">`)).toEqual([]);
  });
});
