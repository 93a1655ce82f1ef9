import { z } from 'zod';

export const SignatureType = z.enum(['new', 'reply']);
export type SignatureType = z.infer<typeof SignatureType>;

const Email = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));

export const SignatureRequest = z.object({ email: Email.optional(), type: SignatureType.default('new') });
/** The POST forms may send no body at all: the caller's own new-message signature. */
export const SignatureBody = SignatureRequest.default({ type: 'new' });
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
});
export type Signature = z.infer<typeof Signature>;
