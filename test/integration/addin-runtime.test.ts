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
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import type { OutlookStandin } from '../../addin/src/standin/outlook.js';
import { outlookClient, type ComposeState } from '../helpers/outlook-mock.js';
import { createPublishedWith } from '../helpers/templates.js';
import { withOwnMark } from '../../addin/src/own-mark.js';

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

const api = () => host.api(admin);
const path = (id: string) => ({ params: { path: { id } } });

/** The network as the client sees it; calls carry this host's caller address so rate limits stay per test file. */
const network = (): Fetch => (url, init) =>
  fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': host.address } });

/** One Outlook client in the stand-in: its own storage, signed in as `user` through the local identity provider. */
function device(user: string, overrides: Partial<AddinDeps> = {}) {
  return outlookClient(user, {
    base: host.url,
    fetch: network(),
    token: () => host.token({ tenant, user, scope: 'access_as_user' }),
    deps: overrides,
  });
}
type Device = ReturnType<typeof device>;

/** Fires one launch event on the open compose window through the same office.js wrapper the runtime uses. */
async function fire({ outlook, deps }: Device) {
  (globalThis as { Office?: unknown }).Office = outlook.Office;
  const mailbox = outlook.Office.context.mailbox;
  let completed = 0;
  await handleComposeEvent(deps, officeItem(mailbox.item as never, mailbox as never), { completed: () => void completed++ });
  expect(completed).toBe(1);
}

/** Runs the bundled runtime in a context of its own with the stand-in's globals, as a page or classic Outlook would. */
async function loadRuntime(outlook: OutlookStandin, globals: Record<string, unknown> = {}) {
  const code = await readFile(join(outdir, 'runtime.js'), 'utf8');
  runInNewContext(code, outlook.install({ URL, console, ...globals }));
}

const events = async (mailbox: string) => (await ok(api().GET('/api/admin/activity/events', { params: { query: { mailbox } } }))).events;
const inline = (state: ComposeState) =>
  state.attachments
    .filter((a) => a.isInline)
    .map((a) => a.name)
    .sort();

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'addin.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'addin.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  const asset = (name: string, base64: string) =>
    ok(api().PUT('/api/admin/asset/{name}', { params: { path: { name } }, body: { base64 } }));
  await asset('logo.png', PNG);
  await asset('badge.gif', GIF);
  newId = (await createPublishedWith(api(), { name: 'Standard', html: NEW_HTML })).id;
  replyId = (await createPublishedWith(api(), { name: 'Reply', html: '<p>-- {{displayName}}</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: newId, reply: replyId } }));
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
    const { outlook } = device('ann.lee@fabrikam.test');
    await loadRuntime(outlook);
    expect(outlook.associated).toEqual([...HANDLER_NAMES]);
    const page = await readFile(join(outdir, 'runtime.html'), 'utf8');
    expect(page).toContain('src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"');
    expect(page).toContain('src="runtime.js"');
  });

  it('applies a signature through the bundled handler, finding the service from its own location', async () => {
    const { outlook } = device('ben.okafor@fabrikam.test');
    await loadRuntime(outlook, { location: { href: `${host.url}/addin/runtime.html` } });
    const state = outlook.compose({ from: 'ben.okafor@fabrikam.test' });
    expect(await outlook.fire('OnNewMessageCompose')).toMatchObject({ fired: true, completed: true, ms: expect.any(Number) });
    expect(state.signature).toContain('<strong>Ben Okafor</strong>');
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
    expect(state.clientSignatureDisabled).toBe(true);
    // The second window asks with the ETag of the first answer: 304, the same signature from the client's storage.
    const again = outlook.compose({ from: 'ben.okafor@fabrikam.test' });
    await outlook.fire('OnNewMessageCompose');
    expect(again.signature).toBe(state.signature);
    const answers = outlook.happenings.filter((h) => h.kind === 'signature').map((h) => [h.status, h.notModified]);
    expect(answers).toEqual([
      [200, false],
      [304, true],
    ]);
  });

  it("finds the service from Office's runtime URL where there is no page (classic Outlook's JavaScript-only runtime)", async () => {
    const { outlook } = outlookClient('eva.jansen@fabrikam.test', {
      base: host.url,
      fetch: network(),
      token: () => host.token({ tenant, user: 'eva.jansen@fabrikam.test', scope: 'access_as_user' }),
      runtimeUrl: `${host.url}/addin/runtime.js`,
    });
    await loadRuntime(outlook);
    const state = outlook.compose({ from: 'eva.jansen@fabrikam.test' });
    await outlook.fire('OnNewMessageCompose');
    expect(state.signature).toContain('<strong>Eva Jansen</strong>');
  });

  it('a new meeting invitation gets the organiser’s signature where the client raises OnNewAppointmentOrganizer', async () => {
    const { outlook } = device('cleo.martin@fabrikam.test');
    await loadRuntime(outlook, { location: { href: `${host.url}/addin/runtime.html` } });
    const invite = outlook.compose({ itemType: 'appointment', typed: 'Agenda: planning' });
    expect(await outlook.fire('OnNewAppointmentOrganizer')).toMatchObject({ fired: true, completed: true });
    expect(invite.signature).toContain('<strong>Cleo Martin</strong>');
    expect(inline(invite)).toEqual(['badge.gif', 'logo.png']);
    expect(invite.clientSignatureDisabled).toBe(true);
    expect(outlook.bodyHtml().indexOf('Agenda: planning')).toBeLessThan(outlook.bodyHtml().indexOf('Cleo Martin'));
    // Outlook on iOS and Android raise no appointment event: the invitation keeps what the person typed.
    outlook.client = 'ios';
    const mobile = outlook.compose({ itemType: 'appointment' });
    expect(await outlook.fire('OnNewAppointmentOrganizer')).toEqual({ fired: false, completed: false });
    expect(mobile.signature).toBeUndefined();
  });

  it('new Outlook stacking signatures with images (office-js #6402): a change of From still leaves one signature', async () => {
    const { outlook } = device('ben.okafor@fabrikam.test', {});
    outlook.client = 'new';
    outlook.faults.stackedSignature = true;
    await loadRuntime(outlook, { location: { href: `${host.url}/addin/runtime.html` } });
    const state = outlook.compose({ from: 'ben.okafor@fabrikam.test' });
    await outlook.fire('OnNewMessageCompose');
    await outlook.changeFrom('info@fabrikam.test');
    expect(state.signatures).toHaveLength(1);
    expect(state.signature).toContain('<strong>Fabrikam Info</strong>');
    expect(outlook.happenings.some((h) => h.kind === 'setSignature' && h.stacked)).toBe(false);
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
  });

  it('recipients changing: their domains asked once settled, one signature in place, the message marked', async () => {
    const { outlook } = device('ben.okafor@fabrikam.test');
    // Every Outlook runtime has timers (the wait until the recipients settle uses them).
    await loadRuntime(outlook, { location: { href: `${host.url}/addin/runtime.html` }, setTimeout, clearTimeout });
    const state = outlook.compose({ from: 'ben.okafor@fabrikam.test', to: ['Lena Vogel <lena.vogel@fabrikam.test>'] });
    await outlook.fire('OnNewMessageCompose');
    state.typed += '<p>Written after the signature came</p>';
    await outlook.changeRecipients('to', ['lena.vogel@fabrikam.test', 'Alex Wilber <alex.wilber@contoso.example>']);
    // Another person at a domain already there: the event completes without asking.
    await outlook.changeRecipients('cc', ['raj.mehta@contoso.example']);
    const asked = outlook.happenings.filter((h) => h.kind === 'signature');
    expect(asked.map((h) => h.domains)).toEqual([['fabrikam.test'], ['contoso.example', 'fabrikam.test']]);
    // No recipient condition in this organisation: the same answer, revalidated by its ETag.
    expect(asked.map((h) => h.notModified)).toEqual([false, true]);
    expect(state.signatures).toHaveLength(1);
    expect(state.signature).toContain('<strong>Ben Okafor</strong>');
    expect(outlook.bodyHtml()).toContain('<p>Written after the signature came</p>');
    expect([inline(state), state.added]).toEqual([
      ['badge.gif', 'logo.png'],
      ['logo.png', 'badge.gif'],
    ]);
    // The mark carries the answer's token, which the relay verifies before it lets the message pass unsigned.
    expect(state.headers.get('X-Signature-Applied')).toMatch(new RegExp(`^template=${newId}; version=1; token=\\d+\\.[\\w-]{22}$`));
    await expect.poll(async () => (await events('ben.okafor@fabrikam.test')).filter((e) => e.event === 'recipientsChanged').length).toBe(1);
  });

  it('a window popped out quickly gets no event (office-js #6488): Outlook’s own signature stays, nothing is reported', async () => {
    const { outlook } = device('dev.patel@fabrikam.test');
    outlook.client = 'web';
    outlook.faults.eventLostOnPopOut = true;
    await loadRuntime(outlook, { location: { href: `${host.url}/addin/runtime.html` } });
    const state = outlook.compose({ clientSignature: '<p>Dev (own signature)</p>' });
    expect(await outlook.fire('OnNewMessageCompose', { popOut: true })).toEqual({ fired: false, completed: false });
    expect(state.signature).toBe('<p>Dev (own signature)</p>');
    expect(outlook.happenings.filter((h) => h.kind === 'signature' || h.kind === 'report')).toEqual([]);
    // Without the pop-out the same client raises it as usual.
    await outlook.fire('OnNewMessageCompose');
    expect(state.signature).toContain('<strong>Dev Patel</strong>');
  });
});

describe('compose events against the local host', () => {
  it('during a staged rollout, the report counts as an apply result of the version it was served', async () => {
    const started = await api().PUT('/api/admin/templates/{id}', {
      ...path(replyId),
      body: { html: '<p>-- {{displayName}} (candidate)</p>', rollout: { percentage: 50 } },
    });
    expect(started.response.status).toBe(202);
    try {
      const d = device('dev.patel@fabrikam.test');
      const { storage } = d;
      d.outlook.compose({ from: 'dev.patel@fabrikam.test', composeType: 'reply' });
      await fire(d);
      const served = (await lastOutcome(storage)) as { outcome: string; version: number };
      expect(served).toMatchObject({ outcome: 'applied', templateId: replyId });
      const detail = await ok(api().GET('/api/admin/templates/{id}/rollout', path(replyId)));
      const counted = Object.values(detail.results).find((r) => r.version === served.version)!;
      expect(counted.applied).toBe(1);
      expect(Object.values(detail.results).filter((r) => r.version !== served.version)[0].applied).toBe(0);
    } finally {
      await ok(api().POST('/api/admin/templates/{id}/rollout/rollback', path(replyId)));
    }
  });

  it('new message: the signature, its two inline images once, the client signature off, an applied report', async () => {
    const d = device('ann.lee@fabrikam.test');
    const { storage } = d;
    const state = d.outlook.compose({ from: 'ann.lee@fabrikam.test' });
    await fire(d);
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
    const d = device('cleo.martin@fabrikam.test');
    const state = d.outlook.compose({ from: 'cleo.martin@fabrikam.test', composeType: 'reply', quoted: '<p>Original</p>' });
    await fire(d);
    expect(d.outlook.bodyHtml()).toMatch(/<p>-- Cleo Martin<\/p>.*<p>Original<\/p>/);
    expect(state.signature).toBe(withOwnMark('<p>-- Cleo Martin</p>', 'cleo.martin@fabrikam.test'));
    expect(state.attachments).toEqual([]);
    expect((await events('cleo.martin@fabrikam.test'))[0]).toMatchObject({ outcome: 'applied', templateId: replyId });
  });

  it("shared mailbox From: the mailbox's signature with the token's person as sender, reported by that person", async () => {
    const d = device('dev.patel@fabrikam.test');
    const state = d.outlook.compose({ from: 'info@fabrikam.test' });
    await fire(d);
    expect(state.signature).toContain('<strong>Fabrikam Info</strong>');
    expect(state.signature).toContain('Sent by Dev Patel');
    expect((await events('dev.patel@fabrikam.test'))[0]).toMatchObject({ outcome: 'applied', templateId: newId });
  });

  it('From changed twice: one signature and one set of images at the end', async () => {
    const d = device('ben.okafor@fabrikam.test');
    const state = d.outlook.compose({ from: 'ben.okafor@fabrikam.test' });
    await fire(d);
    state.from = 'info@fabrikam.test';
    await fire(d);
    expect(state.signature).toContain('<strong>Fabrikam Info</strong>');
    state.from = 'ben.okafor@fabrikam.test';
    await fire(d);
    expect(state.signature).toContain('<strong>Ben Okafor</strong>');
    expect(state.signature).not.toContain('Fabrikam Info');
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
  });

  it('the same compose applied twice attaches nothing twice; a replacing signature takes its images with it', async () => {
    const d = device('eva.jansen@fabrikam.test');
    const state = d.outlook.compose({ from: 'eva.jansen@fabrikam.test' });
    await fire(d);
    await fire(d);
    expect(state.added).toEqual(['logo.png', 'badge.gif']);
    expect(inline(state)).toEqual(['badge.gif', 'logo.png']);
    // A reply signature without images replaces it: the images go too, a file the person attached stays.
    state.attachments.push({ id: 'own', name: 'report.pdf', isInline: false, base64: 'JVBERi0=' });
    state.composeType = 'reply';
    await fire(d);
    expect(state.signature).toBe(withOwnMark('<p>-- Eva Jansen</p>', 'eva.jansen@fabrikam.test'));
    expect(state.attachments.map((a) => a.name)).toEqual(['report.pdf']);
  });

  it('402 once the trial is over: nothing applied, skipped', async () => {
    const d = device('ann.lee@fabrikam.test');
    const { storage } = d;
    const state = d.outlook.compose({ from: 'ann.lee@fabrikam.test' });
    host.clock.advance(31 * 24 * 3600_000);
    try {
      await fire(d);
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
    expect((await api().POST('/api/admin/exclusions', { body: { mailboxes: ['finn.berg@fabrikam.test'] } })).response.status).toBe(201);
    const d = device('ann.lee@fabrikam.test');
    const state = d.outlook.compose({ from: 'finn.berg@fabrikam.test' });
    await fire(d);
    expect([state.signature, state.attachments, state.clientSignatureDisabled]).toEqual([undefined, [], false]);
    expect(await events('ann.lee@fabrikam.test')).toContainEqual(expect.objectContaining({ outcome: 'skipped', error: 'HTTP 403' }));
  });

  it('service unreachable: nothing broken, failed queued and sent with the next success', async () => {
    const d = device('dev.patel@fabrikam.test');
    const { storage } = d;
    const state = d.outlook.compose({ from: 'dev.patel@fabrikam.test' });
    d.outlook.faults.serviceUnreachable = true;
    await fire(d);
    expect(state.signature).toBeUndefined();
    expect(await pendingReports(storage)).toEqual([expect.objectContaining({ outcome: 'failed', type: 'new' })]);
    d.outlook.faults.serviceUnreachable = false;
    await fire(d);
    expect(state.signature).toContain('<strong>Dev Patel</strong>');
    expect(await pendingReports(storage)).toEqual([]);
    expect(await events('dev.patel@fabrikam.test')).toContainEqual(
      expect.objectContaining({ outcome: 'failed', error: expect.stringMatching(/Failed to fetch/) }),
    );
  });

  it('no token: a notice to open the task pane once, the event completes, the failure waits in the queue', async () => {
    const d = device('ann.lee@fabrikam.test', { token: () => Promise.reject(new Error('13001: not signed in')) });
    const { storage } = d;
    const state = d.outlook.compose({ from: 'ann.lee@fabrikam.test' });
    await fire(d);
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
    const d = device('ann.lee@fabrikam.test', { fetch: counting });
    const first = d.outlook.compose({ from: 'ann.lee@fabrikam.test' });
    await fire(d);
    expect([...d.outlook.storage.keys()].some((k) => k.startsWith('signature:'))).toBe(true);
    const second = d.outlook.compose({ from: 'ann.lee@fabrikam.test' });
    await fire(d);
    expect(sizes[1]).toEqual({ status: 304, bytes: 0 });
    expect(second.signature).toBe(first.signature);
    expect(inline(second)).toEqual(['badge.gif', 'logo.png']);
  });
});
