import { englishReasons, withReasons } from '../http/said-reasons.js';
import { z } from 'zod';
import { notFound, refuse } from '../http/errors.js';
import { acceptedLanguage } from '../http/language.js';
import { routesUsing } from '../http/route.js';
import { download, json } from '../http/reply.js';
import { TemplateId } from '../templates/schemas.js';
import { LanguageTag } from '../templates/variants.js';
import { TemplateWarning, templateWarnings } from '../templates/warnings.js';
import { DirectoryUserSchema } from '../directory/types.js';
import { SignatureType } from '../signature/schemas.js';
import type { ResolvedMailbox } from '../directory/resolver.js';

const route = routesUsing('assets', 'mailboxViews', 'profiles', 'rendering', 'resolver', 'signature', 'templates');

const Email = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));

const PreviewBody = z
  .strictObject({
    html: z.string().min(1).max(200_000).optional(),
    templateId: TemplateId.optional(),
    email: Email.optional(),
    sender: Email.optional(),
    language: LanguageTag.optional().describe('The language of the variant previewed: sample data writes `{{ooo.until}}` in it'),
  })
  .refine((b) => !!b.html !== !!b.templateId, { message: 'give either html or templateId', path: ['html'] });

const MailboxAttributes = DirectoryUserSchema.omit({ proxyAddresses: true }).extend({
  primary: z.string(),
  groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
});
const PreviewAnswer = z.object({
  html: z.string(),
  length: z.number(),
  limit: z.number(),
  warnings: z.array(TemplateWarning),
  mailbox: MailboxAttributes.optional(),
  sender: MailboxAttributes.optional(),
});

const attributesOf = (m: ResolvedMailbox): z.infer<typeof MailboxAttributes> => {
  const { proxyAddresses: _p, ...user } = m.user;
  return { primary: m.primary, ...user, groups: m.groups.map((g) => ({ id: g.id, displayName: g.displayName })) };
};

export const renderingRoutes = [
  route({
    method: 'POST',
    path: '/api/admin/preview',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    // Reading one named person is not for keys: with an address the operation answers as if it did not exist.
    keyExcludedFields: { group: 'reading-one-person', fields: ['email', 'sender'] },
    write: false,
    summary: 'Render a body or a template with sample data, or for a named mailbox (and optional sender); images inlined',
    body: PreviewBody,
    response: PreviewAnswer,
    async handler({ tenantId, body, services, req }) {
      const checked = body.html
        ? await services.templates.checkInTurns(body.html)
        : await services.templates.content(tenantId, body.templateId!);
      const resolve = async (address: string | undefined, field: string) => {
        if (!address) return null;
        const m = await services.resolver.resolve(tenantId, address, { live: true });
        if (!m)
          throw withReasons(
            refuse('mailbox_not_found', `${field}: not a mailbox of this organisation`, {
              fields: englishReasons({ [field]: 'notMailboxOfOrganisation' }),
            }),
            { [field]: 'notMailboxOfOrganisation' },
          );
        return m;
      };
      const [mailbox, sender] = [await resolve(body.email, 'email'), await resolve(body.sender, 'sender')];
      const view = mailbox ? await services.mailboxViews.view(tenantId, { mailbox, sender: sender ?? mailbox }, 'sample') : undefined;
      const rendered = await services.rendering.preview(tenantId, checked, view, body.language);
      return json({
        ...rendered,
        warnings: await templateWarnings(
          services,
          tenantId,
          body.html ?? checked,
          checked,
          acceptedLanguage(req.headers['accept-language']),
        ),
        ...(mailbox ? { mailbox: attributesOf(mailbox) } : {}),
        ...(sender ? { sender: attributesOf(sender) } : {}),
      });
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/download',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'reading-one-person' },
    summary: "A mailbox's live signature as a standalone HTML file",
    responseType: 'text/html',
    query: z.object({ email: Email, type: SignatureType.default('new') }),
    async handler({ tenantId, query, services }) {
      const mailbox = await services.resolver.resolve(tenantId, query.email);
      if (!mailbox) throw notFound('The address is not a mailbox of this organisation');
      const { signature } = await services.signature.renderComposed(tenantId, mailbox, mailbox, query.type, { mintCard: false });
      return download(
        await services.signature.document(tenantId, signature, `Signature of ${mailbox.primary}`),
        'text/html; charset=utf-8',
        `signature-${query.type}.html`,
      );
    },
  }),
];
