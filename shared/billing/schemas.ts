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

/** The parts of Stripe's objects the service reads. Stripe's answers and signed events are checked against them. */
export const StripeSubscription = z.looseObject({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  items: z.looseObject({ data: z.array(z.looseObject({ id: z.string(), quantity: z.number().nullish(), current_period_end: z.number().nullish() })) }).nullish(),
  default_payment_method: z.union([z.string(), z.looseObject({ card: z.looseObject({ brand: z.string(), last4: z.string() }).nullish() })]).nullish(),
});
export const StripeEventObject = z.looseObject({
  customer: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
  subscription: z.string().nullish(),
});
export const StripeInvoice = z.looseObject({
  id: z.string(),
  status: z.string().nullable(),
  amount_due: z.number(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
});
