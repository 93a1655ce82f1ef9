import { invalidSaid } from '../http/said-reasons.js';
import { z } from 'zod';
import { refuse } from '../http/errors.js';
import { routesUsing } from '../http/route.js';
import { signatureOnly } from '../templates/service.js';
import { json } from '../http/reply.js';
import { SignatureType } from '../signature/schemas.js';
import { TemplateId } from '../templates/schemas.js';
import { translator } from '../i18n/catalogue.js';
import { TEST_MAIL_MESSAGES } from './messages.js';

const route = routesUsing('mail', 'preferences', 'rendering', 'resolver', 'signature', 'templates');

const Email = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address'));

export const mailRoutes = [
  route({
    method: 'POST',
    path: '/api/admin/test-email',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'sending-mail' },
    summary:
      "Send a rendered signature to an inbox of the organisation: a template with sample data (templateId), a mailbox's live signature (email), or by default the inbox's own live signature; `type` picks new or reply",
    body: z
      .strictObject({ to: Email, templateId: TemplateId.optional(), email: Email.optional(), type: SignatureType.default('new') })
      .refine((b) => !(b.templateId && b.email), { message: 'give templateId or email, not both', path: ['templateId'] }),
    response: z.object({ to: z.string(), id: z.string(), transport: z.string() }),
    async handler({ tenantId, body, services }) {
      // Only to the organisation's own mailboxes: the service is not a relay.
      const inbox = await services.resolver.resolve(tenantId, body.to);
      if (!inbox) throw invalidSaid({ to: 'notAMailboxOfOrganisation' }, 'inboxNotMailbox');
      let html: string;
      if (body.templateId) {
        const template = await services.templates.get(tenantId, body.templateId);
        signatureOnly(template, 'templateId', 'replyNotTestMail');
        html = (await services.rendering.preview(tenantId, await services.templates.content(tenantId, body.templateId))).html;
      } else {
        const mailbox = body.email ? await services.resolver.resolve(tenantId, body.email) : inbox;
        if (!mailbox) throw refuse('mailbox_not_found');
        const { signature } = await services.signature.renderComposed(tenantId, mailbox, mailbox, body.type, { mintCard: false });
        if (!signature.templateId) {
          throw refuse(
            'no_signature',
            `${mailbox.primary} has no ${body.type === 'new' ? 'new-message' : 'reply'} signature: no template is assigned to it`,
          );
        }
        html = await services.rendering.inlineImages(tenantId, signature.html);
      }
      // In the language of the inbox's person, who reads it.
      const t = translator(TEST_MAIL_MESSAGES, await services.preferences.languageOf(tenantId, inbox.primary));
      const sent = await services.mail.send({ to: inbox.primary, subject: t('subject'), html: `<p>${t('intro')}</p><hr>${html}` });
      return json({ to: inbox.primary, ...sent });
    },
  }),
];
