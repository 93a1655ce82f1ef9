import { z } from 'zod';
import { ApiError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { json } from '../http/reply.js';
import { TemplateId } from '../templates/schemas.js';

const Email = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address'));

export const mailRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/admin/test-email',
    group: 'admin-test-email',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'sending-mail' },
    summary: "Send a rendered signature (a template with sample data, or a mailbox's live signature) to an inbox of the organisation",
    body: z
      .strictObject({ to: Email, templateId: TemplateId.optional(), email: Email.optional() })
      .refine((b) => !!b.templateId !== !!b.email, { message: 'give either templateId or email', path: ['templateId'] }),
    async handler({ tenantId, body, services }) {
      // Only to the organisation's own mailboxes: the service is not a relay.
      const inbox = await services.resolver.resolve(tenantId, body.to);
      if (!inbox) throw new ApiError(400, 'invalid_request', 'The inbox is not a mailbox of this organisation', { fields: { to: 'not a mailbox of this organisation' } });
      let html: string;
      if (body.email) {
        const mailbox = await services.resolver.resolve(tenantId, body.email);
        if (!mailbox) throw new ApiError(404, 'mailbox_not_found', 'The address is not a mailbox of this organisation');
        const { signature } = await services.signature.renderComposed(tenantId, mailbox, mailbox, 'new', { mintCard: false });
        html = await services.rendering.inlineImages(tenantId, signature.html);
      } else {
        html = (await services.rendering.preview(tenantId, (await services.templates.get(tenantId, body.templateId!)).html)).html;
      }
      const sent = await services.mail.send({
        to: inbox.primary,
        subject: 'Test: your e-mail signature',
        html: `<p>This is how the signature looks in a message:</p><hr>${html}`,
      });
      return json({ to: inbox.primary, ...sent });
    },
  }),
];
