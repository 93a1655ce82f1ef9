import { z } from 'zod';
import { ServerSideMode } from '../server-side/contract.js';

const DigestFrequency = z.enum(['off', 'daily', 'weekly']);

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
};

export const PutSettingsBody = Settings.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one setting' });
