import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { placeholderGroups } from './placeholders.js';
import {
  AddressParams,
  CreateFieldBody,
  FieldParams,
  PlaceholderGroups,
  ProfileField,
  ProfileValuesQuery,
  SavedValues,
  SaveValuesBody,
  UpdateFieldBody,
  ValuesPage,
} from './schemas.js';

const route = routesUsing('profiles', 'resolver');

const fields = { auth: 'admin', guard: { capability: 'settings' }, keys: 'allow' } as const;
const values = { auth: 'admin', guard: { capability: 'staff-profile' }, keys: { exclude: 'reading-one-person' } } as const;

export const profilesRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/fields',
    auth: 'admin',
    keys: 'allow',
    summary: "Placeholders the editors offer, with the organisation's profile fields under User profile",
    response: PlaceholderGroups,
    async handler({ tenantId, services }) {
      return json({ groups: placeholderGroups(await services.profiles.enabledFields(tenantId)) });
    },
  }),
  route({
    ...fields,
    method: 'GET',
    path: '/api/admin/profile-fields',
    summary: 'Custom profile fields',
    response: z.object({ fields: z.array(ProfileField) }),
    async handler({ tenantId, services }) {
      return json({ fields: await services.profiles.fields(tenantId) });
    },
  }),
  route({
    ...fields,
    method: 'POST',
    path: '/api/admin/profile-fields',
    summary: 'Define a custom profile field (its key is immutable)',
    body: CreateFieldBody,
    response: ProfileField,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.profiles.createField(tenantId, actor, body), 201);
    },
  }),
  route({
    ...fields,
    method: 'PUT',
    path: '/api/admin/profile-fields/:key',
    summary: 'Change a profile field; values the new definition refuses are deleted and counted',
    params: FieldParams,
    body: UpdateFieldBody,
    response: z.object({ field: ProfileField, removedValues: z.number() }),
    async handler({ tenantId, actor, params, body, services }) {
      return json(await services.profiles.updateField(tenantId, actor, params.key, body));
    },
  }),
  route({
    ...fields,
    method: 'POST',
    path: '/api/admin/profile-fields/:key/impact',
    summary: 'How many stored values a change of the field would delete; changes nothing (asked before confirming)',
    write: false,
    params: FieldParams,
    body: UpdateFieldBody,
    response: z.object({ removedValues: z.number() }),
    async handler({ tenantId, params, body, services }) {
      return json(await services.profiles.updateImpact(tenantId, params.key, body));
    },
  }),
  route({
    ...fields,
    method: 'DELETE',
    path: '/api/admin/profile-fields/:key',
    summary: 'Delete a profile field and every stored value of it, irreversibly',
    params: FieldParams,
    response: z.object({ removedValues: z.number() }),
    async handler({ tenantId, actor, params, services }) {
      return json(await services.profiles.deleteField(tenantId, actor, params.key));
    },
  }),
  route({
    ...values,
    method: 'GET',
    path: '/api/admin/profile-values',
    summary: 'Every mailbox with stored values, how many fields each completed, and the enabled fields',
    response: ValuesPage,
    query: ProfileValuesQuery,
    async handler({ tenantId, query, services }) {
      const [page, enabled] = await Promise.all([
        services.profiles.pageValues(tenantId, query.limit, query.cursor),
        services.profiles.enabledFields(tenantId),
      ]);
      return json({
        fields: enabled,
        mailboxes: page.items.map((m) => ({ ...m, completed: enabled.filter((f) => m.values[f.key] !== undefined).length })),
        cursor: page.cursor,
      });
    },
  }),
  route({
    ...values,
    method: 'PUT',
    path: '/api/admin/profile-values/:email',
    summary: "Enter or change a colleague's values, validated as their own save",
    response: SavedValues,
    params: AddressParams,
    body: SaveValuesBody,
    async handler({ tenantId, actor, params, body, services }) {
      const mailbox = await services.resolver.resolve(tenantId, params.email, { live: true });
      if (!mailbox) throw notFound('The address is not a mailbox of this organisation');
      const saved = await services.profiles.save(tenantId, actor, mailbox, body.values, { limited: false });
      return json({ address: mailbox.primary, values: saved });
    },
  }),
];
