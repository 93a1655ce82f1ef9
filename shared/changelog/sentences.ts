import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { Details } from './details.js';
import {
  addedAndRemoved,
  blockSentences,
  mailbox,
  onTemplate,
  onVersion,
  partnerDomainWords,
  partnerName,
  person,
  PLATFORM_LEVERS,
  retentionWords,
  SETTINGS,
  sizeWords,
  template,
  version,
  yes,
  type ChangeFacts,
  type Sentence,
} from './sentence-parts.js';
import { wordsIn } from './words.js';

/**
 * Every action the change log holds, as a sentence a person would write: things by their names, dates and values
 * for people, no ids (the portal links the template an entry concerns). One entry per action a feature writes. The
 * entry keeps its facts; the sentence is written when it is read, in the reader's language.
 */
export const CHANGE_SENTENCES: Record<string, Sentence> = {
  'tenant.onboarded': (f, d, w) => {
    const name = w.quoted(f.target, 'theOrganisation');
    const day = w.day(d.text('trialEndsAt'));
    return day ? w.t('onboardedTrial', { name, day }) : w.t('onboarded', { name });
  },
  'tenant.domains_changed': (_f, d, w) => {
    const parts = addedAndRemoved(d, w);
    return parts ? w.t('domainsChangedParts', { parts }) : w.t('domainsChanged');
  },
  'onboarding.dismissed': (_f, _d, w) => w.t('onboardingDismissed'),
  'dpa.accepted': (f, _d, w) => {
    if (!f.target) return w.t('dpaAccepted');
    const agreement = /^data processing agreement(?: (\S+))?$/.exec(f.target);
    if (!agreement) return w.t('dpaAcceptedOther', { what: f.target });
    return agreement[1] ? w.t('dpaAcceptedVersion', { version: agreement[1] }) : w.t('dpaAccepted');
  },

  'user.first_admin': (_f, _d, w) => w.t('firstAdmin'),
  'user.added': (f, d, w) => w.t('userAdded', { person: person(f, d, w), role: d.text('role') ?? 'member' }),
  'user.role_changed': (f, d, w) => {
    const role = (r: string | null) => (r ? w.t('roleName', { role: r }) : w.t('roleNone'));
    return w.t('userRoleChanged', { person: person(f, d, w), from: role(d.text('from')), to: role(d.text('to')) });
  },
  'user.removed': (f, d, w) => {
    const role = d.text('role');
    return role ? w.t('userRemovedRole', { person: person(f, d, w), role }) : w.t('userRemoved', { person: person(f, d, w) });
  },
  'privacy.export_requested': (f, _d, w) => w.t('exportRequested', { person: f.target ?? w.t('aPerson') }),
  'privacy.export_downloaded': (f, _d, w) => w.t('exportDownloaded', { person: f.target ?? w.t('aPerson') }),
  'privacy.retention_changed': (_f, d, w) => w.t('retentionChanged', { list: w.list(d.list('changed').map((c) => retentionWords(c, w))) }),
  'privacy.erased': (f, d, w) => {
    const records = d.num('records') ?? 0;
    return f.target ? w.t('erased', { name: f.target, records }) : w.t('erasedPseudonym', { records });
  },

  'settings.changed': (f, d, w) =>
    f.target === 'partnerDomains' ? partnerDomainWords(d, w) : (SETTINGS[f.target ?? '']?.(d.raw('to'), w) ?? w.t('settingChanged')),

  'apikey.created': (f, d, w) => {
    const access = d.list('access');
    const expires = w.day(d.text('expires'));
    return w.t('apiKeyCreated', {
      name: w.quoted(f.target, 'anApiKey'),
      writes: yes(d.flag('readOnly') === false),
      access: access.length ? 'some' : 'none',
      accessList: w.list(access),
      expires: expires ?? 'never',
    });
  },
  'apikey.revoked': (f, _d, w) => w.t('apiKeyRevoked', { name: w.quoted(f.target, 'anApiKey') }),
  'webhook.created': (f, d, w) => {
    const address = f.target ?? w.t('anAddress');
    const events = d.list('events').map((e) => (e === 'changelog' ? w.t('eventChangelog') : e === 'alert' ? w.t('eventAlert') : e));
    return events.length ? w.t('webhookCreatedEvents', { address, events: w.list(events) }) : w.t('webhookCreated', { address });
  },
  'webhook.deleted': (f, _d, w) => w.t('webhookDeleted', { address: f.target ?? w.t('anAddress') }),

  'template.created': onTemplate('templateCreated'),
  'template.imported': onTemplate('templateImported'),
  'template.duplicated': onTemplate('templateDuplicated'),
  'template.published': onVersion('templatePublished'),
  'template.rolled_back': (f, d, w) => {
    const from = d.num('fromVersion');
    const values = { name: template(f, w), version: version(d, w) };
    return from !== null ? w.t('templateRolledBackFrom', { ...values, from }) : w.t('templateRolledBack', values);
  },
  'template.renamed': (f, d, w) => w.t('templateRenamed', { from: w.quoted(d.text('from'), 'aTemplate'), name: template(f, w) }),
  'template.tracking_changed': (f, d, w) => w.t('trackingChanged', { on: yes(d.flag('tracking')), name: template(f, w) }),
  'template.deleted': onTemplate('templateDeleted'),
  'template.purged': onTemplate('templatePurged'),
  'template.restored': onTemplate('templateRestored'),
  'draft.saved': onTemplate('draftSaved'),
  'draft.discarded': onTemplate('draftDiscarded'),
  'draft.submitted': onTemplate('draftSubmitted'),
  'draft.rejected': (f, d, w) => {
    const note = d.text('note');
    return note
      ? w.t('draftRejectedNote', { name: template(f, w), note: w.quoted(note, 'aTemplate') })
      : onTemplate('draftRejected')(f, d, w);
  },
  'draft.published': onVersion('draftPublished'),
  'brandkit.changed': (_f, d, w) => {
    const changed = d.list('changed').filter((k) => k !== 'everything');
    return changed.length
      ? w.t('brandKitChanged', { list: w.list(changed.map((part) => w.t('kitPart', { part }))) })
      : w.t('brandKitSetUp');
  },
  'design.detached': onTemplate('designDetached'),
  'design.restored': onTemplate('designRestored'),
  'roles.changed': (f, d, w) => {
    const from = d.object('from');
    const to = d.object('to');
    const name = (id: string | null) => (id ? w.quoted(f.templateName?.(id) ?? null, 'aTemplateSinceDeleted') : w.t('roleNone'));
    const parts = (['new', 'reply'] as const)
      .filter((role) => from.text(role) !== to.text(role))
      .map((role) => w.t(role === 'new' ? 'roleNewPart' : 'roleReplyPart', { name: name(to.text(role)) }))
      .join('; ');
    return parts ? w.t('rolesChangedParts', { parts }) : w.t('rolesChanged');
  },
  'delivery.paused': (_f, _d, w) => w.t('deliveryPaused'),
  'delivery.resumed': (_f, _d, w) => w.t('deliveryResumed'),

  'rollout.started': (f, d, w) => {
    const share = d.num('percentage');
    const values = { name: template(f, w), auto: yes(d.flag('autoPromote')) };
    return share !== null ? w.t('rolloutStartedShare', { ...values, share }) : w.t('rolloutStarted', values);
  },
  'rollout.promoted': onVersion('rolloutPromoted'),
  'rollout.rolled_back': (f, d, w) => {
    const reason = d.text('reason');
    const values = { by: d.text('decidedBy') === 'automatic' ? 'automatic' : 'person', name: template(f, w) };
    return reason ? w.t('rolloutStoppedReason', { ...values, reason }) : w.t('rolloutStopped', values);
  },
  'schedule.booked': (f, d, w) => {
    const at = w.moment(d.text('publishAt'));
    const values = { name: template(f, w), replaced: yes(d.flag('replaced')) };
    return at ? w.t('scheduleBookedAt', { ...values, at }) : w.t('scheduleBooked', values);
  },
  'schedule.cancelled': (f, d, w) => {
    const at = w.moment(d.text('publishAt'));
    return at ? w.t('scheduleCancelledAt', { name: template(f, w), at }) : w.t('scheduleCancelled', { name: template(f, w) });
  },
  'schedule.published': onVersion('schedulePublished'),

  'rules.replaced': (_f, d, w) => {
    const count = d.num('count');
    return count === null ? w.t('rulesSaved') : count === 0 ? w.t('rulesRemovedAll') : w.t('rulesSavedCount', { count });
  },

  'profile_field.created': (f, d, w) => w.t('fieldCreated', { name: w.quoted(d.text('label') ?? f.target, 'aProfileField') }),
  'profile_field.changed': (f, d, w) => {
    const from = d.object('from');
    const to = d.object('to');
    const properties = ['label', 'help', 'type', 'options', 'maxLength', 'enabled'];
    const changed = properties.filter((k) => JSON.stringify(from.raw(k)) !== JSON.stringify(to.raw(k)));
    const name = w.quoted(to.text('label') ?? f.target, 'aProfileField');
    const on = changed.includes('enabled') ? yes(to.flag('enabled')) : 'unchanged';
    const rest = changed.filter((k) => k !== 'enabled').map((part) => w.t('fieldPart', { part }));
    const what =
      on !== 'unchanged' && rest.length === 0
        ? w.t('fieldTurned', { name, on })
        : rest.length
          ? w.t('fieldChangedParts', { name, list: w.list(rest), on })
          : w.t('fieldChanged', { name, on });
    const removed = d.num('removedValues') ?? 0;
    return `${what}${removed ? w.t('fieldValuesRemovedPart', { count: removed }) : ''}`;
  },
  'profile_field.deleted': (f, d, w) => {
    const removed = d.num('removedValues') ?? 0;
    const name = w.quoted(d.text('label') ?? f.target, 'aProfileField');
    return removed ? w.t('fieldDeletedValues', { name, count: removed }) : w.t('fieldDeleted', { name });
  },
  'profile.values_saved': (f, d, w) => {
    const labels = d.list('labels');
    const values = { mailbox: mailbox(f, w) };
    return labels.length ? w.t('profileSavedLabels', { ...values, list: w.list(labels) }) : w.t('profileSaved', values);
  },
  'import.applied': (_f, d, w) =>
    w.t('importApplied', { values: d.num('values') ?? 0, mailboxes: d.num('mailboxes') ?? 0, rows: d.num('rows') ?? 0 }),
  'provisioning.user_created': (f, _d, w) => w.t('provisioningCreated', { mailbox: mailbox(f, w) }),
  'provisioning.user_updated': (f, d, w) =>
    w.t(d.flag('active') === false ? 'provisioningDeactivated' : 'provisioningUpdated', { mailbox: mailbox(f, w) }),
  'provisioning.user_deleted': (f, _d, w) => w.t('provisioningDeleted', { mailbox: mailbox(f, w) }),
  'import.undone': (_f, d, w) => w.t('importUndone', { mailboxes: d.num('mailboxes') ?? 0 }),

  'asset.uploaded': (f, d, w) => {
    const size = d.num('size');
    const name = w.quoted(f.target, 'anImage');
    return size !== null ? w.t('assetUploadedSize', { name, size: sizeWords(size, w) }) : w.t('assetUploaded', { name });
  },
  'asset.replaced': (f, d, w) => {
    const size = d.num('size');
    const name = w.quoted(f.target, 'anImage');
    return size !== null ? w.t('assetReplacedSize', { name, size: sizeWords(size, w) }) : w.t('assetReplaced', { name });
  },
  'asset.deleted': (f, _d, w) => w.t('assetDeleted', { name: w.quoted(f.target, 'anImage') }),

  ...blockSentences('banner'),
  ...blockSentences('footer'),

  'exclusions.mode_changed': (f, _d, w) => w.t(f.target === 'inclusion' ? 'inclusionList' : 'exclusionList'),
  'exclusions.added': (f, d, w) => {
    const count = d.num('count') ?? 1;
    const note = d.text('note');
    const quotedNote = note ? w.quoted(note, 'aMailbox') : null;
    if (count === 1)
      return quotedNote ? w.t('listedOneNote', { mailbox: mailbox(f, w), note: quotedNote }) : w.t('listedOne', { mailbox: mailbox(f, w) });
    const values = { count, mailboxes: String(f.target) };
    return quotedNote ? w.t('listedManyNote', { ...values, note: quotedNote }) : w.t('listedMany', values);
  },
  'exclusions.removed': (f, _d, w) => w.t('unlisted', { mailbox: mailbox(f, w) }),
  'exclusions.group_added': (f, d, w) => {
    const members = d.num('members');
    const name = w.quoted(f.target, 'aGroup');
    return members !== null ? w.t('groupListedMembers', { name, count: members }) : w.t('groupListed', { name });
  },
  'exclusions.group_removed': (f, d, w) => {
    const released = d.num('released');
    const name = w.quoted(f.target, 'aGroup');
    return released ? w.t('groupUnlistedReleasing', { name, count: released }) : w.t('groupUnlisted', { name });
  },
  'exclusions.group_synced': (f, d, w) =>
    w.t('groupSynced', { name: w.quoted(f.target, 'aGroup'), joined: d.num('added') ?? 0, left: d.num('removed') ?? 0 }),

  'automatic_replies.on': (f, d, w) => {
    const day = w.day(d.text('until'));
    const values = { mailbox: mailbox(f, w), admin: yes(d.text('by') === 'admin') };
    return day ? w.t('repliesOnUntil', { ...values, day }) : w.t('repliesOn', values);
  },
  'automatic_replies.off': (f, d, w) => w.t('repliesOff', { mailbox: mailbox(f, w), admin: yes(d.text('by') === 'admin') }),

  'billing.cancelled': (_f, d, w) => {
    const day = w.day(d.text('endsAt'));
    return day ? w.t('billingCancelledEnds', { day }) : w.t('billingCancelled');
  },
  'billing.reactivated': (_f, _d, w) => w.t('billingReactivated'),
  'billing.profile_saved': (f, _d, w) => (f.target ? w.t('billingProfileSavedFor', { name: f.target }) : w.t('billingProfileSaved')),
  'billing.seats_changed': (_f, d, w) => {
    const from = d.num('from');
    const to = d.num('to') ?? 0;
    return from === null ? w.t('seatsSet', { to }) : w.t('seatsChanged', { from, to });
  },

  'managed.linked': (f, _d, w) => w.t('managedLinked', { partner: partnerName(f, w) }),
  'managed.moved': (f, d, w) => {
    const from = d.object('from').text('partnerName');
    const partner = partnerName(f, w);
    return from ? w.t('managedMovedFrom', { partner, from: w.quoted(from, 'aPartner') }) : w.t('managedMoved', { partner });
  },
  'managed.revoked': (f, d, w) => {
    const day = w.day(d.text('graceEndsAt'));
    const partner = partnerName(f, w);
    return day ? w.t('managedRevokedGrace', { partner, day }) : w.t('managedRevoked', { partner });
  },
  'managed.released': (f, d, w) => {
    const day = w.day(d.text('graceEndsAt'));
    const partner = partnerName(f, w);
    return day ? w.t('managedReleasedGrace', { partner, day }) : w.t('managedReleased', { partner });
  },
  'managed.transfer.requested': (f, _d, w) => w.t('transferRequested', { partner: partnerName(f, w) }),
  'managed.transfer.declined': (f, _d, w) => w.t('transferDeclined', { partner: partnerName(f, w) }),

  ...Object.fromEntries(
    Object.entries(PLATFORM_LEVERS).map(([lever, key]) => [
      `platform.${lever}`,
      ((_f, d, w) => {
        const reason = d.text('reason');
        return reason ? w.t('platformReason', { lever: key, reason }) : w.t('platform', { lever: key });
      }) satisfies Sentence,
    ]),
  ),
};

/** The entry as a sentence in `language`; an action without one (none should be) still reads as words, never as a code. */
export function changeSentence(facts: ChangeFacts, language: Language = DEFAULT_LANGUAGE): string {
  const sentence = CHANGE_SENTENCES[facts.action];
  if (sentence) return sentence(facts, new Details(facts.details), wordsIn(language));
  const words = facts.action.replace(/^platform\./, '').replace(/[._]/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${facts.target ? `: ${facts.target}` : ''}`;
}

/** The template an entry concerns: template-scoped actions carry its id in their details. */
export function templateOf(facts: Pick<ChangeFacts, 'action' | 'details'>): string | null {
  if (!/^(?:template|draft|rollout|schedule)\./.test(facts.action)) return null;
  const id = facts.details?.id;
  return typeof id === 'string' ? id : null;
}
