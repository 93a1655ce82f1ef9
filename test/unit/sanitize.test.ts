import { describe, expect, it } from 'vitest';
import { sanitizeSignatureHtml } from '../../shared/rendering/sanitize.js';
import { normaliseTemplate, renderTemplate } from '../../shared/rendering/template.js';

describe('sanitising signature HTML', () => {
  it.each([
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">', '<img />'],
    ['<img src="data:text/html,<script>alert(1)</script>">', '<img />'],
  ])('removes what could run: %s', (input, output) => {
    expect(sanitizeSignatureHtml(input)).toBe(output);
  });

  it('keeps what a signature needs: tables, styles, links, cid, bitmap data images and placeholders', () => {
    const html =
      '<table cellpadding="0" style="color:#333"><tr><td><a href="https://x.example/{{id}}">{{displayName}}</a> <a href="mailto:{{email}}">m</a> <a href="tel:+44">t</a>' +
      '<img src="cid:logo.png" alt="L"><img src="data:image/png;base64,iVBORw0KGgo="></td></tr></table>';
    const out = sanitizeSignatureHtml(html);
    for (const kept of [
      'cellpadding="0"',
      'style="color:#333"',
      'href="https://x.example/{{id}}"',
      'href="mailto:{{email}}"',
      'href="tel:+44"',
      'src="cid:logo.png"',
      'src="data:image/png;base64,iVBORw0KGgo="',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it.each([
    ['<td width="10" style=" color : red ; " align="left">x</td>', '<td width="10" style="color:red" align="left">x</td>'],
    ['<p style="color:red !important;;font-size:12px">x</p>', '<p style="color:red !important;font-size:12px">x</p>'],
    ['<p style="color:red /* note */">x</p>', '<p style="color:red">x</p>'],
    ['<p style="color:red; @import url(https://evil.example/x.css)">x</p>', '<p style="color:red">x</p>'],
    ['<p style="} p {">x</p>', '<p>x</p>'],
    ['<p style="{">x</p>', '<p>x</p>'],
    ['<p style=" ">x</p>', '<p>x</p>'],
  ])('writes styles as declarations, in the attributes’ order, and drops one with none: %s', (input, output) => {
    // Twice: the second answer is the remembered one.
    expect(sanitizeSignatureHtml(input)).toBe(output);
    expect(sanitizeSignatureHtml(input)).toBe(output);
  });

  it('normalises a style the same on every element that carries it, whatever its tag', () => {
    const out = sanitizeSignatureHtml(
      '<div style="margin:0  0"><span style="margin:0  0">a</span><img style="margin:0  0" src="cid:x"></div>',
    );
    expect(out).toBe('<div style="margin:0  0"><span style="margin:0  0">a</span><img style="margin:0  0" src="cid:x" /></div>');
  });
});

describe('template syntax', () => {
  it('escapes every value, raw forms included, and shows sections only for values', () => {
    const body = normaliseTemplate('<p>{{{name}}} {{& title}}{{#phone}} T {{phone}}{{/phone}}</p>');
    expect(renderTemplate(body, { name: '<b>A</b>', title: '"x"', phone: '' })).toBe('<p>&lt;b&gt;A&lt;/b&gt; &quot;x&quot;</p>');
    expect(() => normaliseTemplate('{{=<% %>=}}')).toThrow(/delimiters/);
    expect(() => normaliseTemplate('{{#open}}')).toThrow();
  });
});
