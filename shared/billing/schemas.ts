import { z } from 'zod';

export const ProfileBody = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z.string().trim().pipe(z.email('must be an e-mail address')),
  address: z.strictObject({
    line1: z.string().trim().min(1, 'is required').max(200),
    line2: z.string().trim().max(200).optional(),
    city: z.string().trim().min(1, 'is required').max(100),
    postalCode: z.string().trim().min(1, 'is required').max(20),
    country: z.string().trim().regex(/^[A-Z]{2}$/, 'a two-letter country code (ISO 3166-1)'),
  }),
  vatId: z.string().trim().max(30).optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;
