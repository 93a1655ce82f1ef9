import { describe, expect, it } from 'vitest';
import type { Json } from '../../shared/changelog/schemas.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { operationIdOf } from '../../shared/openapi/operation-ids.js';
import { recordsClientWork } from '../../shared/partner/access.js';
import { partnerEventSentence } from '../../shared/partner/event-sentences.js';
import { OPERATION_NAMES } from '../../shared/partner/operation-names/messages.js';
import { routes } from '../../shared/routes.js';

/** The names of the operations a partner's staff performs inside a client, as the partner's activity log writes them. */

const recorded = routes.filter(recordsClientWork);
const named = Object.keys(OPERATION_NAMES.messages.en);

describe('the operations worked inside a client', () => {
  it('are found in the route table', () => {
    expect(recorded.length).toBeGreaterThan(50);
    expect(recorded.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/admin/templates');
  });

  it('each have their own operation id', () => {
    const ids = recorded.map(operationIdOf);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('each have a name, and the catalogue names nothing else: a new write route without one fails here', () => {
    const ids = new Set(recorded.map(operationIdOf));
    expect(recorded.filter((r) => !named.includes(operationIdOf(r))).map((r) => `${r.method} ${r.path} (${operationIdOf(r)})`)).toEqual([]);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are named in every language, never in an English left behind', () => {
    const { en, ...others } = OPERATION_NAMES.messages;
    for (const [language, names] of Object.entries(others))
      for (const [id, name] of Object.entries(names)) expect([language, id, name]).not.toEqual([language, id, en[id as keyof typeof en]]);
  });
});

describe('a write inside a client on the partner’s activity log', () => {
  const work = {
    operation: 'POST /api/admin/templates',
    summary: 'Create a template: its body is an unpublished working copy',
    clientName: 'Contoso Demo',
  };
  const sentence = (details: Record<string, Json>, language: (typeof LANGUAGES)[number]) =>
    partnerEventSentence({ action: 'client.work', details }, language);

  it('names the operation in the reader’s language by its operation id', () => {
    const created = { ...work, operationId: 'createTemplate', outcome: 'applied', status: 201 };
    expect(sentence(created, 'en')).toBe('Worked inside “Contoso Demo”: create a template');
    expect(sentence(created, 'de')).toBe('In der Kundenorganisation „Contoso Demo“ gearbeitet: Vorlage erstellen');
    expect(sentence(created, 'fr')).toBe('A travaillé dans «\u00a0Contoso Demo\u00a0» : créer un modèle');
    const renamed = {
      ...work,
      operation: 'PATCH /api/admin/templates/:id',
      operationId: 'updateTemplate',
      summary: 'Rename a template',
      outcome: 'refused',
    };
    expect(sentence(renamed, 'en')).toBe('Tried to work inside “Contoso Demo”: rename a template; it was refused and nothing was changed');
    expect(sentence(renamed, 'de')).toBe(
      'Versuch, in der Kundenorganisation „Contoso Demo“ zu arbeiten: Vorlage umbenennen; abgelehnt, nichts wurde geändert',
    );
    expect(sentence({ ...work, operationId: 'saveSettings', summary: 'Change organisation settings', outcome: 'pending' }, 'nl')).toBe(
      'Begonnen met werken in „Contoso Demo”: instellingen van de organisatie wijzigen (resultaat niet vastgelegd)',
    );
  });

  it('an entry from before operation ids, or naming an operation no longer known, quotes the route’s summary', () => {
    expect(sentence({ ...work, outcome: 'applied' }, 'en')).toBe('Worked inside “Contoso Demo”: create a template');
    expect(sentence({ ...work, outcome: 'applied' }, 'de')).toBe(
      'In der Kundenorganisation „Contoso Demo“ gearbeitet: „Create a template“',
    );
    expect(sentence({ ...work, operationId: 'createGadget', summary: 'Create a gadget', outcome: 'applied' }, 'de')).toBe(
      'In der Kundenorganisation „Contoso Demo“ gearbeitet: „Create a gadget“',
    );
  });
});
