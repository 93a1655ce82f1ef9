import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, renderPublicPage } from '../../shared/public/pages.js';

const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe.each(PAGE_NAMES)('the %s page', (name) => {
  const html = renderPublicPage(name, { baseUrl: 'https://signatures.example.com' });

  it('is a complete, accessible HTML document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('name="viewport"');
    for (const other of PAGE_NAMES) expect(html).toContain(`href="/${other}"`);
    expect(html).toContain('aria-current="page"');
  });

  it('has real content', () => {
    const text = visibleText(html);
    expect(text.length).toBeGreaterThan(1200);
    expect(text).not.toMatch(/lorem|todo|tbd/i);
  });
});

describe('public pages', () => {
  it('derive contact addresses from the base URL, escaped', () => {
    expect(renderPublicPage('privacy', { baseUrl: 'https://www.signatures.example.com' })).toContain('privacy@signatures.example.com');
    const hostile = renderPublicPage('support', { baseUrl: 'https://x.example/"><script>alert(1)</script>' });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&lt;script&gt;');
  });
});
