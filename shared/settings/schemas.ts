import { z } from 'zod';

export const DigestFrequency = z.enum(['off', 'daily', 'weekly']);

export const Settings = z.object({
  requireApproval: z.boolean(),
  profileEditing: z.boolean(),
  digestFrequency: DigestFrequency,
});
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = { requireApproval: false, profileEditing: true, digestFrequency: 'weekly' };

export const PutSettingsBody = Settings.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one setting' });
