import { z } from 'zod';
import { ServerSideMode } from '../server-side/contract.js';
import { PartnerDomains } from '../rules/schemas.js';
import { DEFAULT_TRAIL_RETENTION_DAYS, TrailRetentionDays } from '../trail/schemas.js';
import { ThreadSignature } from '../threads/setting.js';
import { DEFAULT_LANGUAGE } from '../i18n/languages.js';
import { Language } from '../i18n/language-schema.js';

const DigestFrequency = z.enum(['off', 'daily', 'weekly']);
export { ThreadSignature } from '../threads/setting.js';

export const Settings = z.object({
  requireApproval: z.boolean(),
  profileEditing: z.boolean(),
  /** Staff may upload their own photo on their profile page (it takes the directory photo's place in signatures). */
  photoUpload: z.boolean(),
  digestFrequency: DigestFrequency,
  /** Server-side signatures (DESIGN §13): `off`, `unsigned` (what the add-in did not sign), `all`. */
  serverSide: ServerSideMode,
  /** Whether the relay signs meeting requests and responses too (off: they pass unchanged). */
  serverSideMeetings: z.boolean(),
  /**
   * Domains that count as inside the organisation for recipient conditions, beside its verified domains (a partner's,
   * a sister company's); their subdomains count too.
   */
  partnerDomains: z.array(z.string()),
  /** How many days the message trail keeps each decision (default 30, at most 90). */
  trailRetentionDays: TrailRetentionDays,
  /** Replies in a thread: the full signature every time, or once per thread (then the reply template). */
  threadSignature: ThreadSignature,
  /** Take the phones' own footers ("Sent from my iPhone") off the end of the new text when signing. */
  removeMobileFooters: z.boolean(),
  /** The language of people who chose none and whose directory names none the product speaks (DESIGN §15). */
  defaultLanguage: Language,
});
export type Settings = z.infer<typeof Settings>;

/** Own photos start off: the directory's photo is the one the organisation manages, until an administrator allows more. */
export const DEFAULT_SETTINGS: Settings = {
  requireApproval: false,
  profileEditing: true,
  photoUpload: false,
  digestFrequency: 'weekly',
  serverSide: 'off',
  serverSideMeetings: false,
  partnerDomains: [],
  trailRetentionDays: DEFAULT_TRAIL_RETENTION_DAYS,
  threadSignature: 'every',
  removeMobileFooters: true,
  defaultLanguage: DEFAULT_LANGUAGE,
};

export const PutSettingsBody = Settings.extend({ partnerDomains: PartnerDomains })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one setting' });
