import { z } from 'zod';

/** What a webhook may receive: the change log's entries, and the alerts the organisation subscribed it to. */
export const WebhookEvent = z.enum(['changelog', 'alert']);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** The most webhooks an organisation registers. */
export const MAX_WEBHOOKS = 10;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEvent),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Webhook = z.infer<typeof Webhook>;

export const CreateWebhookBody = z.strictObject({
  url: z.string().trim().min(1, 'is required').max(2000, 'at most 2000 characters'),
  events: z
    .array(WebhookEvent)
    .min(1, 'at least one event')
    .max(WebhookEvent.options.length)
    .refine((events) => new Set(events).size === events.length, 'each event once'),
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const CreatedWebhook = Webhook.extend({
  secret: z.string().describe('Signs every delivery (X-Signature-Webhook); shown this once, never again'),
});

export const WebhookParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'is not a webhook id') });

export const DeliveryState = z.enum(['pending', 'delivered', 'failed']);

/** One delivery and what its last try was answered. */
export const Delivery = z.object({
  id: z.string().describe('The id in the delivered body, the same on every try'),
  event: z.enum(['changelog', 'alert', 'test']),
  state: DeliveryState.describe('pending: will be tried again; failed: given up after a day'),
  attempts: z.number().int(),
  enqueuedAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  status: z.number().int().nullable().describe('The receiver’s HTTP status on the last try'),
  error: z.string().nullable().describe('Why the last try failed'),
  answer: z.string().nullable().describe('The start of the receiver’s answer on the last try'),
});
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryList = z.object({ deliveries: z.array(Delivery) });
export const WebhookList = z.object({ webhooks: z.array(Webhook) });
