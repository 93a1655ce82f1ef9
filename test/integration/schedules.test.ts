import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../helpers/clock.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

const clock = new TestClock();
let host: TestHost;
let other: TestHost;
let tenant: string;
let admin: string;
let editor: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const inHours = (h: number) => new Date(clock.now().getTime() + h * 3600_000).toISOString();
const create = async (name: string) => (await createPublished(call, { name, html: `<p>${name} v1</p>` })).json.id as string;
const scheduleOf = async (id: string) => (await call('GET', `/api/admin/templates/${id}/schedule`)).json.schedule;

beforeAll(async () => {
  host = await startTestHost({ clock });
  other = await startTestHost({ clock });
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'sched.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  await call('PUT', '/api/admin/users', { email: 'ann.lee@fabrikam.test', role: 'Editor' });
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
    const booked = await call('PUT', `/api/admin/templates/${a}/schedule`, { html: '<p>A v2</p>', publishAt: inHours(48) }, editor);
    expect(booked.json).toMatchObject({ templateId: a, state: 'pending', bookedBy: 'ann.lee@fabrikam.test', version: null });
    await call('PUT', `/api/admin/templates/${b}/schedule`, { html: '<p>B v2</p>', publishAt: inHours(2) }, editor);
    const list = (await call('GET', '/api/admin/schedules')).json.schedules.map((s: { templateId: string }) => s.templateId);
    expect(list.indexOf(b)).toBeLessThan(list.indexOf(a));
    const rebooked = await call('PUT', `/api/admin/templates/${a}/schedule`, { html: '<p>A v2b</p>', publishAt: inHours(1) }, editor);
    expect(rebooked.json.publishAt).toBe(new Date(rebooked.json.publishAt).toISOString());
    expect((await call('GET', '/api/admin/schedules')).json.schedules.filter((s: { templateId: string }) => s.templateId === a)).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/templates/${b}/schedule`, undefined, editor)).json.state).toBe('cancelled');
    expect((await scheduleOf(b)).state).toBe('cancelled');
    expectCode(await call('DELETE', `/api/admin/templates/${b}/schedule`, undefined, editor), 404, 'not_found');
  });

  it.each([
    ['a time in the past', () => ({ html: '<p>x</p>', publishAt: inHours(-1) }), 'publishAt'],
    ['a time over 365 days ahead', () => ({ html: '<p>x</p>', publishAt: inHours(366 * 24) }), 'publishAt'],
    ['a time that is not an instant', () => ({ html: '<p>x</p>', publishAt: 'next tuesday' }), 'publishAt'],
    ['a body with a template syntax error', () => ({ html: '{{#open}}', publishAt: inHours(3) }), 'html'],
  ])('refuses %s at booking, changing nothing', async (_what, body, field) => {
    const id = await create(`Refused ${field}`);
    const res = await call('PUT', `/api/admin/templates/${id}/schedule`, body(), editor);
    expectCode(res, 400, 'invalid_request');
    expect(res.json.fields[field]).toBeTruthy();
    expect(await scheduleOf(id)).toBeNull();
  });

  it('refuses at booking what publishing would refuse: too long, unknown template, approval', async () => {
    const id = await create('Guarded schedule');
    expectCode(await call('PUT', `/api/admin/templates/${id}/schedule`, { html: `<p>${'x'.repeat(30_001)}</p>`, publishAt: inHours(3) }, editor), 400, 'too_long');
    expect(await scheduleOf(id)).toBeNull();
    expectCode(await call('PUT', '/api/admin/templates/t_unknown123/schedule', { html: '<p>x</p>', publishAt: inHours(3) }, editor), 404, 'not_found');
    await call('PUT', '/api/admin/settings', { requireApproval: true });
    try {
      expectCode(await call('PUT', `/api/admin/templates/${id}/schedule`, { html: '<p>x</p>', publishAt: inHours(3) }, editor), 403, 'approval_required');
      expect(await scheduleOf(id)).toBeNull();
      expect((await call('PUT', `/api/admin/templates/${id}/schedule`, { html: '<p>x</p>', publishAt: inHours(3) })).status).toBe(200);
    } finally {
      await call('PUT', '/api/admin/settings', { requireApproval: false });
      await call('DELETE', `/api/admin/templates/${id}/schedule`);
    }
  });

  it("publishes the schedule's body (not the working copy) when its time comes, once, even with two instances firing", async () => {
    const id = await create('Fired');
    await call('PUT', `/api/admin/templates/${id}/schedule`, { html: '<p>Fired v2 {{displayName}}</p>', publishAt: inHours(5) }, editor);
    await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>draft, not scheduled</p>' }, editor);
    expect((await host.call('POST', '/admin/functions/schedulePublish')).json.result.published ?? 0).toBe(0);
    clock.advance(6 * 3600_000);
    try {
      const [one, two] = await Promise.all([host.services.schedules.fireDue(host.services.log), other.services.schedules.fireDue(other.services.log)]);
      expect((one.published ?? 0) + (two.published ?? 0)).toBeGreaterThanOrEqual(1);
      const t = (await call('GET', `/api/admin/templates/${id}`)).json;
      expect(t.html).toBe('<p>Fired v2 {{displayName}}</p>');
      expect(t.draft.html).toBe('<p>draft, not scheduled</p>');
      const versions = (await call('GET', `/api/admin/templates/${id}/versions`)).json.versions;
      expect(versions.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([[2, 'schedule'], [1, 'draft']]);
      expect(await scheduleOf(id)).toMatchObject({ state: 'published', version: 2 });
      const entry = (await call('GET', '/api/admin/log?scope=template&limit=20')).json.entries.find((e: { details: { id: string } }) => e.details?.id === id);
      expect(entry).toMatchObject({ action: 'schedule.published', actor: 'Schedule booked by ann.lee@fabrikam.test' });
    } finally {
      clock.reset();
    }
  });

  it('records a schedule that could not publish as failed, with the reason', async () => {
    const id = await create('Doomed');
    await call('PUT', `/api/admin/templates/${id}/schedule`, { html: '<p>never</p>', publishAt: inHours(1) });
    // A rollout started meanwhile: the scheduled plain publish is refused when it fires.
    await call('PUT', `/api/admin/templates/${id}`, { html: '<p>candidate</p>', rollout: true });
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
