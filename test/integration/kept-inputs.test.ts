import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { DEFAULT_STORAGE_WAITS } from '../../shared/storage/bounded-waits.js';
import { getOrNull } from '../../shared/storage/entities.js';
import { Storage } from '../../shared/storage/storage.js';
import { KEPT_INPUTS_ROW } from '../../shared/signature/kept-inputs.js';
import { ImportStore } from '../../shared/imports/store.js';

// The organisation-wide inputs of a compose are kept beside the rendering generation (shared/signature/kept-inputs.ts):
// a fresh instance renders from them what the instance that wrote them renders, and a change moves the generation on,
// so no instance renders with inputs kept before it.

const MAILBOX = 'dev.patel@fabrikam.test';
let storage: Storage;
let host: TestHost;
let tenant: string;
let admin: string;

const fresh = () => startTestHost({ storage, tenantIds: host.tenants });
const compose = async (h: TestHost) => {
  const token = await h.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
  return (await ok(h.api(token).POST('/api/signature', { body: { type: 'new' } }))).html;
};
const keptRow = () => getOrNull<{ generation: string }>(storage.table('generations'), tenant, KEPT_INPUTS_ROW);

beforeAll(async () => {
  storage = new Storage({
    connectionString: inject('storageConnectionString'),
    waits: { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 30_000, deadlineMs: 60_000 },
  });
  host = await startTestHost({ storage });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'kept.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'kept.admin@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  const { id } = await createPublishedWith(host.api(admin), { name: 'First', html: '<p>First {{displayName}}</p>' });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
});
afterAll(() => host.close());

describe('inputs kept beside the generation', () => {
  it('are written by the first compose of a generation, and a fresh instance renders the same from them', async () => {
    const html = await compose(host);
    expect(html).toContain('First');
    const generation = await host.services.generations.current(tenant);
    expect((await keptRow())?.generation).toBe(generation);
    const other = await fresh();
    try {
      expect(await compose(other)).toBe(html);
    } finally {
      await other.close();
    }
  });

  it('keep whether the organisation has imported values: a fresh instance renders them without asking again', async () => {
    const { id } = await createPublishedWith(host.api(admin), { name: 'Titled', html: '<p>Title {{jobTitle}}</p>' });
    await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    const file = `mail,jobTitle\n${MAILBOX},Imported Title\n`;
    const applied = await host.call('POST', '/api/admin/imports?dryRun=false', {
      token: admin,
      rawBody: file,
      headers: { 'content-type': 'text/csv' },
    });
    expect(applied.status).toBe(200);
    expect(await compose(host)).toContain('Imported Title');
    const other = await fresh();
    try {
      // Neither asked whether there are any, nor looked for layers of the first layout before reading the mailbox's.
      const asked = vi.spyOn(ImportStore.prototype, 'any');
      expect(await compose(other)).toContain('Imported Title');
      expect(asked).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      await other.close();
    }
  });

  it('are never used past a change: a fresh instance renders the new roles, footer and exclusions', async () => {
    await compose(host);
    const before = (await keptRow())?.generation;
    const { id } = await createPublishedWith(host.api(admin), { name: 'Second', html: '<p>Second {{displayName}}</p>' });
    await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    await ok(host.api(admin).POST('/api/admin/footers', { body: { name: 'Legal', html: '<p>Legal notice</p>' } }));
    // The row still names the generation before the change: it is read and passed over, not used.
    expect((await keptRow())?.generation).toBe(before);
    const second = await fresh();
    try {
      const html = await compose(second);
      expect(html).toContain('Second');
      expect(html).toContain('Legal notice');
      expect(html).not.toContain('First');
    } finally {
      await second.close();
    }
    await ok(host.api(admin).POST('/api/admin/exclusions', { body: { mailboxes: [MAILBOX] } }));
    const third = await fresh();
    try {
      const token = await third.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
      const refused = await third.call('POST', '/api/signature', { token, body: { type: 'new' } });
      expect(refused.status).toBe(403);
    } finally {
      await third.close();
    }
  });
});
