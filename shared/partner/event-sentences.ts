import { Details } from '../changelog/details.js';
import type { Json } from '../changelog/schemas.js';
import { wordsIn } from '../changelog/words.js';
import { translate, translator, type MessageValues } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { PARTNER_EVENT_MESSAGES, type PartnerEventKey } from './messages.js';
import { isOperationName, OPERATION_NAMES } from './operation-names/messages.js';
import { ClientWorkOutcome } from './records.js';

/** What a partner activity sentence is made from: the entry as stored. */
interface PartnerEventFacts {
  action: string;
  /** As stored; read leniently (each detail's type is checked where it is read). */
  details: Record<string, unknown> | null;
}

/** What the sentences are written with in one language: the catalogue, and the change log's quotes and dates. */
interface Writer {
  language: Language;
  t: (key: PartnerEventKey, values?: MessageValues) => string;
  /** A name in the language's quotes; null when there is none. */
  quoted: (name: string | null) => string | null;
  /** A day written in full ("23 December 2026"), or '' for no date. */
  day: (iso: string | null) => string;
}

type Sentence = (d: Details, w: Writer) => string;

const yes = (on: unknown) => (on ? 'yes' : 'no');
/** The client an entry concerns, by the name recorded with it. */
const client = (d: Details, w: Writer) => w.quoted(d.text('clientName')) ?? w.t('aClient');
const dated = (day: string) => ({ dated: yes(day), day });
const role = (r: string | null, w: Writer) => (r ? w.t('roleName', { role: r }) : w.t('roleNone'));

/** A write inside a client by its outcome (see ClientWorkTrail); an entry without one is from before outcomes: applied. */
const WORK_OUTCOME: Record<ClientWorkOutcome, PartnerEventKey> = {
  applied: 'workApplied',
  pending: 'workPending',
  refused: 'workRefused',
  unknown: 'workUnknown',
};

/**
 * The task worked on: the operation's name in the reader's language, by the operation id the entry keeps. An entry
 * without one (written before ids were kept) or naming an operation no longer known falls back to the route's summary
 * up to its first aside (the rest is for developers: statuses, headers, query options), which is the API reference's
 * English: English sentences take it in lower case, other languages quote it as the operation's name.
 */
function task(d: Details, w: Writer): string {
  const id = d.text('operationId');
  if (id && isOperationName(id)) return translate(OPERATION_NAMES, w.language, id);
  const what = d
    .text('summary')
    ?.split(/[:;]| \(/)[0]
    .trim();
  if (!what) return '';
  return w.language === 'en' ? `${what.charAt(0).toLowerCase()}${what.slice(1)}` : w.quoted(what)!;
}

/**
 * Every action the partner code records on its own activity log, as a sentence a person would write: clients and
 * people by name or address, dates for people, no ids. One entry per action `partners.record` is called with. The
 * entry keeps its facts; the sentence is written when it is read, in the reader's language.
 */
export const PARTNER_EVENT_SENTENCES: Record<string, Sentence> = {
  'agreement.accepted': (d, w) =>
    w.t('agreementAccepted', { versioned: yes(d.text('version')), version: d.text('version') ?? '', first: yes(d.flag('firstOwner')) }),

  'staff.added': (d, w) => w.t('staffAdded', { email: d.text('email') ?? w.t('someone'), role: d.text('role') ?? 'member' }),
  'staff.changed': (d, w) =>
    w.t('staffChanged', { email: d.text('email') ?? w.t('someone'), from: role(d.text('from'), w), to: role(d.text('to'), w) }),
  'staff.removed': (d, w) => {
    const email = d.text('email') ?? w.t('someone');
    return d.text('role') ? w.t('staffRemovedRole', { email, role: d.text('role')! }) : w.t('staffRemoved', { email });
  },

  'invite.created': (d, w) => {
    const at = d.text('email') ?? d.text('domain');
    const day = dated(w.day(d.text('expiresAt')));
    return at ? w.t('inviteCreatedAt', { at, ...day }) : w.t('inviteCreatedLink', day);
  },
  'invite.revoked': (d, w) => w.t('inviteRevoked', { sent: yes(d.text('email')), email: d.text('email') ?? '' }),
  'invite.accepted': (d, w) => w.t('inviteAccepted', { client: client(d, w), sent: yes(d.text('email')), email: d.text('email') ?? '' }),

  'transfer.requested': (d, w) => w.t('transferRequested', { client: client(d, w) }),
  'transfer.approved': (d, w) => w.t('transferApproved', { client: client(d, w) }),
  'transfer.declined': (d, w) => w.t('transferDeclined', { client: client(d, w) }),

  'client.linked': (d, w) => {
    const from = w.quoted(d.object('from').text('partnerName'));
    return w.t('clientLinked', { client: client(d, w), via: d.text('via') ?? 'none', taken: yes(from), from: from ?? '' });
  },
  'client.revoked': (d, w) => {
    const to = w.quoted(d.object('to').text('partnerName'));
    if (to) return w.t('clientMoved', { client: client(d, w), to });
    return w.t('clientEnded', { client: client(d, w), ...dated(w.day(d.text('graceEndsAt'))) });
  },
  'client.released': (d, w) => w.t('clientReleased', { client: client(d, w), ...dated(w.day(d.text('graceEndsAt'))) }),
  'client.work': (d, w) => {
    const outcome = ClientWorkOutcome.safeParse(d.text('outcome')).data ?? 'applied';
    const what = task(d, w);
    return w.t(WORK_OUTCOME[outcome], { client: client(d, w), tasked: yes(what), task: what });
  },

  'billing.seats_synced': (d, w) => {
    const from = d.num('from');
    const to = d.num('to') ?? 0;
    return from === null ? w.t('seatsSet', { to }) : w.t('seatsChanged', { from, to });
  },
  'billing.profile_saved': (d, w) => (d.text('name') ? w.t('billingSavedFor', { name: d.text('name')! }) : w.t('billingSaved')),
};

function writerIn(language: Language): Writer {
  const words = wordsIn(language);
  return {
    language,
    t: translator(PARTNER_EVENT_MESSAGES, language),
    quoted: (name) => (name ? words.quoted(name, 'aPartner') : null),
    day: (iso) => words.day(iso) ?? '',
  };
}

/** The entry as a sentence in `language`; an action without one (none should be) still reads as words, never as a code. */
export function partnerEventSentence(facts: PartnerEventFacts, language: Language = DEFAULT_LANGUAGE): string {
  const sentence = PARTNER_EVENT_SENTENCES[facts.action];
  const words = sentence
    ? sentence(new Details(facts.details as Record<string, Json> | null), writerIn(language))
    : facts.action.replace(/[._]/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
