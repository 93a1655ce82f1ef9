import { describe, expect, it } from 'vitest';
import type { ResolvedMailbox } from '../../shared/directory/resolver.js';
import { evaluate } from '../../shared/rules/evaluate.js';
import type { Rule } from '../../shared/rules/schemas.js';

const mailbox = (attrs: Partial<ResolvedMailbox['user']>, groups: string[] = []): ResolvedMailbox => ({
  requested: 'x@contoso.example',
  primary: 'x@contoso.example',
  user: { id: 'u1', businessPhones: [], proxyAddresses: [], mailboxType: 'user', ...attrs },
  groups: groups.map((id) => ({ id, displayName: `Group ${id}` })),
});
let n = 0;
const rule = (r: Partial<Rule>): Rule => ({
  id: `r${++n}`,
  name: '',
  attribute: 'department',
  operator: 'equals',
  value: 'Sales',
  new: 'T_NEW',
  reply: null,
  ...r,
});
const noDefaults = { new: null, reply: null };
const newOf = (rules: Rule[], mb: ResolvedMailbox) => evaluate(rules, noDefaults, mb).roles.new.templateId;

describe('rule evaluation', () => {
  it.each([
    ['equals, any case', rule({ operator: 'equals', value: 'sALES' }), { department: 'Sales' }, true],
    ['equals, other value', rule({ operator: 'equals', value: 'Sales' }), { department: 'Salesforce' }, false],
    ['notEquals', rule({ operator: 'notEquals', value: 'sales' }), { department: 'Legal' }, true],
    ['notEquals, same value', rule({ operator: 'notEquals', value: 'sales' }), { department: 'SALES' }, false],
    ['notEquals, attribute missing', rule({ operator: 'notEquals', value: 'sales' }), {}, true],
    ['contains', rule({ attribute: 'jobTitle', operator: 'contains', value: 'manager' }), { jobTitle: 'Sales Manager EMEA' }, true],
    ['contains, no', rule({ attribute: 'jobTitle', operator: 'contains', value: 'director' }), { jobTitle: 'Sales Manager' }, false],
    ['startsWith', rule({ attribute: 'officeLocation', operator: 'startsWith', value: 'lon' }), { officeLocation: 'London HQ' }, true],
    ['startsWith, no', rule({ attribute: 'officeLocation', operator: 'startsWith', value: 'hq' }), { officeLocation: 'London HQ' }, false],
    ['in', rule({ attribute: 'country', operator: 'in', value: ['Germany', 'austria'] }), { country: 'AUSTRIA' }, true],
    ['in, no', rule({ attribute: 'country', operator: 'in', value: ['Germany'] }), { country: 'France' }, false],
    ['exists', rule({ attribute: 'companyName', operator: 'exists', value: null }), { companyName: 'Contoso' }, true],
    ['exists, empty string', rule({ attribute: 'companyName', operator: 'exists', value: null }), { companyName: '  ' }, false],
    ['exists false', rule({ attribute: 'companyName', operator: 'exists', value: false }), {}, true],
    ['mailboxType', rule({ attribute: 'mailboxType', operator: 'equals', value: 'shared' }), { mailboxType: 'shared' as const }, true],
    ['userType', rule({ attribute: 'userType', operator: 'equals', value: 'member' }), { userType: 'Member' }, true],
    ['city, attribute missing', rule({ attribute: 'city', operator: 'equals', value: 'Paris' }), {}, false],
    ['contains, attribute missing', rule({ attribute: 'city', operator: 'contains', value: 'a' }), { city: null }, false],
  ])('%s', (_name, r, attrs, expected) => {
    expect(newOf([r], mailbox(attrs))).toBe(expected ? 'T_NEW' : null);
  });

  it('tests group membership by group id, including membership through a nested group', () => {
    const r = rule({ attribute: 'group', operator: 'memberOf', value: 'G-OUTER' });
    // The resolver gives transitive groups: a member of the inner group is also listed in the outer one.
    expect(newOf([r], mailbox({}, ['G-INNER', 'G-OUTER']))).toBe('T_NEW');
    expect(newOf([r], mailbox({}, ['G-OTHER']))).toBeNull();
    const trace = evaluate([r], noDefaults, mailbox({}, ['G-INNER', 'G-OUTER'])).trace[0];
    expect(trace.actual).toEqual(['Group G-INNER', 'Group G-OUTER']);
  });

  it('lets the first matching rule settle each role it names; later rules settle roles still open', () => {
    const rules = [
      rule({ id: 'a', value: 'Legal', new: 'T_LEGAL', reply: 'T_LEGAL_R' }),
      rule({ id: 'b', value: 'Sales', new: 'T_SALES', reply: null }),
      rule({ id: 'c', attribute: 'country', value: 'France', new: 'T_FR', reply: 'T_FR_R' }),
    ];
    const result = evaluate(rules, noDefaults, mailbox({ department: 'Sales', country: 'France' }));
    expect(result.roles.new).toEqual({ templateId: 'T_SALES', decidedBy: { kind: 'rule', ruleId: 'b', name: '' } });
    expect(result.roles.reply).toEqual({ templateId: 'T_FR_R', decidedBy: { kind: 'rule', ruleId: 'c', name: '' } });
    expect(result.trace.map((t) => [t.ruleId, t.matched, t.settled])).toEqual([
      ['a', false, []],
      ['b', true, ['new']],
      ['c', true, ['reply']],
    ]);
  });

  it('falls back to the role defaults, and to nothing', () => {
    const result = evaluate([rule({ value: 'Legal' })], { new: 'T_DEFAULT', reply: null }, mailbox({ department: 'Sales' }));
    expect(result.roles.new).toEqual({ templateId: 'T_DEFAULT', decidedBy: { kind: 'default' } });
    expect(result.roles.reply).toEqual({ templateId: null, decidedBy: { kind: 'none' } });
  });
});
