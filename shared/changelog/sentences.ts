import type { Json } from './schemas.js';

/** What a sentence is made from: the entry as stored, and the names of templates it refers to by id. */
interface ChangeFacts {
  action: string;
  target: string | null;
  details: Record<string, Json> | null;
  /** A template's current name by id (null once it is gone). */
  templateName?: (id: string) => string | null;
}

type Sentence = (f: ChangeFacts, d: Details) => string;

const WEBHOOK_EVENT_WORDS: Record<string, string> = { changelog: 'the change log', alert: 'alerts' };

/** The details of an entry, read leniently: an entry written before a detail existed still reads as a sentence. */
export class Details {
  constructor(private readonly d: Record<string, Json> | null) {}
  text(key: string): string | null {
    const v = this.d?.[key];
    return typeof v === 'string' && v !== '' ? v : null;
  }
  num(key: string): number | null {
    const v = this.d?.[key];
    return typeof v === 'number' ? v : null;
  }
  flag(key: string): boolean | null {
    const v = this.d?.[key];
    return typeof v === 'boolean' ? v : null;
  }
  list(key: string): string[] {
    const v = this.d?.[key];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  }
  object(key: string): Details {
    const v = this.d?.[key];
    return new Details(v && typeof v === 'object' && !Array.isArray(v) ? v : null);
  }
  raw(key: string): Json | undefined {
    return this.d?.[key];
  }
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** `2026-12-23T23:00:00Z` → "23 December 2026". */
export const dayWords = (iso: string | null): string | null => {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? DAY.format(at) : null;
};
/** `2026-12-23T09:30:00Z` → "23 December 2026 at 09:30 UTC". */
const momentWords = (iso: string | null): string | null => {
  const day = dayWords(iso);
  return day && `${day} at ${TIME.format(new Date(iso!))} UTC`;
};

export const quoted = (name: string | null, fallback: string) => (name ? `“${name}”` : fallback);
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** "Ann Lee (ann.lee@…)" when the name was recorded, else the address. */
const person = (f: ChangeFacts, d: Details) => {
  const name = d.text('name');
  return name && f.target ? `${name} (${f.target})` : (f.target ?? name ?? 'someone');
};
export const withArticle = (role: string) => (/^[AEIOU]/.test(role) ? `an ${role}` : `a ${role}`);

const template = (f: ChangeFacts) => quoted(f.target, 'a template');
const version = (d: Details) => (d.num('version') !== null ? `version ${d.num('version')}` : 'a new version');

const SETTING_WORDS: Record<string, (to: Json | undefined) => string> = {
  requireApproval: (to) => (to ? 'Turned publish approval on: only an Admin can publish' : 'Turned publish approval off'),
  photoUpload: (to) => (to ? 'Let people upload their own photo' : 'Stopped people uploading their own photo'),
  profileEditing: (to) => (to ? 'Let people edit their own profile values' : 'Stopped people editing their own profile values'),
  digestFrequency: (to) =>
    to === 'off' ? 'Turned the e-mail digest off' : `Set the e-mail digest to ${typeof to === 'string' ? to : JSON.stringify(to)}`,
  serverSide: (to) =>
    to === 'off'
      ? 'Turned server-side signatures off'
      : to === 'all'
        ? 'Turned server-side signatures on for every message'
        : 'Turned server-side signatures on for messages the add-in did not sign',
  serverSideMeetings: (to) =>
    to ? 'Let server-side signatures sign meeting requests and responses' : 'Let meeting requests and responses pass unsigned',
  threadSignature: (to) =>
    to === 'oncePerThread'
      ? 'Set replies to carry the full signature once per thread, then the reply signature'
      : 'Set every reply to carry its signature, however long the thread',
  removeMobileFooters: (to) =>
    to ? 'Turned on removing the footers phones add (“Sent from my iPhone”)' : 'Stopped removing the footers phones add',
  defaultLanguage: (to) => `Set the organisation's language to ${typeof to === 'string' ? (LANGUAGE_NAMES.of(to) ?? to) : 'another'}`,
};

const LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language', fallback: 'code' });

/** "added a and b; removed c and 3 more", from an entry's `listChange` details; empty when nothing is listed. */
function addedAndRemoved(d: Details): string {
  const part = (key: 'added' | 'removed') => {
    const shown = d.list(key);
    const more = (d.num(`${key}Count`) ?? shown.length) - shown.length;
    return shown.length ? `${key} ${list(more > 0 ? [...shown, `${more.toLocaleString('en')} more`] : shown)}` : null;
  };
  return [part('added'), part('removed')].filter(Boolean).join('; ');
}

/** "Changed the partner domains: added adatum.example and ...; removed ... (3 partner domains in all)". */
function partnerDomainWords(d: Details): string {
  const parts = addedAndRemoved(d);
  const count = d.num('count');
  const total = count === null ? '' : count === 0 ? ' (none listed now)' : ` (${plural(count, 'partner domain')} in all)`;
  return `Changed the partner domains${parts ? `: ${parts}` : ''}${total}`;
}

const BRAND_KIT_WORDS: Record<string, string> = {
  colours: 'colours',
  font: 'font',
  logo: 'logo',
  social: 'social profiles',
  iconColour: 'icon colour',
  website: 'website',
  cta: 'call to action',
};

const FIELD_PROPERTIES: Record<string, string> = {
  label: 'label',
  help: 'help text',
  type: 'type',
  options: 'choices',
  maxLength: 'maximum length',
  enabled: 'on or off',
};

const PLATFORM_LEVERS: Record<string, string> = {
  suspend: 'suspended the organisation',
  resume: 'resumed the organisation',
  'schedule-deletion': 'scheduled the organisation for deletion',
  restore: 'restored the organisation',
  purge: 'purged the organisation’s data',
};

const blockSentences = (kind: 'banner' | 'footer') => ({
  [`${kind}.created`]: ((f) => `Created the ${kind} ${quoted(f.target, `a ${kind}`)}`) satisfies Sentence,
  [`${kind}.changed`]: ((f) => `Changed the ${kind} ${quoted(f.target, `a ${kind}`)}`) satisfies Sentence,
  [`${kind}.deleted`]: ((f) => `Deleted the ${kind} ${quoted(f.target, `a ${kind}`)}`) satisfies Sentence,
});

const partnerName = (f: ChangeFacts) => quoted(f.target, 'a partner');

/**
 * Every action the change log holds, as a sentence a person would write: things by their names, dates and values
 * for people, no ids (the portal links the template an entry concerns). One entry per action a feature writes.
 */
export const CHANGE_SENTENCES: Record<string, Sentence> = {
  'tenant.onboarded': (f, d) => {
    const trial = dayWords(d.text('trialEndsAt'));
    return `Connected ${quoted(f.target, 'the organisation')} to the service${trial ? `; its free trial runs until ${trial}` : ''}`;
  },
  'tenant.domains_changed': (_f, d) => {
    const parts = addedAndRemoved(d);
    return `The organisation’s verified domains changed in its directory${parts ? `: ${parts}` : ''}`;
  },
  'onboarding.dismissed': () => 'Dismissed the getting-started checklist',
  'dpa.accepted': (f) => `Accepted the ${f.target ?? 'data processing agreement'}`,

  'user.first_admin': () => 'Became the organisation’s first Admin by signing in first',
  'user.added': (f, d) => `Added ${person(f, d)} as ${withArticle(d.text('role') ?? 'member')}`,
  'user.role_changed': (f, d) => `Changed the role of ${person(f, d)} from ${d.text('from') ?? 'none'} to ${d.text('to') ?? 'none'}`,
  'user.removed': (f, d) => `Removed ${person(f, d)}${d.text('role') ? `, who was ${withArticle(d.text('role')!)}` : ''}`,
  'privacy.export_requested': (f) => `Asked for an export of the data held about ${f.target ?? 'a person'}`,
  'privacy.export_downloaded': (f) => `Downloaded the export of the data held about ${f.target ?? 'a person'}`,
  'privacy.retention_changed': (_f, d) => `Set how long data is kept: ${list(d.list('changed'))}`,
  'privacy.erased': (f, d) =>
    `Erased the data held about a person, now named ${f.target ?? 'by a pseudonym'} (${d.num('records') ?? 0} records)`,

  'settings.changed': (f, d) =>
    f.target === 'partnerDomains' ? partnerDomainWords(d) : (SETTING_WORDS[f.target ?? '']?.(d.raw('to')) ?? 'Changed a setting'),

  'apikey.created': (f, d) => {
    const access = d.list('access');
    const writes = d.flag('readOnly') === false ? 'can make changes' : 'read-only';
    const expires = dayWords(d.text('expires'));
    return `Created the API key ${quoted(f.target, 'an API key')} (${writes}${access.length ? `, for ${list(access)}` : ''}${expires ? `, expires ${expires}` : ', never expires'})`;
  },
  'apikey.revoked': (f) => `Revoked the API key ${quoted(f.target, 'an API key')}`,
  'webhook.created': (f, d) => {
    const events = d.list('events').map((e) => WEBHOOK_EVENT_WORDS[e] ?? e);
    return `Registered a webhook at ${f.target ?? 'an address'}${events.length ? ` for ${list(events)}` : ''}`;
  },
  'webhook.deleted': (f) => `Removed the webhook at ${f.target ?? 'an address'}`,

  'template.created': (f) => `Created the template ${template(f)}`,
  'template.imported': (f) => `Imported the template ${template(f)}`,
  'template.duplicated': (f) => `Created the template ${template(f)} as a copy`,
  'template.published': (f, d) => `Published ${version(d)} of ${template(f)}`,
  'template.rolled_back': (f, d) =>
    `Rolled ${template(f)} back${d.num('fromVersion') !== null ? ` to the content of version ${d.num('fromVersion')}` : ''}, published as ${version(d)}`,
  'template.renamed': (f, d) => `Renamed the template ${quoted(d.text('from'), 'a template')} to ${template(f)}`,
  'template.tracking_changed': (f, d) => `Turned link tracking ${d.flag('tracking') ? 'on' : 'off'} for ${template(f)}`,
  'template.deleted': (f) => `Moved the template ${template(f)} to Recently deleted`,
  'template.purged': (f) => `Deleted the template ${template(f)} for good`,
  'template.restored': (f) => `Restored the template ${template(f)} from Recently deleted`,
  'draft.saved': (f) => `Saved the working copy of ${template(f)}`,
  'draft.discarded': (f) => `Discarded the working copy of ${template(f)}`,
  'draft.submitted': (f) => `Submitted the working copy of ${template(f)} for review`,
  'draft.rejected': (f, d) => `Sent the working copy of ${template(f)} back${d.text('note') ? `: “${d.text('note')}”` : ''}`,
  'draft.published': (f, d) => `Published the working copy of ${template(f)} as ${version(d)}`,
  'brandkit.changed': (_f, d) => {
    const changed = d.list('changed').filter((k) => k !== 'everything');
    return changed.length ? `Changed the brand kit (${list(changed.map((k) => BRAND_KIT_WORDS[k] ?? k))})` : 'Set up the brand kit';
  },
  'design.detached': (f) => `Detached ${template(f)} from its design to edit its HTML`,
  'design.restored': (f) => `Restored the design of ${template(f)}`,
  'roles.changed': (f, d) => {
    const from = d.object('from');
    const to = d.object('to');
    const name = (id: string | null) => (id ? quoted(f.templateName?.(id) ?? null, 'a template since deleted') : 'none');
    const changes = (['new', 'reply'] as const)
      .filter((role) => from.text(role) !== to.text(role))
      .map((role) => `${role === 'new' ? 'new messages' : 'replies and forwards'} now get ${name(to.text(role))}`);
    return `Changed the default templates${changes.length ? `: ${changes.join('; ')}` : ''}`;
  },
  'delivery.paused': () => 'Paused signature delivery for everyone',
  'delivery.resumed': () => 'Resumed signature delivery',

  'rollout.started': (f, d) => {
    const share = d.num('percentage');
    return `Started rolling out ${template(f)}${share !== null ? ` to ${share}% of mailboxes` : ''}${d.flag('autoPromote') ? ', to be published to everyone once it proves itself' : ''}`;
  },
  'rollout.promoted': (f, d) => `Published ${template(f)} to everyone after its rollout, as ${version(d)}`,
  'rollout.rolled_back': (f, d) =>
    `${d.text('decidedBy') === 'automatic' ? 'The service stopped' : 'Stopped'} the rollout of ${template(f)}; everyone keeps the published version${d.text('reason') ? ` (${d.text('reason')})` : ''}`,
  'schedule.booked': (f, d) => {
    const at = momentWords(d.text('publishAt'));
    return `Scheduled ${template(f)} to be published${at ? ` on ${at}` : ''}${d.flag('replaced') ? ', replacing the earlier schedule' : ''}`;
  },
  'schedule.cancelled': (f, d) => {
    const at = momentWords(d.text('publishAt'));
    return `Cancelled the scheduled publication of ${template(f)}${at ? ` (it was due on ${at})` : ''}`;
  },
  'schedule.published': (f, d) => `Published ${template(f)} as scheduled, as ${version(d)}`,

  'rules.replaced': (_f, d) => {
    const count = d.num('count');
    return count === null
      ? 'Saved the assignment rules'
      : count === 0
        ? 'Removed every assignment rule'
        : `Saved the assignment rules (${plural(count, 'rule')})`;
  },

  'profile_field.created': (f, d) => `Added the profile field ${quoted(d.text('label') ?? f.target, 'a profile field')}`,
  'profile_field.changed': (f, d) => {
    const from = d.object('from');
    const to = d.object('to');
    const changed = Object.keys(FIELD_PROPERTIES).filter((k) => JSON.stringify(from.raw(k)) !== JSON.stringify(to.raw(k)));
    const name = quoted(to.text('label') ?? f.target, 'a profile field');
    const onOff = changed.includes('enabled') ? (to.flag('enabled') ? 'on' : 'off') : null;
    const rest = changed.filter((k) => k !== 'enabled').map((k) => FIELD_PROPERTIES[k]);
    const removed = d.num('removedValues') ?? 0;
    const what =
      onOff && rest.length === 0
        ? `Turned the profile field ${name} ${onOff}`
        : `Changed the profile field ${name}${rest.length ? ` (${list(rest)})` : ''}${onOff ? ` and turned it ${onOff}` : ''}`;
    return `${what}${removed ? `; ${plural(removed, 'stored value')} no longer fitting ${removed === 1 ? 'was' : 'were'} removed` : ''}`;
  },
  'profile_field.deleted': (f, d) => {
    const removed = d.num('removedValues') ?? 0;
    return `Deleted the profile field ${quoted(d.text('label') ?? f.target, 'a profile field')}${removed ? ` and its ${plural(removed, 'stored value')}` : ''}`;
  },
  'profile.values_saved': (f, d) => {
    const labels = d.list('labels');
    return `Saved the profile of ${f.target ?? 'a mailbox'}${labels.length ? ` (${list(labels)})` : ''}`;
  },
  'import.applied': (_f, d) =>
    `Imported values from a file: ${plural(d.num('values') ?? 0, 'value')} changed for ${plural(d.num('mailboxes') ?? 0, 'mailbox', 'mailboxes')} (${plural(d.num('rows') ?? 0, 'row')} read)`,
  'provisioning.user_created': (f) => `A provisioning client (SCIM) started setting the values of ${f.target ?? 'a mailbox'}`,
  'provisioning.user_updated': (f, d) =>
    d.flag('active') === false
      ? `A provisioning client (SCIM) deactivated ${f.target ?? 'a mailbox'}: its imported values no longer apply`
      : `A provisioning client (SCIM) changed the values of ${f.target ?? 'a mailbox'}`,
  'provisioning.user_deleted': (f) => `A provisioning client (SCIM) removed the imported values of ${f.target ?? 'a mailbox'}`,
  'import.undone': (_f, d) =>
    `Undid the last import; ${plural(d.num('mailboxes') ?? 0, 'mailbox', 'mailboxes')} got back the values they had before`,

  'asset.uploaded': (f, d) =>
    `Uploaded the image ${quoted(f.target, 'an image')}${d.num('size') !== null ? ` (${sizeWords(d.num('size')!)})` : ''}`,
  'asset.replaced': (f, d) =>
    `Replaced the image ${quoted(f.target, 'an image')}${d.num('size') !== null ? ` (now ${sizeWords(d.num('size')!)})` : ''}`,
  'asset.deleted': (f) => `Deleted the image ${quoted(f.target, 'an image')}`,

  ...blockSentences('banner'),
  ...blockSentences('footer'),

  'exclusions.mode_changed': (f) =>
    f.target === 'inclusion'
      ? 'Switched to an inclusion list: only the mailboxes listed get signatures'
      : 'Switched to an exclusion list: every mailbox gets signatures except those listed',
  'exclusions.added': (f, d) => {
    const count = d.num('count') ?? 1;
    const note = d.text('note');
    return `Listed ${count === 1 ? (f.target ?? 'a mailbox') : `${plural(count, 'mailbox', 'mailboxes')} (${f.target})`}${note ? `, noting “${note}”` : ''}`;
  },
  'exclusions.removed': (f) => `Took ${f.target ?? 'a mailbox'} off the list`,
  'exclusions.group_added': (f, d) =>
    `Listed the group ${quoted(f.target, 'a group')}${d.num('members') !== null ? ` (${plural(d.num('members')!, 'member')})` : ''}`,
  'exclusions.group_removed': (f, d) =>
    `Took the group ${quoted(f.target, 'a group')} off the list${d.num('released') ? `, releasing ${plural(d.num('released')!, 'member')}` : ''}`,
  'exclusions.group_synced': (f, d) =>
    `Brought the listed group ${quoted(f.target, 'a group')} up to date: ${plural(d.num('added') ?? 0, 'member')} joined, ${d.num('removed') ?? 0} left`,

  'automatic_replies.on': (f, d) => {
    const until = dayWords(d.text('until'));
    const by = d.text('by') === 'admin' ? ' for them' : '';
    return `Switched on the out-of-office replies of ${f.target ?? 'a mailbox'}${by}${until ? ` until ${until}` : ''}`;
  },
  'automatic_replies.off': (f, d) =>
    `Switched off the out-of-office replies of ${f.target ?? 'a mailbox'}${d.text('by') === 'admin' ? ' for them' : ''}`,

  'billing.cancelled': (_f, d) => {
    const ends = dayWords(d.text('endsAt'));
    return `Cancelled the subscription${ends ? `; it ends on ${ends}` : ''}`;
  },
  'billing.reactivated': () => 'Kept the subscription: it no longer ends',
  'billing.profile_saved': (f) => `Saved the billing details${f.target ? ` for ${f.target}` : ''}`,
  'billing.seats_changed': (_f, d) =>
    d.num('from') === null
      ? `Set the subscription to ${plural(d.num('to') ?? 0, 'seat')}`
      : `Changed the subscription from ${plural(d.num('from')!, 'seat')} to ${d.num('to') ?? 0}`,

  'managed.linked': (f) => `Let the partner ${partnerName(f)} manage the organisation`,
  'managed.moved': (f, d) =>
    `Moved the organisation to the partner ${partnerName(f)}${d.object('from').text('partnerName') ? ` from ${quoted(d.object('from').text('partnerName'), '')}` : ''}`,
  'managed.revoked': (f, d) => {
    const grace = dayWords(d.text('graceEndsAt'));
    return `Ended the partner ${partnerName(f)}’s management of the organisation${grace ? `; billing moves to the organisation by ${grace}` : ''}`;
  },
  'managed.released': (f, d) => {
    const grace = dayWords(d.text('graceEndsAt'));
    return `The partner ${partnerName(f)} released the organisation${grace ? `; it pays directly from ${grace}` : ''}`;
  },
  'managed.transfer.requested': (f) => `The partner ${partnerName(f)} asked to take over managing the organisation`,
  'managed.transfer.declined': (f) => `Declined the partner ${partnerName(f)}’s request to take over managing the organisation`,

  ...Object.fromEntries(
    Object.entries(PLATFORM_LEVERS).map(([lever, words]) => [
      `platform.${lever}`,
      ((_f, d) => `The service’s operators ${words}${d.text('reason') ? ` (${d.text('reason')})` : ''}`) satisfies Sentence,
    ]),
  ),
};

function sizeWords(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The entry as a sentence; an action without one (none should be) still reads as words, never as a code. */
export function changeSentence(facts: ChangeFacts): string {
  const sentence = CHANGE_SENTENCES[facts.action];
  if (sentence) return sentence(facts, new Details(facts.details));
  const words = facts.action.replace(/^platform\./, '').replace(/[._]/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${facts.target ? `: ${facts.target}` : ''}`;
}

/** The template an entry concerns: template-scoped actions carry its id in their details. */
export function templateOf(facts: Pick<ChangeFacts, 'action' | 'details'>): string | null {
  if (!/^(?:template|draft|rollout|schedule)\./.test(facts.action)) return null;
  const id = facts.details?.id;
  return typeof id === 'string' ? id : null;
}
