import { z } from 'zod';

/** The health digest as it would be mailed. */
export const DigestPreview = z.object({ subject: z.string(), html: z.string() });
export type DigestPreview = z.infer<typeof DigestPreview>;

export const DigestSent = z.object({ to: z.string(), subject: z.string(), id: z.string(), transport: z.string() });
export type DigestSent = z.infer<typeof DigestSent>;
