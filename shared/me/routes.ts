import { refuse } from '../http/errors.js';
import type { Person } from '../auth/principal.js';
import { routesUsing, type ContextUsing } from '../http/route.js';
import { html, json } from '../http/reply.js';
import { portalVoice } from '../signature/gate.js';
import { OwnSignatureQuery } from '../signature/schemas.js';
import { OwnProfile, OwnSignaturePreview, PreviewValuesBody, SavedValues, SaveValuesBody } from '../profiles/schemas.js';
import { OwnOrganisation } from '../tenants/schemas.js';

const route = routesUsing('profiles', 'settings', 'signature', 'tenants');

/** The address in the token is held by another account of the directory than the token's (an address reassigned). */
const NOT_YOUR_MAILBOX = refuse('not_your_mailbox');

/**
 * The gates of the staff pages: the mailbox gate of compose in the person's own words, plus profile editing switched
 * on. Acts only on the mailbox in the verified token, and only when it is the token's person's own (same directory
 * object id): an address is how the mailbox is found, never who it belongs to.
 */
export async function ownMailbox(
  { principal: person, tenantId, services }: ContextUsing<'signature' | 'settings', Person>,
  opts: { delivery: boolean } = { delivery: false },
) {
  const mailbox = await services.signature.mailbox(tenantId, person.email, {
    voice: portalVoice,
    delivery: opts.delivery,
    organisationCheck: async () => {
      if (!(await services.settings.get(tenantId)).profileEditing) {
        throw refuse('portal_off');
      }
    },
  });
  if (mailbox.user.id !== person.oid) throw NOT_YOUR_MAILBOX;
  return { person, mailbox };
}

const me = { auth: 'portal', keys: { exclude: 'staff-self-service' } } as const;

export const staffSelfServiceRoutes = [
  route({
    ...me,
    method: 'GET',
    path: '/api/me/organisation',
    summary:
      "The caller's own organisation and its state for the service, in every state (not yet connected included): the portal asks it first, so an expected state is an answer rather than a refusal",
    response: OwnOrganisation,
    async handler({ principal: { tenantId }, services }) {
      const tenant = await services.tenants.get(tenantId);
      return json({ id: tenantId, state: tenant?.state ?? 'not_onboarded' });
    },
  }),
  route({
    ...me,
    method: 'GET',
    path: '/api/me/profile',
    summary: 'Own profile: the fields to fill in, the values saved, and directory attributes (read-only)',
    response: OwnProfile,
    async handler(ctx) {
      const { mailbox } = await ownMailbox(ctx);
      const fields = await ctx.services.profiles.enabledFields(ctx.tenantId);
      const u = mailbox.user;
      return json({
        address: mailbox.primary,
        fields,
        values: await ctx.services.profiles.visibleValues(ctx.tenantId, mailbox, fields),
        directory: {
          displayName: u.displayName ?? null,
          jobTitle: u.jobTitle ?? null,
          department: u.department ?? null,
          companyName: u.companyName ?? null,
          officeLocation: u.officeLocation ?? null,
          mobilePhone: u.mobilePhone ?? null,
          businessPhones: u.businessPhones,
          city: u.city ?? null,
          country: u.country ?? null,
        },
      });
    },
  }),
  route({
    ...me,
    method: 'PUT',
    path: '/api/me/profile',
    summary: 'Save own values; 400 with field-by-field reasons when a value fails its field',
    response: SavedValues,
    body: SaveValuesBody,
    async handler(ctx) {
      const { person, mailbox } = await ownMailbox(ctx);
      const values = await ctx.services.profiles.save(
        ctx.tenantId,
        { actor: person.email, actorName: person.name },
        mailbox,
        ctx.body.values,
        {
          limited: true,
        },
      );
      return json({ address: mailbox.primary, values });
    },
  }),
  route({
    ...me,
    method: 'GET',
    path: '/api/me/signature',
    summary: 'Own signature as a standalone HTML document',
    responseType: 'text/html',
    query: OwnSignatureQuery,
    async handler(ctx) {
      const { person, mailbox } = await ownMailbox(ctx, { delivery: true });
      const { signature } = await ctx.services.signature.renderComposed(ctx.tenantId, mailbox, mailbox, ctx.query.type, { mintCard: true });
      return html(await ctx.services.signature.document(ctx.tenantId, signature, `Signature of ${person.name}`));
    },
  }),
  route({
    ...me,
    method: 'POST',
    path: '/api/me/signature/preview',
    summary: 'Own signature rendered with values typed but not saved (those that fit their fields); saves nothing',
    write: false,
    body: PreviewValuesBody,
    response: OwnSignaturePreview,
    async handler(ctx) {
      const { person, mailbox } = await ownMailbox(ctx, { delivery: true });
      const { values, problems } = await ctx.services.profiles.previewValues(ctx.tenantId, mailbox, ctx.body.values);
      const { signature } = await ctx.services.signature.renderComposed(ctx.tenantId, mailbox, mailbox, ctx.body.type, {
        mintCard: false,
        values,
      });
      const assigned = !!signature.templateId;
      return json({
        html: assigned ? await ctx.services.signature.document(ctx.tenantId, signature, `Signature of ${person.name}`) : '',
        assigned,
        problems: Object.fromEntries(Object.entries(problems).map(([k, v]) => [`values.${k}`, v])),
      });
    },
  }),
];
