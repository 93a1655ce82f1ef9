import { routesUsing } from '../http/route.js';
import { json, noContent } from '../http/reply.js';
import { z } from 'zod';
import { DirectoryGroupSchema } from '../directory/types.js';
import { readerLanguageOf } from '../preferences/reader.js';
import {
  AddGroupBody,
  Added,
  AddedGroup,
  AddMailboxesBody,
  ExclusionsOverview,
  GroupParams,
  GroupSearchQuery,
  GroupSync,
  MailboxParams,
  ModeAnswer,
  ModeBody,
  Released,
  Suggestions,
} from './schemas.js';

const route = routesUsing('directory', 'exclusions', 'preferences');

const cost = { auth: 'admin', guard: { capability: 'cost-management' }, keys: 'allow' } as const;

export const exclusionsRoutes = [
  route({
    ...cost,
    method: 'GET',
    path: '/api/admin/exclusions',
    summary: 'The cost list: mode, mailboxes (still resolving? billable?), groups, totals, seats billed',
    response: ExclusionsOverview,
    async handler(ctx) {
      return json(await ctx.services.exclusions.overview(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...cost,
    method: 'PUT',
    path: '/api/admin/exclusions/mode',
    summary: 'Switch between exclusion and inclusion mode (refused while anything is on the list)',
    response: ModeAnswer,
    body: ModeBody,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.exclusions.setMode(tenantId, actor, body.mode));
    },
  }),
  route({
    ...cost,
    method: 'POST',
    path: '/api/admin/exclusions',
    summary: 'Add one or many mailboxes with an optional note',
    response: Added,
    body: AddMailboxesBody,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.exclusions.add(tenantId, actor, body.mailboxes, body.note), 201);
    },
  }),
  route({
    ...cost,
    method: 'DELETE',
    path: '/api/admin/exclusions/:email',
    summary: 'Remove one mailbox from the list',
    responseType: 'no-content',
    params: MailboxParams,
    async handler({ tenantId, actor, params, services }) {
      await services.exclusions.remove(tenantId, actor, params.email);
      return noContent();
    },
  }),
  route({
    ...cost,
    method: 'GET',
    path: '/api/admin/exclusions/suggested',
    summary: 'Billable mailboxes that never applied a signature, and the saving if excluded (exclusion mode only)',
    response: Suggestions,
    async handler(ctx) {
      return json(await ctx.services.exclusions.suggestions(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...cost,
    method: 'POST',
    path: '/api/admin/exclusions/groups',
    summary: "Add a directory group's members (confirmed and resolved before the call returns)",
    response: AddedGroup,
    body: AddGroupBody,
    async handler({ tenantId, actor, body, services }) {
      const { members, ...group } = await services.exclusions.addGroup(tenantId, actor, body.groupId, body.note);
      return json({ ...group, memberCount: members.length, members }, 201);
    },
  }),
  route({
    ...cost,
    method: 'DELETE',
    path: '/api/admin/exclusions/groups/:id',
    summary: 'Remove a group; answers which addresses it released',
    response: Released,
    params: GroupParams,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.exclusions.removeGroup(tenantId, actor, params.id));
    },
  }),
  route({
    ...cost,
    method: 'POST',
    path: '/api/admin/exclusions/groups/:id/sync',
    summary: "Refresh one group's membership now (otherwise refreshed nightly)",
    response: GroupSync,
    params: GroupParams,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.exclusions.syncGroup(tenantId, actor, params.id));
    },
  }),
  route({
    ...cost,
    method: 'GET',
    path: '/api/admin/groups/search',
    summary: 'Directory group search, from two characters',
    response: z.object({ groups: z.array(DirectoryGroupSchema) }),
    query: GroupSearchQuery,
    async handler({ tenantId, query, services }) {
      return json({ groups: await services.directory.searchGroups(tenantId, query.q, query.limit) });
    },
  }),
];
