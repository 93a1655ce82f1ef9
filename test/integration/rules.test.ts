import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULES } from '../../shared/rules/vocabulary.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { expectEvery } from '../helpers/expect-every.js';

let host: TestHost;
let tenant: string;
let admin: string;
const ids: Record<string, string> = {};

/** The raw call, for bodies the typed client would not let a test send. */
const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
const api = () => host.api(admin);
const rulesNow = async () => (await ok(api().GET('/api/admin/rules'))).rules;
const logCount = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;
const simulate = (email: string) => api().POST('/api/admin/rules/simulate', { body: { email } });

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'rules.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'rules.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  for (const name of ['Default', 'Sales', 'Germany', 'Shared', 'Reply', 'Gone']) {
    ids[name] = (await createPublishedWith(api(), { name, html: `<p>${name} {{displayName}}</p>` })).id;
  }
  await ok(api().DELETE('/api/admin/templates/{id}', { params: { path: { id: ids.Gone } } }));
  await ok(api().PUT('/api/admin/roles', { body: { new: ids.Default, reply: ids.Reply } }));
});
afterAll(() => host.close());

describe('assignment rules', () => {
  it('saves an ordered list and reads it back, with ids', async () => {
    const saved = await ok(
      api().PUT('/api/admin/rules', {
        body: {
          rules: [
            { name: 'Sales staff', attribute: 'department', operator: 'equals', value: 'sales', new: ids.Sales },
            { name: 'Germany', attribute: 'country', operator: 'in', value: ['Germany', 'Austria'], new: ids.Germany, reply: ids.Germany },
            { name: 'Sales UK group', attribute: 'group', operator: 'memberOf', value: 'a-g-sales-uk', new: ids.Sales },
            { name: 'Shared', attribute: 'mailboxType', operator: 'equals', value: 'shared', new: ids.Shared },
          ],
        },
      }),
    );
    expect(saved.rules.map((r) => r.name)).toEqual(['Sales staff', 'Germany', 'Sales UK group', 'Shared']);
    expectEvery(saved.rules, (r) => /^r_/.test(r.id));
    expect(await rulesNow()).toEqual(saved.rules);
    // The groups the rules name, with the directory's names, so nobody has to read a group id.
    expect(saved.groups).toEqual([{ id: 'a-g-sales-uk', displayName: expect.any(String) }]);
    expect((await ok(api().GET('/api/admin/rules'))).groups).toEqual(saved.groups);
    const entry = (await ok(api().GET('/api/admin/log', { params: { query: { scope: 'template', limit: 1 } } }))).entries[0];
    expect(entry).toMatchObject({ action: 'rules.replaced', details: { count: 4 } });
  });

  it('keeps a template a rule names from being deleted, naming the rules', async () => {
    const path = { id: ids.Germany };
    const res = await api().DELETE('/api/admin/templates/{id}', { params: { path } });
    expect(statusAndCode(res)).toEqual([409, 'template_assigned']);
    expect(res.error).toMatchObject({ rules: [{ id: expect.any(String), name: 'Germany' }] });
    expect((await api().GET('/api/admin/templates/{id}', { params: { path } })).response.status).toBe(200);
  });

  it.each<[string, Record<string, string | null>, string]>([
    ['an unknown attribute', { attribute: 'shoeSize', operator: 'equals', value: '9' }, 'rules.0.attribute'],
    ['an unknown operator', { attribute: 'country', operator: 'like', value: 'x' }, 'rules.0.operator'],
    ['memberOf on another attribute', { attribute: 'country', operator: 'memberOf', value: 'x' }, 'rules.0.operator'],
    ['in without a list', { attribute: 'country', operator: 'in', value: 'Germany' }, 'rules.0.value'],
    ['equals without a value', { attribute: 'country', operator: 'equals' }, 'rules.0.value'],
    ['no template at all', { attribute: 'country', operator: 'equals', value: 'x', new: null, reply: null }, 'rules.0.new'],
    ['a template that does not exist', { attribute: 'country', operator: 'equals', value: 'x', new: 't_nonexistent1' }, 'rules.0.new'],
    ['a deleted template', { attribute: 'country', operator: 'equals', value: 'x', reply: 'GONE' }, 'rules.0.reply'],
    ['a group that does not exist', { attribute: 'group', operator: 'memberOf', value: 'a-g-nope' }, 'rules.0.value'],
  ])('refuses %s, field by field, changing nothing', async (_what, patch: Record<string, unknown>, field) => {
    const [before, log] = [await rulesNow(), await logCount()];
    const body = { new: ids.Sales, ...patch, ...(patch.reply === 'GONE' ? { reply: ids.Gone, new: null } : {}) };
    const res = await call('PUT', '/api/admin/rules', { rules: [body] });
    expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.json.fields)).toContain(field);
    expect(await rulesNow()).toEqual(before);
    expect(await logCount()).toBe(log);
  });

  it(`refuses more than ${MAX_RULES} rules`, async () => {
    const before = await rulesNow();
    const many = Array.from(
      { length: MAX_RULES + 1 },
      () => ({ attribute: 'country', operator: 'equals', value: 'x', new: ids.Sales }) as const,
    );
    const res = await api().PUT('/api/admin/rules', { body: { rules: many } });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(res.error?.fields?.rules).toBe(`at most ${MAX_RULES} rules`);
    expect(await rulesNow()).toEqual(before);
  });
});

describe('simulation', () => {
  it('traces a mailbox matched by the third rule, through a nested group, with what decided each role', async () => {
    const res = await ok(simulate('finn.berg@fabrikam.test'));
    expect(res.mailbox).toMatchObject({ primary: 'finn.berg@fabrikam.test', mailboxType: 'user' });
    expect(res.mailbox.groups.map((g) => g.id).sort()).toEqual(['a-g-all-staff', 'a-g-sales', 'a-g-sales-uk']);
    expect(res.trace.map((t) => t.matched)).toEqual([false, false, true, false]);
    expect(res.trace[0]).toMatchObject({ attribute: 'department', actual: null, settled: [] });
    expect(res.trace[2].settled).toEqual(['new']);
    expect(res.roles.new).toMatchObject({
      templateId: ids.Sales,
      templateName: 'Sales',
      decidedBy: { kind: 'rule', name: 'Sales UK group' },
    });
    expect(res.roles.reply).toMatchObject({ templateId: ids.Reply, decidedBy: { kind: 'default' } });
  });

  it('resolves an alias to its mailbox, and a shared mailbox by its type', async () => {
    const alias = await ok(simulate('BEN@fabrikam.test'));
    expect(alias.mailbox.primary).toBe('ben.okafor@fabrikam.test');
    expect(alias.roles.new).toMatchObject({ templateId: ids.Germany });
    const shared = await ok(simulate('info@fabrikam.test'));
    expect(shared.roles.new).toMatchObject({ templateId: ids.Shared, decidedBy: { kind: 'rule', name: 'Shared' } });
  });

  it('writes nothing: no change-log entry, rules and templates unchanged', async () => {
    const templates = async () => ok(api().GET('/api/admin/templates'));
    const [log, rules, library] = [await logCount(), await rulesNow(), await templates()];
    await ok(simulate('ann.lee@fabrikam.test'));
    expect(await logCount()).toBe(log);
    expect(await rulesNow()).toEqual(rules);
    expect(await templates()).toEqual(library);
  });

  it('answers 404 for a group address, a guest and an external address', async () => {
    for (const email of ['sales@fabrikam.test', 'gus@partner.example', 'someone@elsewhere.example']) {
      expect(statusAndCode(await simulate(email))).toEqual([404, 'not_found']);
    }
    expect(statusAndCode(await simulate('nope'))).toEqual([400, 'invalid_request']);
  });

  it('is never reachable with a key', async () => {
    const { secret } = await ok(api().POST('/api/admin/api-keys', { body: { name: 'rules', access: ['rules'] } }));
    const res = await host.api(secret).POST('/api/admin/rules/simulate', { body: { email: 'ann.lee@fabrikam.test' } });
    expect(statusAndCode(res)).toEqual([404, 'not_available_to_api_keys']);
  });

  it('gives every mailbox of the organisation the template its rules and roles say', async () => {
    const expected: Record<string, string> = {
      'ann.lee@fabrikam.test': ids.Sales,
      'ben.okafor@fabrikam.test': ids.Germany,
      'cleo.martin@fabrikam.test': ids.Default,
      'finn.berg@fabrikam.test': ids.Sales,
      'info@fabrikam.test': ids.Shared,
    };
    for (const [email, templateId] of Object.entries(expected)) {
      const mailbox = await host.services.resolver.resolve(tenant, email);
      expect([email, (await host.services.rules.decide(tenant, mailbox!)).roles.new.templateId]).toEqual([email, templateId]);
    }
  });
});
