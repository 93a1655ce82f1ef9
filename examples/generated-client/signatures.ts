// Creates a published template, gives it to new messages and reads the signature it renders, through a client
// generated from the service's OpenAPI document (openapi-typescript's types, openapi-fetch's calls).
import createClient from 'openapi-fetch';
import type { paths } from './signature-service-api.js';

const base = process.env.BASE ?? 'http://localhost:7071';
const api = createClient<paths>({ baseUrl: base, headers: { authorization: `Bearer ${process.env.KEY}` } });

const created = await api.POST('/api/admin/templates', {
  body: { name: 'From my TypeScript script', html: '<p>{{displayName}}, from my TypeScript script</p>', publish: true },
});
if (!created.data) throw new Error(`Not created: ${created.error?.message}`);
const template = created.data.id;

const assigned = await api.PUT('/api/admin/roles', { body: { new: template } });
if (!assigned.data) throw new Error(`Not assigned: ${assigned.error?.message}`);

const signature = await api.POST('/api/admin/preview', { body: { templateId: template } });
if (!signature.data) throw new Error(`Not rendered: ${signature.error?.message}`);
console.log(JSON.stringify({ template, newMessages: assigned.data.new, html: signature.data.html }));
