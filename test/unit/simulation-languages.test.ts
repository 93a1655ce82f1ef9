import { describe, expect, it } from 'vitest';
import { layerSentence } from '../../shared/imports/layers.js';
import type { LayerRow } from '../../shared/imports/schemas.js';
import { threadExplanation } from '../../shared/threads/simulation.js';

/** The simulation's explanations in the reader's language; English word for word as before. */

const names = { newName: 'Full', replyName: 'Short' };
const rule = { kind: 'rule', ruleId: 'r1', name: 'Customers' } as const;

describe('what the simulation says of replies in a thread', () => {
  it('reads in English as it always did', () => {
    expect(threadExplanation('every', names)).toBe(
      'Every reply carries its reply signature (“Short”), however often the thread already shows it.',
    );
    expect(threadExplanation('every', { newName: null, replyName: null })).toBe(
      'Every reply carries its reply signature (none is set), however often the thread already shows it.',
    );
    expect(threadExplanation('oncePerThread', names, rule)).toBe(
      'The rule signs once per thread: a reply whose quoted thread does not yet hold this sender’s full signature carries it (“Full”, with its banners); a reply whose quoted thread already holds it gets the reply template “Short” without banners (the footers stay). The rule “Customers” sets this for the mailbox’s replies.',
    );
    expect(threadExplanation('oncePerThread', { newName: 'Full', replyName: null })).toBe(
      'The organisation signs once per thread: a reply whose quoted thread does not yet hold this sender’s full signature carries it (“Full”, with its banners); a reply whose quoted thread already holds it gets no signature, since no reply template is set.',
    );
  });

  it('reads in German, French, Spanish and Dutch, with their own quotation marks', () => {
    expect(threadExplanation('every', names, undefined, 'de')).toBe(
      'Jede Antwort erhält ihre Antwortsignatur („Short“), ganz gleich, wie oft der Verlauf sie schon zeigt.',
    );
    expect(threadExplanation('oncePerThread', names, rule, 'fr')).toMatch(
      /^La règle signe une fois par conversation : .*« Short » sans bannières.* La règle « Customers » le définit/,
    );
    expect(threadExplanation('oncePerThread', { newName: 'Full', replyName: null }, undefined, 'es')).toMatch(
      /^La organización firma una vez por conversación: .*ninguna firma, ya que no hay plantilla de respuesta\.$/,
    );
    expect(threadExplanation('every', { newName: null, replyName: null }, undefined, 'nl')).toBe(
      'Elk antwoord krijgt zijn antwoordhandtekening (er is er geen ingesteld), hoe vaak de conversatie die ook al toont.',
    );
  });
});

describe('where the values come from', () => {
  const row = (name: string, label: string, source: LayerRow['source']): LayerRow => ({
    name,
    label,
    value: 'x',
    source,
    directory: null,
    imported: 'x',
    person: null,
  });
  const rows = [row('jobTitle', 'Job title', 'import'), row('city', 'City', 'directory'), row('department', 'Department', 'import')];

  it('names the imported values in a sentence of each language, the attributes by their names in it', () => {
    expect(layerSentence(rows)).toBe('The job title and department come from imported values, not from the directory.');
    expect(layerSentence([rows[0]!])).toBe('The job title comes from imported values, not from the directory.');
    expect(layerSentence(rows, { language: 'de' })).toBe(
      'Diese Werte stammen aus importierten Werten statt aus dem Verzeichnis: Position und Abteilung.',
    );
    expect(layerSentence([rows[0]!], { language: 'es' })).toBe('Este valor viene de los valores importados, no del directorio: Puesto.');
    expect(layerSentence([...rows, row('pronouns', 'Pronouns', 'import')], { language: 'nl' })).toBe(
      'Deze waarden komen uit geïmporteerde waarden, niet uit de directory: Functie, Afdeling en Pronouns.',
    );
    expect(layerSentence([rows[1]!], { language: 'fr' })).toBeNull();
  });
});
