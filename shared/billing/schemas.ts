import { z } from 'zod';

export const ProfileBody = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z.string().trim().pipe(z.email('must be an e-mail address')),
  address: z.strictObject({
    line1: z.string().trim().min(1, 'is required').max(200),
    line2: z.string().trim().max(200).optional(),
    city: z.string().trim().min(1, 'is required').max(100),
    postalCode: z.string().trim().min(1, 'is required').max(20),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'a two-letter country code (ISO 3166-1)'),
  }),
  vatId: z.string().trim().max(30).optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** The parts of Stripe's objects the service reads. Stripe's answers and signed events are checked against them. */
export const StripeSubscription = z.looseObject({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  items: z
    .looseObject({
      data: z.array(z.looseObject({ id: z.string(), quantity: z.number().nullish(), current_period_end: z.number().nullish() })),
    })
    .nullish(),
  default_payment_method: z
    .union([z.string(), z.looseObject({ card: z.looseObject({ brand: z.string(), last4: z.string() }).nullish() })])
    .nullish(),
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

/** `GET /api/admin/billing`: the mirrored subscription state (no customer id), the trial and the seats to bill. */
export const BillingOverview = z.object({
  subscriptionId: z.string().nullable(),
  /** Stripe's subscription status ('active', 'past_due', 'canceled', ...) or 'none'. */
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  seats: z.number().nullable(),
  itemId: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  latestInvoice: z
    .object({
      id: z.string(),
      status: z.string().nullable(),
      amountDue: z.number(),
      currency: z.string(),
      hostedUrl: z.string().nullable(),
    })
    .nullable(),
  updatedAt: z.string().nullable(),
  /** After a partner released the organisation: delivery goes on without a subscription until then. */
  graceEndsAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  inTrial: z.boolean(),
  /** A partner's running consolidated subscription pays for the organisation. */
  consolidated: z.boolean(),
  delivering: z.boolean(),
  seatsToBill: z.number(),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

/** After reactivating: the overview, and the hosted checkout page when a new subscription has to start. */
export const Reactivated = BillingOverview.extend({ checkoutUrl: z.string().nullable() });
export type Reactivated = z.infer<typeof Reactivated>;

/** A hosted page of the payment provider. */
export const HostedPage = z.object({ url: z.string() });

export const Invoices = z.object({
  /** True when the provider could not be read (the list is then empty). */
  unavailable: z.boolean(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      date: z.string(),
      amountDue: z.number(),
      amountPaid: z.number(),
      currency: z.string(),
      status: z.string().nullable(),
      hostedUrl: z.string().nullable(),
      pdfUrl: z.string().nullable(),
    }),
  ),
});
export type Invoices = z.infer<typeof Invoices>;

export const Adjustments = z.object({
  adjustments: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      amount: z.number(),
      currency: z.string(),
      category: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type Adjustments = z.infer<typeof Adjustments>;

export const WebhookReceipt = z.object({ received: z.literal(true), type: z.string() });
