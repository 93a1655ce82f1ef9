import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compiledMessages } from '../../portal/compiled-messages.js';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = compiledMessages().transform as Transform;

/** The transformed module, its `catalogue` a stand-in that returns the messages by language, imported from a file. */
async function messagesOf(code: string): Promise<Record<string, Record<string, unknown>>> {
  const stand = 'const catalogue = (area, en, others) => ({ en, ...others });';
  const file = join(await mkdtemp(join(tmpdir(), 'compiled-messages-')), 'demo.mjs');
  await writeFile(file, code.replace(/^import .*$/m, stand));
  const module = (await import(pathToFileURL(file).href)) as { demoMessages: Record<string, Record<string, unknown>> };
  return module.demoMessages;
}

const source = `import { catalogue } from '../../shared/i18n/catalogue.js';
export const demoMessages = catalogue(
  'portal.demo',
  { count: '{count, plural, one {# template} other {# templates}}', plain: 'Saved' },
  { de: { count: '{count, plural, one {# Vorlage} other {# Vorlagen}}', plain: 'Gespeichert' } },
);`;

describe('the portal build’s compiled catalogues', () => {
  it('replaces every message with its ICU syntax tree, which formats as the string did', async () => {
    const out = transform(source, '/x/demo.messages.ts')!.code;
    expect(out).not.toContain("'Saved'");
    const messages = await messagesOf(out);
    expect(messages.en.plain).toEqual([{ type: 0, value: 'Saved' }]);
    expect(new IntlMessageFormat(messages.de.count as never, 'de').format({ count: 2 })).toBe('2 Vorlagen');
    expect(new IntlMessageFormat(messages.en.count as never, 'en').format({ count: 1 })).toBe('1 template');
  });

  it('leaves other modules alone', () => {
    expect(transform(source, '/x/demo.ts')).toBeNull();
  });

  it('fails the build on a message the browser could not parse (not a literal)', () => {
    const computed = source.replace("plain: 'Saved'", "plain: 'Sa' + 'ved'");
    expect(() => transform(computed, '/x/demo.messages.ts')).toThrow(/demo\.messages\.ts:4: a catalogue’s messages/);
  });
});
