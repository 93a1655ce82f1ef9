import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.js';
import type { AddinFacts, RelayFacts } from '../../shared/trail/explain.js';
import { explainFacts, explanationIn, storedFacts, type TrailFacts } from '../../shared/trail/facts.js';

/** The message trail's explanations, written from an entry's facts in each reader's language. */

const addin = (f: Partial<AddinFacts>): TrailFacts => ({
  kind: 'addin',
  facts: {
    type: 'new',
    template: { name: 'Sales', version: 3 },
    chosenBy: {
      kind: 'rule',
      name: 'Sales team',
      because: { kind: 'attribute', test: 'is', name: 'department', attribute: 'department', value: 'Sales' },
    },
    language: null,
    domains: ['fabrikam.example'],
    outside: ['fabrikam.example'],
    blocks: [],
    stale: null,
    ...f,
  },
});
const relay = (f: Partial<RelayFacts>): TrailFacts => ({
  kind: 'relay',
  facts: { outcome: 'signed', template: null, reason: null, detail: null, placement: null, nextHop: null, outside: [], ...f },
});
const banner = { kind: 'banner', name: 'Winter offer' } as const;
const footer = { kind: 'footer', name: 'Legal' } as const;

/** Every kind of explanation, with the English it has always been written in. */
const EXAMPLES: Record<string, [TrailFacts, string]> = {
  'rule matched, attribute': [
    addin({ blocks: [banner] }),
    "Signed by the add-in with 'Sales' version 3 because the rule 'Sales team' matched (department is Sales). " +
      "Writing to external recipients (fabrikam.example), so the banner 'Winter offer' was added.",
  ],
  'rule matched, recipients': [
    addin({
      type: 'reply',
      chosenBy: { kind: 'rule', name: 'Partners', because: { kind: 'recipients', domains: 'fabrikam.example' } },
      blocks: [banner, footer],
      domains: ['fabrikam.example', 'contoso.example'],
      outside: ['fabrikam.example', 'tailspin.example'],
    }),
    "Signed by the add-in with 'Sales' version 3 because the rule 'Partners' matched (recipients fabrikam.example). " +
      "Replying to external recipients (fabrikam.example and tailspin.example), so the banner 'Winter offer' and the footer 'Legal' were added.",
  ],
  'rule matched, group': [
    addin({ chosenBy: { kind: 'rule', name: 'Staff', because: { kind: 'memberOf' } }, outside: [] }),
    "Signed by the add-in with 'Sales' version 3 because the rule 'Staff' matched (the mailbox is a member of the group the rule names). " +
      'Writing to recipients inside the organisation (fabrikam.example).',
  ],
  'rule matched, empty and others': [
    addin({
      chosenBy: {
        kind: 'rule',
        name: 'No title',
        because: { kind: 'attribute', test: 'empty', name: 'jobTitle', attribute: 'job title', value: '' },
      },
      domains: [],
      outside: [],
    }),
    "Signed by the add-in with 'Sales' version 3 because the rule 'No title' matched (job title is empty). " +
      'The recipients were not known, so no recipient condition applied.',
  ],
  'default, language chosen, stale': [
    addin({
      chosenBy: { kind: 'default', rules: 2 },
      language: { tag: 'de', reason: 'recipient-domain', variants: 1 },
      stale: '2026-12-01T08:00:00.000Z',
    }),
    "Signed by the add-in with 'Sales' version 3 because no rule matched (of 2) and it is the default for new messages. " +
      'Writing to external recipients (fabrikam.example). ' +
      "The de variant was chosen because the recipients' domains are listed for it. " +
      'Storage was out, so the last good answer (rendered 2026-12-01T08:00:00.000Z) was served.',
  ],
  'no template, no rules, default language': [
    addin({ template: null, chosenBy: { kind: 'none', rules: 0 }, language: null }),
    'No signature from the add-in: the organisation has no rules and no template is the default for new messages. ' +
      'Writing to external recipients (fabrikam.example).',
  ],
  'default language': [
    addin({ chosenBy: { kind: 'default', rules: 0 }, language: { tag: null, reason: 'default', variants: 2 } }),
    "Signed by the add-in with 'Sales' version 3 because the organisation has no rules and it is the default for new messages. " +
      'Writing to external recipients (fabrikam.example). ' +
      'The default language was used because no recipient domain, country or preferred language chose a variant.',
  ],
  'values and where they came from': [
    addin({
      chosenBy: { kind: 'rule', name: 'Sales team', because: { kind: 'held' } },
      values: [
        { name: 'displayName', label: 'Display name', source: 'directory' },
        { name: 'pronouns', label: 'Pronouns', source: 'person' },
      ],
    }),
    "Signed by the add-in with 'Sales' version 3 because the rule 'Sales team' matched (its condition held). " +
      'Writing to external recipients (fabrikam.example). The pronouns comes from what the person entered themselves. The display name comes from the directory.',
  ],
  'add-in refused': [
    { kind: 'refusal', code: 'paused', message: 'Signatures are paused for this organisation.' },
    'No signature from the add-in: the service refused it (paused): Signatures are paused for this organisation.',
  ],
  'add-in failed': [
    { kind: 'failure', message: 'storage unavailable' },
    'No signature from the add-in: the service failed (storage unavailable).',
  ],
  'relay signed, marker, thread by rule, phone footer': [
    relay({
      template: { name: 'Sales', version: 4 },
      placement: 'marker:Outlook',
      inThread: true,
      threadRule: 'Replies',
      footerRemoved: true,
    }),
    "Signed by the relay with 'Sales' version 4. It was placed at the signature marker of Outlook. " +
      "The quoted thread already held this sender’s full signature and the rule 'Replies' signs their replies once per thread, so the reply signature was used, without banners. " +
      'The footer the sender’s phone or mail app had added (such as “Sent from my iPhone”) was taken off the end of the new text.',
  ],
  'relay signed, end of body, thread': [
    relay({ template: { name: 'Sales', version: null }, placement: 'body_end', inThread: true }),
    "Signed by the relay with 'Sales' version ?. It was placed at the end of the body. " +
      'The quoted thread already held this sender’s full signature and the organisation signs once per thread, so the reply signature was used, without banners.',
  ],
  'relay signed with its template, at the end': [
    relay({ placement: 'end' }),
    'Signed by the relay with its template. It was placed at the end of the message.',
  ],
  'relay added the footer': [
    relay({ outcome: 'footer', outside: ['fabrikam.example'], placement: 'body_end' }),
    'The add-in had signed it; the relay added what is meant for external recipients (fabrikam.example) and nothing else. It was placed at the end of the body.',
  ],
  'passed: thread': [
    relay({ outcome: 'passed', reason: 'thread_signed' }),
    'Passed unchanged by the relay: the quoted thread already holds this sender’s full signature, the organisation signs once per thread, and no reply signature is set.',
  ],
  'passed: DKIM': [
    relay({ outcome: 'passed', reason: 'dkim_signed' }),
    'Passed unchanged by the relay: the message arrived already DKIM-signed, and a signature added to its text would have made that DKIM signature fail at the receiver.',
  ],
  'passed: already signed': [
    relay({ outcome: 'passed', reason: 'already_signed' }),
    'Passed unchanged by the relay: the new text above the quoted thread already holds a signature of the service, so a second one would stack under it.',
  ],
  'passed: a reason monitoring names': [
    relay({ outcome: 'passed', reason: 'encrypted', detail: 'S/MIME.' }),
    'Passed unchanged by the relay: Encrypted (S/MIME).',
  ],
  'next hop refused': [relay({ outcome: 'next_hop_refused' }), 'The next mail server refused it: no answer.'],
  'relay refused': [
    relay({ outcome: 'refused', reason: 'spf_fail', detail: 'the sender’s domain does not allow this relay' }),
    'Refused by the relay: it is not proven to come from the organisation (spf_fail (the sender’s domain does not allow this relay)).',
  ],
};

const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

describe('the message trail’s explanations', () => {
  it.each(Object.entries(EXAMPLES))('%s: English as it always was', (_, [facts, english]) => {
    expect(explainFacts(facts, 'en')).toBe(english);
  });

  it.each(Object.entries(EXAMPLES))('%s: written in every language, names and domains kept as data', (_, [facts]) => {
    const english = explainFacts(facts, 'en');
    for (const language of OTHERS) {
      const text = explainFacts(facts, language);
      expect([language, text]).not.toEqual([language, english]);
      expect(text).not.toMatch(/[{}]|undefined|\bnull\b/);
      for (const data of ['Sales', 'fabrikam.example', 'tailspin.example', 'Winter offer', 'paused', 'spf_fail', 'Outlook'])
        if (english.includes(data)) expect([language, text.includes(data)]).toEqual([language, true]);
    }
  });

  it('in German, as a German administrator would read it', () => {
    expect(explainFacts(EXAMPLES['rule matched, attribute'][0], 'de')).toBe(
      'Vom Add-In mit „Sales“ Version 3 signiert, weil die Regel „Sales team“ zutraf (Abteilung ist Sales). ' +
        'Nachricht an externe Empfänger (fabrikam.example), daher wurde das Banner „Winter offer“ hinzugefügt.',
    );
    expect(explainFacts(EXAMPLES['rule matched, recipients'][0], 'de')).toBe(
      'Vom Add-In mit „Sales“ Version 3 signiert, weil die Regel „Partners“ zutraf (Empfänger fabrikam.example). ' +
        'Antwort an externe Empfänger (fabrikam.example und tailspin.example), daher wurden das Banner „Winter offer“ und die Fußzeile „Legal“ hinzugefügt.',
    );
    expect(explainFacts(EXAMPLES['default, language chosen, stale'][0], 'de')).toContain(
      'Der Speicher war nicht erreichbar, daher wurde die letzte gültige Antwort (erstellt 1. Dezember 2026 um 08:00 UTC) ausgeliefert.',
    );
    expect(explainFacts(EXAMPLES['passed: a reason monitoring names'][0], 'de')).toBe(
      'Vom Relay unverändert weitergeleitet: Verschlüsselt (S/MIME).',
    );
    expect(explainFacts(EXAMPLES['relay added the footer'][0], 'fr')).toBe(
      'Le complément l’avait signé ; le relais n’a ajouté que ce qui est destiné aux destinataires externes (fabrikam.example). ' +
        'Elle a été placée à la fin du corps.',
    );
  });

  it('says a refusal or failure of the add-in by its code in the reader’s language, the stored words only in English or for a code nobody knows', () => {
    const excluded: TrailFacts = {
      kind: 'refusal',
      code: 'mailbox_excluded',
      message: 'Your mailbox is not among those the organisation provides signatures for',
    };
    expect(explainFacts(excluded, 'en')).toBe(
      'No signature from the add-in: the service refused it (mailbox_excluded): Your mailbox is not among those the organisation provides signatures for.',
    );
    expect(explainFacts(excluded, 'de')).toBe(
      'Keine Signatur vom Add-In: Der Dienst hat abgelehnt (mailbox_excluded): Ihr Postfach gehört nicht zu denen, für die die Organisation Signaturen bereitstellt.',
    );
    // A site's own words stay in English; another language says the code's sentence.
    const paused: TrailFacts = { kind: 'refusal', code: 'delivery_paused', message: 'Signatures are paused for this organisation.' };
    expect(explainFacts(paused, 'en')).toBe(
      'No signature from the add-in: the service refused it (delivery_paused): Signatures are paused for this organisation.',
    );
    expect(explainFacts(paused, 'fr')).toBe(
      'Aucune signature du complément : le service l’a refusée (delivery_paused) : La distribution des signatures est suspendue pour cette organisation.',
    );
    expect(explainFacts({ kind: 'refusal', code: '418', message: 'I am a teapot.' }, 'de')).toBe(
      'Keine Signatur vom Add-In: Der Dienst hat abgelehnt (418): I am a teapot.',
    );
    const failed: TrailFacts = { kind: 'failure', message: 'connect ECONNREFUSED 127.0.0.1:10002', code: 'storage_unavailable' };
    expect(explainFacts(failed, 'en')).toBe('No signature from the add-in: the service failed (connect ECONNREFUSED 127.0.0.1:10002).');
    expect(explainFacts(failed, 'de')).toBe(
      'Keine Signatur vom Add-In: Beim Dienst ist ein Fehler aufgetreten (Der Speicher ist nicht erreichbar. Versuchen Sie es gleich noch einmal).',
    );
    expect(explainFacts({ kind: 'failure', message: 'storage unavailable' }, 'de')).toBe(
      'Keine Signatur vom Add-In: Beim Dienst ist ein Fehler aufgetreten (storage unavailable).',
    );
  });

  it('an entry kept before its facts were, or with facts that no longer read, keeps its English', () => {
    const stored = storedFacts(EXAMPLES['next hop refused'][0]);
    expect(stored.explanation).toBe('The next mail server refused it: no answer.');
    expect(explanationIn(stored, 'nl')).toBe('De volgende mailserver heeft het geweigerd: geen antwoord.');
    expect(explanationIn({ explanation: 'Old words.' }, 'de')).toBe('Old words.');
    expect(explanationIn({ facts: '{not json', explanation: 'Old words.' }, 'de')).toBe('Old words.');
    expect(explanationIn({ facts: '{"kind":"other"}', explanation: 'Old words.' }, 'de')).toBe('Old words.');
  });
});
