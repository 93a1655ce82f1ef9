import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DAYS_AHEAD } from '../../shared/schedules/vocabulary.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { TestClock } from '../helpers/clock.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { createPublishedWith } from '../helpers/templates.js';

const clock = new TestClock();
let host: TestHost;
let other: TestHost;
let tenant: string;
let admin: string;
let editor: string;

const SCHEDULE = '/api/admin/templates/{id}/schedule';
const inHours = (h: number) => new Date(clock.now().getTime() + h * 3600_000).toISOString();
const create = async (name: string) => (await createPublishedWith(host.api(admin), { name, html: `<p>${name} v1</p>` })).id;
const scheduleOf = async (id: string) => (await ok(host.api(admin).GET(SCHEDULE, { params: { path: { id } } }))).schedule;
const book = (id: string, body: { html: string; publishAt: string }, token = editor) =>
  host.api(token).PUT(SCHEDULE, { params: { path: { id } }, body });

beforeAll(async () => {
  host = await startTestHost({ clock });
  other = await startTestHost({ clock });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'sched.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'sched.admin@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(host.api(admin).PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
});
afterAll(async () => {
  await host.close();
  await other.close();
});

describe('scheduled publishing', () => {
  it('books, lists soonest first, rebooks (replacing), and calls off', async () => {
    const a = await create('Sched A');
    const b = await create('Sched B');
    const booked = await ok(book(a, { html: '<p>A v2</p>', publishAt: inHours(48) }));
    expect(booked).toMatchObject({ templateId: a, state: 'pending', bookedBy: 'ann.lee@fabrikam.test', version: null });
    await ok(book(b, { html: '<p>B v2</p>', publishAt: inHours(2) }));
    const schedules = async () => (await ok(host.api(admin).GET('/api/admin/schedules'))).schedules.map((s) => s.templateId);
    const list = await schedules();
    expect(list.indexOf(b)).toBeLessThan(list.indexOf(a));
    const rebooked = await ok(book(a, { html: '<p>A v2b</p>', publishAt: inHours(1) }));
    expect(rebooked.publishAt).toBe(new Date(rebooked.publishAt).toISOString());
    expect((await schedules()).filter((id) => id === a)).toHaveLength(1);
    const callOff = () => host.api(editor).DELETE(SCHEDULE, { params: { path: { id: b } } });
    expect((await ok(callOff())).state).toBe('cancelled');
    expect((await scheduleOf(b))?.state).toBe('cancelled');
    expect(statusAndCode(await callOff())).toEqual([404, 'not_found']);
  });

  it.each([
    ['a time in the past', () => ({ html: '<p>x</p>', publishAt: inHours(-1) }), 'publishAt'],
    [`a time over ${MAX_DAYS_AHEAD} days ahead`, () => ({ html: '<p>x</p>', publishAt: inHours((MAX_DAYS_AHEAD + 1) * 24) }), 'publishAt'],
    ['a time that is not an instant', () => ({ html: '<p>x</p>', publishAt: 'next tuesday' }), 'publishAt'],
    ['a body with a template syntax error', () => ({ html: '{{#open}}', publishAt: inHours(3) }), 'html'],
  ])('refuses %s at booking, changing nothing', async (_what, body, field) => {
    const id = await create(`Refused ${field}`);
    const res = await book(id, body());
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(res.error?.fields?.[field]).toBeTruthy();
    expect(await scheduleOf(id)).toBeNull();
  });

  it('refuses at booking what publishing would refuse: too long, unknown template, approval', async () => {
    const id = await create('Guarded schedule');
    expect(statusAndCode(await book(id, { html: `<p>${'x'.repeat(30_001)}</p>`, publishAt: inHours(3) }))).toEqual([400, 'too_long']);
    expect(await scheduleOf(id)).toBeNull();
    expect(statusAndCode(await book('t_unknown123', { html: '<p>x</p>', publishAt: inHours(3) }))).toEqual([404, 'not_found']);
    const approval = (requireApproval: boolean) => ok(host.api(admin).PUT('/api/admin/settings', { body: { requireApproval } }));
    await approval(true);
    try {
      expect(statusAndCode(await book(id, { html: '<p>x</p>', publishAt: inHours(3) }))).toEqual([403, 'approval_required']);
      expect(await scheduleOf(id)).toBeNull();
      expect((await book(id, { html: '<p>x</p>', publishAt: inHours(3) }, admin)).response.status).toBe(200);
    } finally {
      await approval(false);
      await ok(host.api(admin).DELETE(SCHEDULE, { params: { path: { id } } }));
    }
  });

  it("publishes the schedule's body (not the working copy) when its time comes, once, even with two instances firing", async () => {
    const id = await create('Fired');
    await ok(book(id, { html: '<p>Fired v2 {{displayName}}</p>', publishAt: inHours(5) }));
    await ok(
      host.api(editor).PUT('/api/admin/templates/{id}/draft', { params: { path: { id } }, body: { html: '<p>draft, not scheduled</p>' } }),
    );
    expect((await host.call('POST', '/admin/functions/schedulePublish')).json.result.published ?? 0).toBe(0);
    clock.advance(6 * 3600_000);
    try {
      const [one, two] = await Promise.all([
        host.services.schedules.fireDue(host.services.log),
        other.services.schedules.fireDue(other.services.log),
      ]);
      expect((one.published ?? 0) + (two.published ?? 0)).toBeGreaterThanOrEqual(1);
      const path = { id };
      const t = await ok(host.api(admin).GET('/api/admin/templates/{id}', { params: { path } }));
      expect(t.html).toBe('<p>Fired v2 {{displayName}}</p>');
      expect(t.draft?.html).toBe('<p>draft, not scheduled</p>');
      const { versions } = await ok(host.api(admin).GET('/api/admin/templates/{id}/versions', { params: { path } }));
      expect(versions.map((v) => [v.version, v.source])).toEqual([
        [2, 'schedule'],
        [1, 'draft'],
      ]);
      expect(await scheduleOf(id)).toMatchObject({ state: 'published', version: 2 });
      const log = await ok(host.api(admin).GET('/api/admin/log', { params: { query: { scope: 'template', limit: 20 } } }));
      const entry = log.entries.find((e) => e.details?.id === id);
      expect(entry).toMatchObject({ action: 'schedule.published', actor: 'Schedule booked by ann.lee@fabrikam.test' });
    } finally {
      clock.reset();
    }
  });

  it('leaves a publish that storage interrupted pending for the next run, with none of storage’s words on it', async () => {
    const id = await create('Stormy');
    await ok(book(id, { html: '<p>stormy</p>', publishAt: inHours(1) }, admin));
    const faults = storageFaults(() => host);
    faults.inject('templates');
    clock.advance(2 * 3600_000);
    try {
      faults.failTables({ templates: null });
      expect((await host.services.schedules.fireDue(host.services.log)).failed).toBeGreaterThanOrEqual(1);
      faults.heal();
      const schedule = await scheduleOf(id);
      expect(schedule).toMatchObject({ state: 'pending', reason: null });
      expect(JSON.stringify(schedule)).not.toContain('injected');
      await host.services.schedules.fireDue(host.services.log);
      expect(await scheduleOf(id)).toMatchObject({ state: 'published', version: 2 });
    } finally {
      faults.heal();
      clock.reset();
    }
  });

  it('records a schedule that could not publish as failed, with the reason', async () => {
    const id = await create('Doomed');
    await ok(book(id, { html: '<p>never</p>', publishAt: inHours(1) }, admin));
    // A rollout started meanwhile: the scheduled plain publish is refused when it fires.
    await ok(
      host.api(admin).PUT('/api/admin/templates/{id}', { params: { path: { id } }, body: { html: '<p>candidate</p>', rollout: true } }),
    );
    clock.advance(2 * 3600_000);
    try {
      const result = await host.services.schedules.fireDue(host.services.log);
      expect(result.failed).toBeGreaterThanOrEqual(1);
      expect(await scheduleOf(id)).toMatchObject({ state: 'failed', reason: expect.stringContaining('rollout') });
    } finally {
      clock.reset();
    }
  });
});
