import { Details, dayWords, plural, quoted, withArticle } from '../changelog/sentences.js';
import type { Json } from '../changelog/schemas.js';
import { ClientWorkOutcome } from './records.js';

/** What a partner activity sentence is made from: the entry as stored. */
interface PartnerEventFacts {
  action: string;
  /** As stored; read leniently (each detail's type is checked where it is read). */
  details: Record<string, unknown> | null;
}

type Sentence = (d: Details) => string;

/** The client an entry concerns, by the name recorded with it. */
const client = (d: Details) => quoted(d.text('clientName'), 'a client');
const VIA: Record<string, string> = { invite: 'by invitation', transfer: 'by takeover' };
const seats = (d: Details) => {
  const to = d.num('to') ?? 0;
  return d.num('from') === null ? `to ${plural(to, 'seat')}` : `from ${plural(d.num('from')!, 'seat')} to ${to}`;
};

/** A write inside a client by its outcome (see ClientWorkTrail); an entry without one is from before outcomes: applied. */
const WORK_OUTCOME: Record<ClientWorkOutcome, (client: string, task: string) => string> = {
  applied: (client, task) => `Worked inside ${client}${task}`,
  pending: (client, task) => `Began work inside ${client}${task} (outcome not recorded)`,
  refused: (client, task) => `Tried to work inside ${client}${task}; it was refused and nothing was changed`,
  unknown: (client, task) => `Tried to work inside ${client}${task}; the service failed, so whether it took effect is not known`,
};
const workOutcome = (outcome: string | null) => WORK_OUTCOME[ClientWorkOutcome.safeParse(outcome).data ?? 'applied'];

/**
 * Every action the partner code records on its own activity log, as a sentence a person would write: clients and
 * people by name or address, dates for people, no ids. One entry per action `partners.record` is called with.
 */
export const PARTNER_EVENT_SENTENCES: Record<string, Sentence> = {
  'agreement.accepted': (d) =>
    `Accepted the partner agreement${d.text('version') ? `, version ${d.text('version')}` : ''}${d.flag('firstOwner') ? ', becoming the first Owner' : ''}`,

  'staff.added': (d) => `Added ${d.text('email') ?? 'someone'} to the staff as ${withArticle(d.text('role') ?? 'member')}`,
  'staff.changed': (d) =>
    `Changed the staff role of ${d.text('email') ?? 'someone'} from ${d.text('from') ?? 'none'} to ${d.text('to') ?? 'none'}`,
  'staff.removed': (d) =>
    `Removed ${d.text('email') ?? 'someone'}${d.text('role') ? `, who was ${withArticle(d.text('role')!)},` : ''} from the staff`,

  'invite.created': (d) => {
    const expires = dayWords(d.text('expiresAt'));
    const at = d.text('email') ?? d.text('domain');
    return `Invited a client${at ? ` at ${at}` : ' with a link to pass on'}${expires ? `; the invitation is valid until ${expires}` : ''}`;
  },
  'invite.revoked': (d) => `Withdrew the invitation${d.text('email') ? ` sent to ${d.text('email')}` : ''}`,
  'invite.accepted': (d) => `${client(d)} accepted the invitation${d.text('email') ? ` sent to ${d.text('email')}` : ''}`,

  'transfer.requested': (d) => `Asked to take over managing ${client(d)}`,
  'transfer.approved': (d) => `${client(d)} agreed to the takeover`,
  'transfer.declined': (d) => `${client(d)} declined the takeover`,

  'client.linked': (d) => {
    const from = d.object('from').text('partnerName');
    return `Began managing ${client(d)}${VIA[d.text('via') ?? ''] ? ` ${VIA[d.text('via')!]}` : ''}${from ? `, taking it over from ${quoted(from, '')}` : ''}`;
  },
  'client.revoked': (d) => {
    const to = d.object('to').text('partnerName');
    const grace = dayWords(d.text('graceEndsAt'));
    if (to) return `${client(d)} moved to the partner ${quoted(to, '')}: it is no longer managed here`;
    return `${client(d)} ended the relationship${grace ? `; it pays directly from ${grace}` : ''}`;
  },
  'client.released': (d) => {
    const grace = dayWords(d.text('graceEndsAt'));
    return `Released ${client(d)} to direct billing${grace ? `; it pays directly from ${grace}` : ''}`;
  },
  'client.work': (d) => {
    // The route's summary up to its first aside: the rest is for developers (statuses, headers, query options).
    const what = d
      .text('summary')
      ?.split(/[:;]| \(/)[0]
      .trim();
    const task = what ? `: ${what.charAt(0).toLowerCase()}${what.slice(1)}` : '';
    return workOutcome(d.text('outcome'))(client(d), task);
  },

  'billing.seats_synced': (d) => `Changed the consolidated subscription ${seats(d)}`,
  'billing.profile_saved': (d) => `Saved the billing details${d.text('name') ? ` for ${d.text('name')}` : ''}`,
};

/** The entry as a sentence; an action without one (none should be) still reads as words, never as a code. */
export function partnerEventSentence(facts: PartnerEventFacts): string {
  const sentence = PARTNER_EVENT_SENTENCES[facts.action];
  const words = sentence ? sentence(new Details(facts.details as Record<string, Json> | null)) : facts.action.replace(/[._]/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
