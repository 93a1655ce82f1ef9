import { describe, expect, it } from 'vitest';
import { errorIn, saidJson } from '../../shared/activity/error-detail.js';
import { explainFacts, explanationIn, storedFacts, type TrailFacts } from '../../shared/trail/facts.js';
import { RELAY_DETAIL_MESSAGES } from '../../shared/trail/detail-messages.js';
import type { RelayFacts } from '../../shared/trail/explain.js';
import { said, type DetailKey, type DetailValues } from '../../shared/trail/relay-detail.js';

const relay = (f: Partial<RelayFacts>): TrailFacts => ({
  kind: 'relay',
  facts: { outcome: 'passed', template: null, reason: 'malformed', detail: null, placement: null, nextHop: null, outside: [], ...f },
});

/** A pass with the detail by key, as the relay and the service now give it: its English text and its key. */
const passed = (key: DetailKey, values?: DetailValues) => {
  const { detail, said: by } = said(key, values);
  return relay({ detail, said: by });
};

const EN = 'Passed unchanged by the relay: Malformed message';
const DE = 'Vom Relay unverändert weitergeleitet: Fehlerhafte Nachricht';

/** Each key, its values, and the pass read in English (as the relay wrote it) and in German. */
const PASSES: [DetailKey, DetailValues | undefined, string, string][] = [
  ['noFromHeader', undefined, `${EN} (no From header).`, `${DE} (kein From-Header).`],
  ['nestingTooDeep', undefined, `${EN} (MIME nesting too deep).`, `${DE} (MIME-Verschachtelung zu tief).`],
  ['noMessage', undefined, `${EN} (no message).`, `${DE} (keine Nachricht).`],
  ['partsNotLocated', undefined, `${EN} (the parts could not be located).`, `${DE} (die Teile ließen sich nicht finden).`],
  ['bodyPartSize', { bytes: '2000000' }, `${EN} (body part of 2000000 bytes).`, `${DE} (Textteil mit 2000000 Bytes).`],
  ['multipartNotClosed', undefined, `${EN} (multipart not closed).`, `${DE} (Multipart nicht abgeschlossen).`],
  ['relatedNotClosed', undefined, `${EN} (multipart/related not closed).`, `${DE} (multipart/related nicht abgeschlossen).`],
  ['encoding', { name: 'x-uuencode' }, `${EN} (x-uuencode).`, `${DE} (x-uuencode).`],
  ['charset', { name: 'x-mac-klingon' }, `${EN} (x-mac-klingon).`, `${DE} (x-mac-klingon).`],
  ['error', { message: 'Unexpected end of input' }, `${EN} (Unexpected end of input).`, `${DE} (Fehler: „Unexpected end of input“).`],
  [
    'notInServedDomain',
    undefined,
    `${EN} (The sender is not in a verified domain of an organisation served).`,
    `${DE} (Der Absender ist in keiner verifizierten Domäne einer betreuten Organisation).`,
  ],
  [
    'nullSender',
    undefined,
    `${EN} (Sent with the null sender: an automatic reply or a receipt).`,
    `${DE} (Mit leerem Absender gesendet: eine automatische Antwort oder eine Bestätigung).`,
  ],
  ['noFromAddress', undefined, `${EN} (The message has no From address).`, `${DE} (Die Nachricht hat keine From-Adresse).`],
  [
    'noTemplate',
    { type: 'reply' },
    `${EN} (No template is assigned to reply messages of this mailbox).`,
    `${DE} (Diesem Postfach ist keine Vorlage für Antworten zugewiesen).`,
  ],
  [
    'noTemplate',
    { type: 'new' },
    `${EN} (No template is assigned to new messages of this mailbox).`,
    `${DE} (Diesem Postfach ist keine Vorlage für neue Nachrichten zugewiesen).`,
  ],
  ['serviceFailed', undefined, `${EN} (The service failed).`, `${DE} (Der Dienst ist ausgefallen).`],
];

const REFUSED_EN = 'Refused by the relay: it is not proven to come from the organisation (no_cross_tenant_id';
const REFUSED_DE = 'Vom Relay abgelehnt: Es ist nicht nachgewiesen, dass sie von der Organisation stammt (no_cross_tenant_id';

/** The admission's details, in a refusal. */
const REFUSALS: [DetailKey, DetailValues | undefined, string, string][] = [
  ['headersTooLarge', undefined, 'The header block is larger than the relay reads', 'Der Header-Block ist größer, als das Relay liest'],
  ['severalFrom', undefined, 'The message has more than one From field', 'Die Nachricht hat mehr als ein From-Feld'],
  [
    'unreadableFrom',
    undefined,
    'The From field holds no address the relay can read',
    'Das From-Feld enthält keine Adresse, die das Relay lesen kann',
  ],
  [
    'noSenderAddress',
    undefined,
    'The message has neither an envelope sender nor a From address',
    'Die Nachricht hat weder einen Envelope-Absender noch eine From-Adresse',
  ],
  [
    'domainNotServed',
    { address: 'ann@contoso.com' },
    'No organisation served owns the domain of <ann@contoso.com>',
    'Keine betreute Organisation besitzt die Domäne von <ann@contoso.com>',
  ],
  [
    'sendersDisagree',
    undefined,
    'The envelope sender and the From address belong to different organisations',
    'Envelope-Absender und From-Adresse gehören zu verschiedenen Organisationen',
  ],
  [
    'lookupFailed',
    { message: 'socket hang up' },
    "The sender's organisation cannot be looked up now: socket hang up",
    'Die Organisation des Absenders lässt sich gerade nicht ermitteln: „socket hang up“',
  ],
  ['noSenderNamed', undefined, 'The message names no sender', 'Die Nachricht nennt keinen Absender'],
  [
    'noCrossTenantId',
    undefined,
    'The message carries no X-MS-Exchange-CrossTenant-Id: it did not come from Exchange Online',
    'Die Nachricht hat keine X-MS-Exchange-CrossTenant-Id: Sie kam nicht von Exchange Online',
  ],
  [
    'severalCrossTenantIds',
    undefined,
    'The message carries more than one X-MS-Exchange-CrossTenant-Id',
    'Die Nachricht hat mehr als eine X-MS-Exchange-CrossTenant-Id',
  ],
  [
    'organisationMismatch',
    undefined,
    'Exchange Online names another organisation than the one that owns the sender',
    'Exchange Online nennt eine andere Organisation als die, der der Absender gehört',
  ],
  [
    'connectionBoundElsewhere',
    undefined,
    "The connection was opened for another organisation's relay host name",
    'Die Verbindung wurde für den Relay-Hostnamen einer anderen Organisation geöffnet',
  ],
];

describe("a relay entry's detail, by key", () => {
  it.each(PASSES)('a pass with %s reads in English as the relay wrote it, and in German', (key, values, en, de) => {
    const facts = passed(key, values);
    expect(explainFacts(facts, 'en')).toBe(en);
    expect(explainFacts(facts, 'de')).toBe(de);
  });

  it.each(REFUSALS)('a refusal with %s reads in English as the service wrote it, and in German', (key, values, en, de) => {
    const { detail, said: by } = said(key, values);
    expect(detail).toBe(en);
    const facts = relay({ outcome: 'refused', reason: 'no_cross_tenant_id', detail, said: by });
    expect(explainFacts(facts, 'en')).toBe(`${REFUSED_EN} (${en})).`);
    expect(explainFacts(facts, 'de')).toBe(`${REFUSED_DE} (${de})).`);
  });

  it('covers every key of the catalogue', () => {
    const covered = new Set([...PASSES, ...REFUSALS].map(([key]) => key));
    expect([...covered].sort()).toEqual(Object.keys(RELAY_DETAIL_MESSAGES.messages.en).sort());
  });

  it('shows the text of facts stored before keys, or with a key this version does not know, as it was', () => {
    const before = storedFacts(relay({ detail: 'no From header' }));
    expect(explanationIn(before, 'de')).toBe(`${DE} (no From header).`);
    const unknown = { ...before, facts: JSON.stringify(relay({ detail: 'later', said: { key: 'fromLater' as DetailKey } })) };
    expect(explanationIn(unknown, 'de')).toBe(`${DE} (later).`);
  });

  it("writes monitoring's error by key in the reader's language, with its code first when it has one", () => {
    const { detail, said: by } = said('nullSender');
    const { errorSaid } = saidJson(by);
    expect(errorIn(detail, errorSaid, 'de')).toBe('Mit leerem Absender gesendet: eine automatische Antwort oder eine Bestätigung');
    const refusal = said('severalFrom');
    const led = saidJson(refusal.said, 'unreadable_from').errorSaid;
    expect(errorIn(`unreadable_from: ${refusal.detail}`, led, 'en')).toBe('unreadable_from: The message has more than one From field');
    expect(errorIn(`unreadable_from: ${refusal.detail}`, led, 'de')).toBe('unreadable_from: Die Nachricht hat mehr als ein From-Feld');
    // Stored before keys, or by a key this version does not know: the text as stored.
    expect(errorIn('boom', undefined, 'de')).toBe('boom');
    expect(errorIn('boom', '{"key":"fromLater"}', 'de')).toBe('boom');
    expect(errorIn('boom', 'not json', 'de')).toBe('boom');
  });
});
