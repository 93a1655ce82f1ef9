import type { Details } from './details.js';
import type { ChangeKey } from './messages/en.js';
import type { Json } from './schemas.js';
import type { Words } from './words.js';

/** What a sentence is made from: the entry as stored, and the names of templates it refers to by id. */
export interface ChangeFacts {
  action: string;
  target: string | null;
  details: Record<string, Json> | null;
  /** A template's current name by id (null once it is gone). */
  templateName?: (id: string) => string | null;
}

/** An action's sentence, written from its facts with one language's words. */
export type Sentence = (f: ChangeFacts, d: Details, w: Words) => string;

export const yes = (flag: boolean | null | undefined) => (flag ? 'yes' : 'no');

/** "Ann Lee (ann.lee@…)" when the name was recorded, else the address. */
export const person = (f: ChangeFacts, d: Details, w: Words) => {
  const name = d.text('name');
  return name && f.target ? `${name} (${f.target})` : (f.target ?? name ?? w.t('someone'));
};

export const template = (f: ChangeFacts, w: Words) => w.quoted(f.target, 'aTemplate');
export const version = (d: Details, w: Words) => {
  const n = d.num('version');
  return n !== null ? w.t('versionNumber', { version: n }) : w.t('aNewVersion');
};
export const mailbox = (f: ChangeFacts, w: Words) => f.target ?? w.t('aMailbox');
export const SETTINGS: Record<string, (to: Json | undefined, w: Words) => string> = {
  requireApproval: (to, w) => w.t(to ? 'approvalOn' : 'approvalOff'),
  photoUpload: (to, w) => w.t(to ? 'photoUploadOn' : 'photoUploadOff'),
  profileEditing: (to, w) => w.t(to ? 'profileEditingOn' : 'profileEditingOff'),
  digestFrequency: (to, w) =>
    to === 'off' ? w.t('digestOff') : w.t('digestSet', { frequency: typeof to === 'string' ? to : JSON.stringify(to) }),
  serverSide: (to, w) => w.t(to === 'off' ? 'serverSideOff' : to === 'all' ? 'serverSideAll' : 'serverSideUnsigned'),
  serverSideMeetings: (to, w) => w.t(to ? 'meetingsOn' : 'meetingsOff'),
  threadSignature: (to, w) => w.t(to === 'oncePerThread' ? 'threadOnce' : 'threadEvery'),
  removeMobileFooters: (to, w) => w.t(to ? 'mobileFootersOn' : 'mobileFootersOff'),
  defaultLanguage: (to, w) => w.t('defaultLanguage', { language: typeof to === 'string' ? w.languageName(to) : w.t('anotherLanguage') }),
};

/** "added a and b; removed c and 3 more", from an entry's `listChange` details; empty when nothing is listed. */
export function addedAndRemoved(d: Details, w: Words): string {
  const part = (key: 'added' | 'removed') => {
    const shown = d.list(key);
    const more = (d.num(`${key}Count`) ?? shown.length) - shown.length;
    const list = w.list(more > 0 ? [...shown, w.t('more', { count: more })] : shown);
    return shown.length ? w.t(key === 'added' ? 'addedPart' : 'removedPart', { list }) : null;
  };
  return [part('added'), part('removed')].filter(Boolean).join('; ');
}

/** "Changed the partner domains: added adatum.example and ...; removed ... (3 partner domains in all)". */
export function partnerDomainWords(d: Details, w: Words): string {
  const parts = addedAndRemoved(d, w);
  const count = d.num('count');
  const total = count === null ? '' : count === 0 ? w.t('partnerDomainsNonePart') : w.t('partnerDomainsCountPart', { count });
  return `${parts ? w.t('partnerDomainsParts', { parts }) : w.t('partnerDomains')}${total}`;
}

/** `apply reports for 30 days`, as privacy writes it, in the reader's language (as written when it is not that). */
export function retentionWords(stored: string, w: Words): string {
  const m = /^([a-z]+) ([a-z]+) for (\d+) days?$|^(exports) for (\d+) days?$/.exec(stored);
  if (!m) return stored;
  const kind = m[4] ? 'exports' : `${m[1]}${m[2].charAt(0).toUpperCase()}${m[2].slice(1)}`;
  return w.t('retentionFor', { kind, days: Number(m[3] ?? m[5]) });
}

export const PLATFORM_LEVERS: Record<string, string> = {
  suspend: 'suspend',
  resume: 'resume',
  'schedule-deletion': 'scheduleDeletion',
  restore: 'restore',
  purge: 'purge',
};

export const blockSentences = (kind: 'banner' | 'footer') => {
  const unnamed = kind === 'banner' ? 'aBanner' : 'aFooter';
  const say =
    (key: ChangeKey): Sentence =>
    (f, _d, w) =>
      w.t(key, { name: w.quoted(f.target, unnamed) });
  return {
    [`${kind}.created`]: say(kind === 'banner' ? 'bannerCreated' : 'footerCreated'),
    [`${kind}.changed`]: say(kind === 'banner' ? 'bannerChanged' : 'footerChanged'),
    [`${kind}.deleted`]: say(kind === 'banner' ? 'bannerDeleted' : 'footerDeleted'),
  };
};

export const partnerName = (f: ChangeFacts, w: Words) => w.quoted(f.target, 'aPartner');
/** A sentence about a template by its name alone. */
export const onTemplate =
  (key: ChangeKey): Sentence =>
  (f, _d, w) =>
    w.t(key, { name: template(f, w) });
/** A sentence about a template and the version it made. */
export const onVersion =
  (key: ChangeKey): Sentence =>
  (f, d, w) =>
    w.t(key, { name: template(f, w), version: version(d, w) });

export function sizeWords(bytes: number, w: Words): string {
  if (bytes < 1024) return w.t('sizeBytes', { count: bytes });
  if (bytes < 1024 * 1024) return w.t('sizeKb', { count: Math.round(bytes / 1024) });
  return w.t('sizeMb', { count: bytes / (1024 * 1024) });
}
