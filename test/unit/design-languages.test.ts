import { describe, expect, it } from 'vitest';
import { LanguageDesigns, mergeVariants, packVariants, unpackVariants, type VariantDesign } from '../../shared/designs/languages.js';
import { Design } from '../../shared/designs/schema.js';

const design = (text: string) => Design.parse({ version: 1, blocks: [{ id: 'name', type: 'text', text }] });
const kept = (language: string, detached = false): VariantDesign => ({
  language,
  design: design(language),
  htmlHash: `h-${language}`,
  detached,
});
const v = (language: string, html: string) => ({ language, html });

describe('language designs as a request names them', () => {
  it('writes tags in their usual case and refuses one language twice, naming the second', () => {
    const parsed = LanguageDesigns.safeParse([{ language: 'fr-ca', design: design('a') }]);
    expect(parsed.success && parsed.data[0].language).toBe('fr-CA');
    const twice = LanguageDesigns.safeParse([
      { language: 'de', design: design('a') },
      { language: 'DE', design: design('b') },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error!.issues.map((i) => i.path.join('.'))).toEqual(['1.language']);
  });
});

describe('the working copy’s variants after a design save', () => {
  it('takes each designed language’s rendered HTML, in the order the variants have', () => {
    const working = [v('fr', '<p>fr</p>'), v('de', '<p>old de</p>')];
    expect(mergeVariants(working, [kept('de')], [v('de', '<p>new de</p>')])).toEqual([v('fr', '<p>fr</p>'), v('de', '<p>new de</p>')]);
  });

  it('adds a new language last and drops a designed language left out, with its variant', () => {
    const working = [v('de', '<p>de</p>'), v('it', '<p>it</p>')];
    expect(mergeVariants(working, [kept('de')], [v('es', '<p>es</p>')])).toEqual([v('it', '<p>it</p>'), v('es', '<p>es</p>')]);
  });

  it('keeps variants written as HTML, and a detached variant’s hand edits', () => {
    const working = [v('de', '<p>by hand</p>'), v('fr', '<p>fr</p>')];
    expect(mergeVariants(working, [kept('de', true)], [])).toEqual(working);
  });
});

describe('variant designs in a table row', () => {
  it('reads back what it wrote, each design in a property of its own', () => {
    const list = [kept('de'), kept('fr-CA', true)];
    const row = packVariants(list);
    expect(Object.keys(row).sort()).toEqual(['variantDesign0', 'variantDesign1', 'variants']);
    expect(unpackVariants(row)).toEqual(list);
  });

  it('reads a row written before designs had languages as having none', () => {
    expect(unpackVariants({})).toEqual([]);
  });
});
