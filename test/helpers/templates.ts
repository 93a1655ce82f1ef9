import type { CallResult } from './host.js';
import { ok, type ApiClient } from './api.js';

type Call = (method: string, path: string, body?: unknown) => Promise<CallResult>;

/**
 * Creates a template and publishes its working copy as version 1 (a created template is an unpublished draft that
 * reaches nobody): the setup step of tests that need a live template. Answers the publish (the template, version 1).
 */
export async function createPublished(call: Call, body: { name: string; html: string }): Promise<CallResult> {
  const created = await call('POST', '/api/admin/templates', body);
  if (created.status !== 201) throw new Error(`create ${body.name}: ${created.status} ${created.text}`);
  const published = await call('POST', `/api/admin/templates/${created.json.id}/publish-draft`);
  if (published.status !== 200) throw new Error(`publish ${body.name}: ${published.status} ${published.text}`);
  return published;
}

/** `createPublished` through the typed client: answers the published template (version 1). */
export async function createPublishedWith(api: ApiClient, body: { name: string; html: string }) {
  const { id } = await ok(api.POST('/api/admin/templates', { body }));
  return ok(api.POST('/api/admin/templates/{id}/publish-draft', { params: { path: { id } } }));
}
