import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const ids: Record<string, string> = {};

const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const rulesNow = async () => (await call('GET', '/api/admin/rules')).json.rules;
const logCount = async () => (await call('GET', '/api/admin/log?limit=500')).json.entries.length as number;

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'rules.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  for (const name of ['Default', 'Sales', 'Germany', 'Shared', 'Reply', 'Gone']) {
    ids[name] = (await createPublished(call, { name, html: `<p>${name} {{displayName}}</p>` })).json.id;
  }
  await call('DELETE', `/api/admin/templates/${ids.Gone}`);
  await call('PUT', '/api/admin/roles', { new: ids.Default, reply: ids.Reply });
});
afterAll(() => host.close());

describe('assignment rules', () => {
  it('saves an ordered list and reads it back, with ids', async () => {
    const res = await call('PUT', '/api/admin/rules', {
      rules: [
        { name: 'Sales staff', attribute: 'department', operator: 'equals', value: 'sales', new: ids.Sales },
        { name: 'Germany', attribute: 'country', operator: 'in', value: ['Germany', 'Austria'], new: ids.Germany, reply: ids.Germany },
        { name: 'Sales UK group', attribute: 'group', operator: 'memberOf', value: 'a-g-sales-uk', new: ids.Sales },
        { name: 'Shared', attribute: 'mailboxType', operator: 'equals', value: 'shared', new: ids.Shared },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.rules.map((r: { name: string; id: string }) => r.name)).toEqual(['Sales staff', 'Germany', 'Sales UK group', 'Shared']);
    expect(res.json.rules.every((r: { id: string }) => /^r_/.test(r.id))).toBe(true);
    expect(await rulesNow()).toEqual(res.json.rules);
    // The groups the rules name, with the directory's names, so nobody has to read a group id.
    expect(res.json.groups).toEqual([{ id: 'a-g-sales-uk', displayName: expect.any(String) }]);
    expect((await call('GET', '/api/admin/rules')).json.groups).toEqual(res.json.groups);
    const entry = (await call('GET', '/api/admin/log?scope=template&limit=1')).json.entries[0];
    expect(entry).toMatchObject({ action: 'rules.replaced', details: { count: 4 } });
  });

  it('keeps a template a rule names from being deleted, naming the rules', async () => {
    const res = await call('DELETE', `/api/admin/templates/${ids.Germany}`);
    expect([res.status, res.json.code]).toEqual([409, 'template_assigned']);
    expect(res.json.rules).toEqual([{ id: expect.any(String), name: 'Germany' }]);
    expect((await call('GET', `/api/admin/templates/${ids.Germany}`)).status).toBe(200);
  });

  it.each([
    ['an unknown attribute', { attribute: 'shoeSize', operator: 'equals', value: '9' }, 'rules.0.attribute'],
    ['an unknown operator', { attribute: 'country', operator: 'like', value: 'x' }, 'rules.0.operator'],
    ['memberOf on another attribute', { attribute: 'country', operator: 'memberOf', value: 'x' }, 'rules.0.operator'],
    ['in without a list', { attribute: 'country', operator: 'in', value: 'Germany' }, 'rules.0.value'],
    ['equals without a value', { attribute: 'country', operator: 'equals' }, 'rules.0.value'],
    ['no template at all', { attribute: 'country', operator: 'equals', value: 'x', new: null, reply: null }, 'rules.0.new'],
    ['a template that does not exist', { attribute: 'country', operator: 'equals', value: 'x', new: 't_nonexistent1' }, 'rules.0.new'],
    ['a deleted template', { attribute: 'country', operator: 'equals', value: 'x', reply: 'GONE' }, 'rules.0.reply'],
    ['a group that does not exist', { attribute: 'group', operator: 'memberOf', value: 'a-g-nope' }, 'rules.0.value'],
  ])('refuses %s, field by field, changing nothing', async (_what, patch, field) => {
    const [before, log] = [await rulesNow(), await logCount()];
    const body = { new: ids.Sales, ...patch, ...(patch.reply === 'GONE' ? { reply: ids.Gone, new: null } : {}) };
    const res = await call('PUT', '/api/admin/rules', { rules: [body] });
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toContain(field);
    expect(await rulesNow()).toEqual(before);
    expect(await logCount()).toBe(log);
  });

  it('refuses more than 200 rules', async () => {
    const before = await rulesNow();
    const many = Array.from({ length: 201 }, () => ({ attribute: 'country', operator: 'equals', value: 'x', new: ids.Sales }));
    const res = await call('PUT', '/api/admin/rules', { rules: many });
    expectCode(res, 400, 'invalid_request');
    expect(res.json.fields.rules).toBe('at most 200 rules');
    expect(await rulesNow()).toEqual(before);
  });
});

describe('simulation', () => {
  it('traces a mailbox matched by the third rule, through a nested group, with what decided each role', async () => {
    const res = await call('POST', '/api/admin/rules/simulate', { email: 'finn.berg@fabrikam.test' });
    expect(res.status).toBe(200);
    expect(res.json.mailbox).toMatchObject({ primary: 'finn.berg@fabrikam.test', mailboxType: 'user' });
    expect(res.json.mailbox.groups.map((g: { id: string }) => g.id).sort()).toEqual(['a-g-all-staff', 'a-g-sales', 'a-g-sales-uk']);
    expect(res.json.trace.map((t: { matched: boolean }) => t.matched)).toEqual([false, false, true, false]);
    expect(res.json.trace[0]).toMatchObject({ attribute: 'department', actual: null, settled: [] });
    expect(res.json.trace[2].settled).toEqual(['new']);
    expect(res.json.roles.new).toMatchObject({ templateId: ids.Sales, templateName: 'Sales', decidedBy: { kind: 'rule', name: 'Sales UK group' } });
    expect(res.json.roles.reply).toMatchObject({ templateId: ids.Reply, decidedBy: { kind: 'default' } });
  });

  it('resolves an alias to its mailbox, and a shared mailbox by its type', async () => {
    const alias = await call('POST', '/api/admin/rules/simulate', { email: 'BEN@fabrikam.test' });
    expect(alias.json.mailbox.primary).toBe('ben.okafor@fabrikam.test');
    expect(alias.json.roles.new.templateId).toBe(ids.Germany);
    const shared = await call('POST', '/api/admin/rules/simulate', { email: 'info@fabrikam.test' });
    expect(shared.json.roles.new).toMatchObject({ templateId: ids.Shared, decidedBy: { kind: 'rule', name: 'Shared' } });
  });

  it('writes nothing: no change-log entry, rules and templates unchanged', async () => {
    const [log, rules, library] = [await logCount(), await rulesNow(), (await call('GET', '/api/admin/templates')).json];
    await call('POST', '/api/admin/rules/simulate', { email: 'ann.lee@fabrikam.test' });
    expect(await logCount()).toBe(log);
    expect(await rulesNow()).toEqual(rules);
    expect((await call('GET', '/api/admin/templates')).json).toEqual(library);
  });

  it('answers 404 for a group address, a guest and an external address', async () => {
    for (const email of ['sales@fabrikam.test', 'gus@partner.example', 'someone@elsewhere.example']) {
      expectCode(await call('POST', '/api/admin/rules/simulate', { email }), 404, 'not_found');
    }
    expectCode(await call('POST', '/api/admin/rules/simulate', { email: 'nope' }), 400, 'invalid_request');
  });

  it('is never reachable with a key', async () => {
    const key = (await call('POST', '/api/admin/api-keys', { name: 'rules', access: ['rules'] })).json.secret;
    const res = await host.call('POST', '/api/admin/rules/simulate', { headers: { authorization: `Bearer ${key}` }, body: { email: 'ann.lee@fabrikam.test' } });
    expectCode(res, 404, 'not_available_to_api_keys');
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
