import { createRequire } from 'node:module';
import type { Client, CssSupport } from './schemas.js';

interface Feature {
  slug: string;
  title: string;
  category: string;
  url: string;
  stats: Record<string, Record<string, Record<string, string>>>;
  notes_by_num: Record<string, string> | null;
}

/** caniemail's Outlook platforms, as the doctor names the clients. */
const PLATFORMS: Record<string, Client> = {
  windows: 'outlook-windows',
  macos: 'outlook-mac',
  'outlook-com': 'outlook-web',
  ios: 'outlook-ios',
  android: 'outlook-android',
};

/** A caniemail note's first sentence, its Markdown links and code marks as plain words. */
const plainNote = (note: string | undefined) =>
  note
    ? note
        .replace(/\[([^[\]]+)\]\([^()]+\)/g, '$1')
        .replace(/`/g, '')
        .split(/(?<=\.)\s/)[0]
    : null;

/** The newest tested version's support ("y", "a #1", "n") and its first note's number. */
function latest(versions: Record<string, string>): { support: string; note?: string } {
  const keys = Object.keys(versions);
  const [support, ...marks] = (versions[keys[keys.length - 1]] ?? 'u').split(/\s+/);
  return { support, note: marks.find((m) => m.startsWith('#'))?.slice(1) };
}

/**
 * From caniemail's data: each CSS property (`border-radius`, or with a value: `display:flex`; and the `<style>`
 * element, keyed `html-style`) that some Outlook client
 * does not support at all in its newest tested version. Partial support is no finding: Outlook for Windows' partial
 * support of `font-size` (no `rem`) or `padding` (table cells only) is what signatures are written for.
 */
function buildSupport(): Record<string, CssSupport> {
  const data = createRequire(import.meta.url)('caniemail/caniemail.json') as { data: Feature[] };
  const out: Record<string, CssSupport> = {};
  for (const f of data.data) {
    const isStyle = f.slug === 'html-style';
    if (f.category !== 'css' && !isStyle) continue;
    const title = f.title.replace(/ (?:CSS )?property$/, '').trim();
    const propertyValue = /^([a-z-]+):\s*([a-z-]+)$/.exec(title);
    const properties = isStyle
      ? ['html-style']
      : propertyValue
        ? [`${propertyValue[1]}:${propertyValue[2]}`]
        : title
            .split(/[,&]/)
            .map((p) => p.trim())
            .filter((p) => /^[a-z-]+$/.test(p));
    if (properties.length === 0) continue;
    const unsupported: Client[] = [];
    let note: string | null = null;
    for (const [platform, versions] of Object.entries(f.stats.outlook ?? {})) {
      const client = PLATFORMS[platform];
      if (!client) continue;
      const l = latest(versions);
      if (l.support === 'n' || (isStyle && l.support === 'a')) {
        unsupported.push(client);
        if (l.note) note ??= plainNote(f.notes_by_num?.[l.note]);
      }
    }
    if (unsupported.length === 0) continue;
    for (const p of properties) out[p] = { title: f.title, url: f.url, unsupported, note };
  }
  return out;
}

let table: Record<string, CssSupport> | null = null;
const cssSupport = () => (table ??= buildSupport());

/** Only what concerns the given clients. */
export function supportFor(clients: readonly Client[]): Record<string, CssSupport> {
  return Object.fromEntries(
    Object.entries(cssSupport())
      .map(([k, v]) => [k, { ...v, unsupported: v.unsupported.filter((c) => clients.includes(c)) }] as const)
      .filter(([, v]) => v.unsupported.length > 0),
  );
}

/** The client an apply report names ("Outlook PC 16.0", "Outlook OfficeOnline"), or null when it is no Outlook we know. */
export function clientOfReport(name: string): Client | null {
  if (/\bPC\b|Windows|Win32/i.test(name)) return 'outlook-windows';
  if (/\bMac/i.test(name)) return 'outlook-mac';
  if (/OfficeOnline|\bWeb\b|Universal/i.test(name)) return 'outlook-web';
  if (/iOS|iPhone|iPad/i.test(name)) return 'outlook-ios';
  if (/Android/i.test(name)) return 'outlook-android';
  return null;
}
