import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { ownMailbox } from '../me/routes.js';
import {
  AutomaticRepliesBody,
  AutomaticRepliesList,
  AutomaticRepliesState,
  MailboxParams,
  OwnAutomaticReplies,
  ReplyPreview,
} from './schemas.js';

const route = routesUsing('automaticReplies', 'signature', 'settings');

const me = { auth: 'portal', keys: { exclude: 'staff-self-service' } } as const;
const admin = { auth: 'admin', guard: { capability: 'staff-profile' }, keys: 'allow' } as const;

export const automaticRepliesRoutes = [
  route({
    ...me,
    method: 'GET',
    path: '/api/me/automatic-replies',
    summary: 'Own out-of-office replies: on or off, the dates, whom they name, and both replies as they would go out',
    response: OwnAutomaticReplies,
    async handler(ctx) {
      const { mailbox } = await ownMailbox(ctx);
      const replies = ctx.services.automaticReplies;
      const [state, preview] = await Promise.all([replies.get(ctx.tenantId, mailbox), replies.preview(ctx.tenantId, mailbox)]);
      return json({ ...state, preview });
    },
  }),
  route({
    ...me,
    method: 'PUT',
    path: '/api/me/automatic-replies',
    summary: "Switch one's own out-of-office replies on (from the reply template, with dates and whom to contact) or off",
    body: AutomaticRepliesBody,
    response: OwnAutomaticReplies,
    async handler(ctx) {
      const { mailbox } = await ownMailbox(ctx);
      const replies = ctx.services.automaticReplies;
      const state = await replies.set(ctx.tenantId, ctx.actor, mailbox, ctx.body, 'self');
      return json({ ...state, preview: await replies.preview(ctx.tenantId, mailbox) });
    },
  }),
  route({
    ...me,
    method: 'POST',
    path: '/api/me/automatic-replies/preview',
    summary: "Both of one's own replies for dates and a contact not saved yet (null while no reply template is published)",
    body: AutomaticRepliesBody,
    response: ReplyPreview.nullable(),
    write: false,
    async handler(ctx) {
      const { mailbox } = await ownMailbox(ctx);
      return json(await ctx.services.automaticReplies.preview(ctx.tenantId, mailbox, ctx.body));
    },
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/api/admin/automatic-replies',
    summary: 'Who has out-of-office replies on: those out now first, with their dates and whom they name',
    response: AutomaticRepliesList,
    async handler({ tenantId, services }) {
      return json({ people: await services.automaticReplies.list(tenantId) });
    },
  }),
  route({
    ...admin,
    method: 'PUT',
    path: '/api/admin/automatic-replies/:email',
    summary: "Switch someone's out-of-office replies on or off for them (the change log names who did)",
    params: MailboxParams,
    body: AutomaticRepliesBody,
    response: AutomaticRepliesState,
    async handler({ tenantId, actor, params, body, services }) {
      const mailbox = await services.automaticReplies.mailbox(tenantId, params.email);
      return json(await services.automaticReplies.set(tenantId, actor, mailbox, body, 'admin'));
    },
  }),
];
