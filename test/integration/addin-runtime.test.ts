import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_NAMES } from '../../addin/manifest/handlers.js';
import { lastOutcome, pendingReports } from '../../addin/src/api.js';
import { handleComposeEvent, SIGN_IN_NOTICE_ID } from '../../addin/src/compose.js';
import { officeItem } from '../../addin/src/office.js';
import type { AddinDeps, Fetch } from '../../addin/src/ports.js';
import { buildAddin } from '../../scripts/build-addin.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { composeState, memoryStorage, mockOffice, type ComposeState } from '../helpers/outlook-mock.js';
import { createPublished } from '../helpers/templates.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const NEW_HTML =
  '<table><tr><td><img src="cid:logo.png" alt="Logo"></td><td><strong>{{displayName}}</strong><br>Sent by {{sender.displayName}}' +
  '<br><img src="cid:badge.gif" alt="Badge"></td></tr></table>';

let host: TestHost;
let tenant: string;
let admin: string;
let newId: string;
let replyId: string;
let outdir: string;

const adminCall = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });

/** The network as the client sees it; calls carry this host's caller address so rate limits stay per test file. */
const network = (): Fetch => (url, init) =>
  fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': host.address } });

/** One Outlook client: its own storage, signed in as `user` through the local identity provider. */
function device(user: string, overrides: Partial<AddinDeps> = {}) {
  const storage = memoryStorage();
  const deps: AddinDeps = {
    base: host.url,
    fetch: network(),
    storage,
    token: () => host.token({ tenant, user, scope: 'access_as_user' }),
    client: 'Outlook test',
    ...overrides,
  };
  return { deps, storage };
}

/** Fires one launch event on the item through the same office.js wrapper the runtime uses. */
async function fire(deps: AddinDeps, state: ComposeState) {
  const office = mockOffice(state);
  (globalThis as { Office?: unknown }).Office = office;
  let completed = 0;
  await handleComposeEvent(deps, officeItem(office.context.mailbox.item, office.context.mailbox), { completed: () => void completed++ });
  expect(completed).toBe(1);
}

const events = async (mailbox: string) =>
  (await adminCall('GET', `/api/admin/activity/events?mailbox=${encodeURIComponent(mailbox)}`)).json.events as {
    outcome: string;
    mailbox: string;
    templateId: string | null;
    version: number | null;
    error: string | null;
    client: string | null;
  }[];
const inline = (state: ComposeState) =>
  state.attachments
    .filter((a) => a.isInline)
    .map((a) => a.name)
    .sort();

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'addin.admin@fabrikam.test' });
  await adminCall('GET', '/api/admin/me');
  await adminCall('PUT', '/api/admin/asset/logo.png', { base64: PNG });
  await adminCall('PUT', '/api/admin/asset/badge.gif', { base64: GIF });
  newId = (await createPublished(adminCall, { name: 'Standard', html: NEW_HTML })).json.id;
  replyId = (await createPublished(adminCall, { name: 'Reply', html: '<p>-- {{displayName}}</p>' })).json.id;
  expect((await adminCall('PUT', '/api/admin/roles', { new: newId, reply: replyId })).status).toBe(200);
  outdir = await mkdtemp(join(tmpdir(), 'addin-'));
  await buildAddin(outdir);
});
afterAll(async () => {
  delete (globalThis as { Office?: unknown }).Office;
  await rm(outdir, { recursive: true, force: true });
  await host.close();
});

describe('the event runtime bundle', () => {
  it('is one ES2016 classic script that registers every handler the manifests name', async () => {
    const code = await readFile(join(outdir, 'runtime.js'), 'utf8');
    expect(() => parse(code, { ecmaVersion: 2016, sourceType: 'script' })).not.toThrow();
    const associated: string[] = [];
    runInNewContext(code, { Office: { actions: { associate: (name: string) => associated.push(name) }, onReady: () => undefined } });
    expect(associated).toEqual([...HANDLER_NAMES]);
    const page = await readFile(join(outdir, 'runtime.html'), 'utf8');
    expect(page).toContain('src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"');
    expect(page).toContain('src="runtime.js"');
  });

  it('applies a signature through the bundled handler, finding the service from its own location', async () => {
    const code = await readFile(join(outdir, 'runtime.js'), 'utf8');
    const state = composeState('ben.okafor@fabrikam.test');
    const handlers = new Map<string, (event: { completed(): void }) => void>();
    const office = mockOffice(state);
    office.actions = { associate: (name: string, fn: (event: { completed(): void }) => void) => handlers.set(name, fn) };
    office.onReady = () => undefined;
    const storage = memoryStorage();
    const OfficeRuntime = {
      storage,
      auth: { getAccessToken: () => host.token({ tenant, user: 'ben.okafor@fabrikam.test', scope: 'access_as_user' }) },
    };
    runInNewContext(code, {
      Office: office,
      OfficeRuntime,
      fetch: network(),
      location: { href: `${host.url}/addin/runtime.html` },
      URL,
      console,
    });
    await new Promise<void>((resolve) => handlers.get('onNewMessageComposeHandler')!({ completed: resolve }));
    expect(state.signature).toContain('<strong>Ben Okafor</strong>');
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
    expect(state.clientSignatureDisabled).toBe(true);
  });

  it("finds the service from Office's runtime URL where there is no page (classic Outlook's JavaScript-only runtime)", async () => {
    const code = await readFile(join(outdir, 'runtime.js'), 'utf8');
    const state = composeState('eva.jansen@fabrikam.test');
    const handlers = new Map<string, (event: { completed(): void }) => void>();
    const office = mockOffice(state);
    office.actions = { associate: (name: string, fn: (event: { completed(): void }) => void) => handlers.set(name, fn) };
    office.onReady = () => undefined;
    (office.context as { urls?: unknown }).urls = { javascriptRuntimeUrl: `${host.url}/addin/runtime.js` };
    const OfficeRuntime = {
      storage: memoryStorage(),
      auth: { getAccessToken: () => host.token({ tenant, user: 'eva.jansen@fabrikam.test', scope: 'access_as_user' }) },
    };
    runInNewContext(code, { Office: office, OfficeRuntime, fetch: network(), URL, console });
    await new Promise<void>((resolve) => handlers.get('onNewMessageComposeHandler')!({ completed: resolve }));
    expect(state.signature).toContain('<strong>Eva Jansen</strong>');
  });
});

describe('compose events against the local host', () => {
  it('during a staged rollout, the report counts as an apply result of the version it was served', async () => {
    const started = await adminCall('PUT', `/api/admin/templates/${replyId}`, {
      html: '<p>-- {{displayName}} (candidate)</p>',
      rollout: { percentage: 50 },
    });
    expect(started.status).toBeLessThan(300);
    try {
      const { deps, storage } = device('dev.patel@fabrikam.test');
      await fire(deps, composeState('dev.patel@fabrikam.test', 'reply'));
      const served = (await lastOutcome(storage)) as { outcome: string; version: number };
      expect(served).toMatchObject({ outcome: 'applied', templateId: replyId });
      const detail = (await adminCall('GET', `/api/admin/templates/${replyId}/rollout`)).json as {
        results: Record<'current' | 'candidate', { version: number; applied: number }>;
      };
      const counted = Object.values(detail.results).find((r) => r.version === served.version)!;
      expect(counted.applied).toBe(1);
      expect(Object.values(detail.results).filter((r) => r.version !== served.version)[0].applied).toBe(0);
    } finally {
      expect((await adminCall('POST', `/api/admin/templates/${replyId}/rollout/rollback`)).status).toBeLessThan(300);
    }
  });

  it('new message: the signature, its two inline images once, the client signature off, an applied report', async () => {
    const { deps, storage } = device('ann.lee@fabrikam.test');
    const state = composeState('ann.lee@fabrikam.test');
    await fire(deps, state);
    expect(state.signature).toContain('<strong>Ann Lee</strong>');
    expect(state.signature).toContain('src="cid:logo.png"');
    expect(state.attachments.map((a) => [a.name, a.isInline, a.base64])).toEqual([
      ['logo.png', true, PNG],
      ['badge.gif', true, GIF],
    ]);
    expect(state.clientSignatureDisabled).toBe(true);
    expect(await lastOutcome(storage)).toMatchObject({
      outcome: 'applied',
      type: 'new',
      mailbox: 'ann.lee@fabrikam.test',
      templateId: newId,
      version: 1,
    });
    expect(await events('ann.lee@fabrikam.test')).toEqual([
      expect.objectContaining({
        mailbox: 'ann.lee@fabrikam.test',
        outcome: 'applied',
        templateId: newId,
        version: 1,
        client: 'Outlook test',
      }),
    ]);
  });

  it('reply: the reply template, no images', async () => {
    const { deps } = device('cleo.martin@fabrikam.test');
    const state = composeState('cleo.martin@fabrikam.test', 'reply');
    await fire(deps, state);
    expect(state.signature).toBe('<p>-- Cleo Martin</p>');
    expect(state.attachments).toEqual([]);
    expect((await events('cleo.martin@fabrikam.test'))[0]).toMatchObject({ outcome: 'applied', templateId: replyId });
  });

  it("shared mailbox From: the mailbox's signature with the token's person as sender, reported by that person", async () => {
    const { deps } = device('dev.patel@fabrikam.test');
    const state = composeState('info@fabrikam.test');
    await fire(deps, state);
    expect(state.signature).toContain('<strong>Fabrikam Info</strong>');
    expect(state.signature).toContain('Sent by Dev Patel');
    expect((await events('dev.patel@fabrikam.test'))[0]).toMatchObject({ outcome: 'applied', templateId: newId });
  });

  it('From changed twice: one signature and one set of images at the end', async () => {
    const { deps } = device('ben.okafor@fabrikam.test');
    const state = composeState('ben.okafor@fabrikam.test');
    await fire(deps, state);
    state.from = 'info@fabrikam.test';
    await fire(deps, state);
    expect(state.signature).toContain('<strong>Fabrikam Info</strong>');
    state.from = 'ben.okafor@fabrikam.test';
    await fire(deps, state);
    expect(state.signature).toContain('<strong>Ben Okafor</strong>');
    expect(state.signature).not.toContain('Fabrikam Info');
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
  });

  it('the same compose applied twice attaches nothing twice; a replacing signature takes its images with it', async () => {
    const { deps } = device('eva.jansen@fabrikam.test');
    const state = composeState('eva.jansen@fabrikam.test');
    await fire(deps, state);
    await fire(deps, state);
    expect(state.added).toEqual(['logo.png', 'badge.gif']);
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
    // A reply signature without images replaces it: the images go too, a file the person attached stays.
    state.attachments.push({ id: 'own', name: 'report.pdf', isInline: false, base64: 'JVBERi0=' });
    state.composeType = 'reply';
    await fire(deps, state);
    expect(state.signature).toBe('<p>-- Eva Jansen</p>');
    expect(state.attachments.map((a) => a.name)).toEqual(['report.pdf']);
  });

  it('402 once the trial is over: nothing applied, skipped', async () => {
    const { deps, storage } = device('ann.lee@fabrikam.test');
    const state = composeState('ann.lee@fabrikam.test');
    host.clock.advance(31 * 24 * 3600_000);
    try {
      await fire(deps, state);
    } finally {
      host.clock.reset();
    }
    expect([state.signature, state.attachments, state.clientSignatureDisabled]).toEqual([undefined, [], false]);
    expect(await lastOutcome(storage)).toMatchObject({ outcome: 'skipped', status: 402 });
    // The service takes no reports for an organisation it does not serve: the skip waits in the queue.
    const queued = await pendingReports(storage);
    const reported = (await events('ann.lee@fabrikam.test')).some((e) => e.outcome === 'skipped');
    expect(queued.length === 1 || reported).toBe(true);
    if (queued.length) expect(queued[0]).toMatchObject({ outcome: 'skipped', error: 'HTTP 402' });
  });

  it('403 for an excluded mailbox: nothing applied, skipped reported', async () => {
    expect((await adminCall('POST', '/api/admin/exclusions', { mailboxes: ['finn.berg@fabrikam.test'] })).status).toBe(201);
    const { deps } = device('ann.lee@fabrikam.test');
    const state = composeState('finn.berg@fabrikam.test');
    await fire(deps, state);
    expect([state.signature, state.attachments, state.clientSignatureDisabled]).toEqual([undefined, [], false]);
    expect(await events('ann.lee@fabrikam.test')).toContainEqual(expect.objectContaining({ outcome: 'skipped', error: 'HTTP 403' }));
  });

  it('service unreachable: nothing broken, failed queued and sent with the next success', async () => {
    const { deps, storage } = device('dev.patel@fabrikam.test', { base: 'http://127.0.0.1:9' });
    const state = composeState('dev.patel@fabrikam.test');
    await fire(deps, state);
    expect(state.signature).toBeUndefined();
    expect(await pendingReports(storage)).toEqual([expect.objectContaining({ outcome: 'failed', type: 'new' })]);
    await fire({ ...deps, base: host.url }, state);
    expect(state.signature).toContain('<strong>Dev Patel</strong>');
    expect(await pendingReports(storage)).toEqual([]);
    expect(await events('dev.patel@fabrikam.test')).toContainEqual(
      expect.objectContaining({ outcome: 'failed', error: expect.stringMatching(/fetch failed/) }),
    );
  });

  it('no token: a notice to open the task pane once, the event completes, the failure waits in the queue', async () => {
    const { deps, storage } = device('ann.lee@fabrikam.test', { token: () => Promise.reject(new Error('13001: not signed in')) });
    const state = composeState('ann.lee@fabrikam.test');
    await fire(deps, state);
    expect(state.notifications.get(SIGN_IN_NOTICE_ID)?.message).toMatch(/task pane/);
    expect(state.signature).toBeUndefined();
    expect(await pendingReports(storage)).toEqual([expect.objectContaining({ outcome: 'failed' })]);
  });

  it('304: an unchanged signature moves no HTML or image', async () => {
    const sizes: { status: number; bytes: number }[] = [];
    const counting: Fetch = async (url, init) => {
      const res = await network()(url, init);
      if (url.endsWith('/api/signature')) sizes.push({ status: res.status, bytes: (await res.clone().arrayBuffer()).byteLength });
      return res;
    };
    const { deps } = device('ann.lee@fabrikam.test', { fetch: counting });
    const first = composeState('ann.lee@fabrikam.test');
    await fire(deps, first);
    expect([...(deps.storage as ReturnType<typeof memoryStorage>).map.keys()].some((k) => k.startsWith('signature:'))).toBe(true);
    const second = composeState('ann.lee@fabrikam.test');
    await fire(deps, second);
    expect(sizes[1]).toEqual({ status: 304, bytes: 0 });
    expect(second.signature).toBe(first.signature);
    expect(inline(second)).toEqual(['badge.gif', 'logo.png']);
  });
});
