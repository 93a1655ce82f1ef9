import { z } from 'zod';
import { MAX_RECIPIENT_DOMAINS } from '../rules/recipients.js';
import { RecipientDomains, Recipients } from '../rules/schemas.js';
import { ThreadAnswer, ThreadRead } from '../threads/addin-thread.js';

export const SignatureType = z.enum(['new', 'reply']);
export type SignatureType = z.infer<typeof SignatureType>;

const Email = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));

const SignatureRequest = z.object({ email: Email.optional(), type: SignatureType.default('new') });
/** The POST forms may send no body at all: the caller's own new-message signature. */
export const SignatureBody = SignatureRequest.extend({ recipients: Recipients.optional(), thread: ThreadRead.optional() }).default({
  type: 'new',
});
/** The GET forms: the recipients' domains comma-separated in `recipientDomains`. */
export const SignatureQuery = SignatureRequest.extend({
  recipientDomains: z
    .string()
    .max(MAX_RECIPIENT_DOMAINS * 260, 'too long')
    .transform((s) =>
      s
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(RecipientDomains)
    .optional()
    .meta({
      description: "The message's recipients as their domains only, comma-separated (never addresses); see `recipients` of the POST form.",
    }),
});
/** What the signature path takes of either form: the mailbox, the role, and the recipient domains (none: not known). */
export interface SignatureInput {
  email?: string;
  type: SignatureType;
  recipients?: readonly string[];
  /** What the add-in read of the message (the POST form only). */
  thread?: ThreadRead;
}
export const ProfileQuery = z.object({ email: Email.optional() });
export const OwnSignatureQuery = z.object({ type: SignatureType.default('new') });

const SignatureImage = z.object({ cid: z.string(), name: z.string(), contentType: z.string(), base64: z.string() });
export const Signature = z.object({
  html: z.string(),
  images: z.array(SignatureImage),
  templateId: z.string().nullable(),
  version: z.number().nullable(),
  type: SignatureType,
  language: z.string().nullable().describe("The language variant of the template given (a tag such as `de`); null: the template's default"),
  recipients: z
    .enum(['internal', 'external'])
    .nullable()
    .optional()
    .describe(
      'How the recipients stood when the organisation has rules, banners or footers that test them: `internal` (all inside ' +
        'the organisation), `external` (any outside), null (none were given). Absent when nothing the organisation has ' +
        'tests recipients (the answer is then the same for every set). The add-in writes it into its mark, so the relay ' +
        'can add a footer meant for external recipients to a message signed for internal ones.',
    ),
});
export type Signature = z.infer<typeof Signature>;

/** `POST /api/signature` (and its GET form): the signature, and the token the add-in's mark carries for the relay. */
export const AddinSignature = Signature.extend({
  thread: ThreadAnswer.optional(),
  markToken: z
    .string()
    .nullable()
    .describe(
      'Proof that this service gave the signature, for the relay: the add-in writes it into its mark ' +
        '(`X-Signature-Applied: …; token=<markToken>`). It binds the organisation, the mailbox and `recipients`, and is ' +
        'good for three to four days. Null when there is no signature to mark.',
    ),
  stale: z
    .string()
    .optional()
    .describe(
      'Present only on an answer served while storage is out: the last good answer for this request, rendered at this ' +
        'time (ISO 8601, also in the `X-Signature-Stale` header), at most a day before. The add-in says so in its apply report.',
    ),
}).meta({ id: 'AddinSignature' });
export type AddinSignature = z.infer<typeof AddinSignature>;
