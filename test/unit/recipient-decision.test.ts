import { describe, expect, it } from 'vitest';
import type { Json } from '../../shared/changelog/schemas.js';
import { changeSentence } from '../../shared/changelog/sentences.js';
import type { ResolvedMailbox } from '../../shared/directory/resolver.js';
import { evaluate } from '../../shared/rules/evaluate.js';
import { normaliseCountry, normaliseDomain, recipientFacts, recipientKey, type RecipientCondition } from '../../shared/rules/recipients.js';
import { keptValue, RecipientDomains, RuleInput, type Rule } from '../../shared/rules/schemas.js';

const mailbox = (attrs: Partial<ResolvedMailbox['user']> = {}): ResolvedMailbox => ({
  requested: 'x@contoso.example',
  primary: 'x@contoso.example',
  user: { id: 'u1', businessPhones: [], proxyAddresses: [], mailboxType: 'user', ...attrs },
  groups: [],
});
let n = 0;
const rule = (r: Partial<Rule>): Rule => ({
  id: `r${++n}`,
  name: '',
  attribute: 'recipients',
  operator: 'anyExternal',
  value: null,
  new: 'T_NEW',
  reply: null,
  ...r,
});
const noDefaults = { new: null, reply: null };
/** Contoso's verified domain, and a partner it lists. */
const INTERNAL = new Set(['contoso.example', 'partner.example']);
const facts = (...domains: string[]) => recipientFacts(domains, INTERNAL);
const newOf = (rules: Rule[], recipients: string[] | null, mb = mailbox()) =>
  evaluate(rules, noDefaults, mb, recipients ? facts(...recipients) : null).roles.new.templateId;

describe('recipient domains as the service keeps them', () => {
  it.each([
    ['Example.ORG', 'example.org'],
    ['  sales.example.org. ', 'sales.example.org'],
    ['münchen.example', 'xn--mnchen-3ya.example'],
    ['a-b.co.uk', 'a-b.co.uk'],
  ])('%s is %s', (input, kept) => expect(normaliseDomain(input)).toBe(kept));

  it.each([
    'anna@example.org',
    'localhost',
    '10.0.0.1',
    '-bad.example',
    'bad-.example',
    'a..example',
    'exa mple.org',
    'http://example.org',
    '',
  ])('refuses %j (an address, an IP address, one label or a bad label is no domain)', (input) => expect(normaliseDomain(input)).toBeNull());

  it('lower-cases, trims and keeps each domain once; refuses more than 100 and any address', () => {
    expect(RecipientDomains.parse(['B.example', 'b.example', ' a.example '])).toEqual(['b.example', 'a.example']);
    expect(RecipientDomains.safeParse(Array.from({ length: 101 }, (_, i) => `d${i}.example`)).success).toBe(false);
    expect(RecipientDomains.safeParse(['anna@example.org']).success).toBe(false);
  });

  it('knows country suffixes by their two-letter codes, with or without the dot', () => {
    expect(['DE', '.at', 'uk', 'eu'].map(normaliseCountry)).toEqual(['de', 'at', 'uk', 'eu']);
    expect(['xx', 'zz', 'deu', 'd', '.'].map(normaliseCountry)).toEqual([null, null, null, null, null]);
  });
});

describe('recipient facts', () => {
  it('counts the verified domains, their subdomains and the partner domains as inside', () => {
    const f = facts('contoso.example', 'sales.contoso.example', 'partner.example', 'eu.partner.example');
    expect(f).toMatchObject({ anyExternal: false, allInternal: true });
  });

  it('never counts a look-alike as inside: a longer name, or the organisation under another domain', () => {
    for (const d of ['notcontoso.example', 'contoso.example.evil.org', 'contoso.examples']) {
      expect([d, facts(d)!.anyExternal]).toEqual([d, true]);
    }
  });

  it('gives each domain its country suffix, each country once', () => {
    expect(facts('a.de', 'b.de', 'c.co.at', 'd.com')!.countries).toEqual(['de', 'at']);
  });

  it('knows no recipients from none given', () => {
    expect(recipientFacts(undefined, INTERNAL)).toBeNull();
    expect(recipientFacts([], INTERNAL)).toBeNull();
  });
});

describe('rules that test the recipients', () => {
  it.each([
    ['anyExternal, one outside', rule({ operator: 'anyExternal' }), ['contoso.example', 'example.org'], true],
    ['anyExternal, all inside', rule({ operator: 'anyExternal' }), ['contoso.example', 'partner.example'], false],
    ['allInternal, all inside', rule({ operator: 'allInternal' }), ['contoso.example', 'hr.contoso.example'], true],
    ['allInternal, one outside', rule({ operator: 'allInternal' }), ['contoso.example', 'example.org'], false],
    ['anyInDomains, listed', rule({ operator: 'anyInDomains', value: ['fabrikam.example'] }), ['fabrikam.example'], true],
    [
      'anyInDomains, a subdomain of a listed one',
      rule({ operator: 'anyInDomains', value: ['fabrikam.example'] }),
      ['eu.fabrikam.example'],
      true,
    ],
    ['anyInDomains, not listed', rule({ operator: 'anyInDomains', value: ['fabrikam.example'] }), ['northwind.example'], false],
    ['anyInCountries, listed', rule({ operator: 'anyInCountries', value: ['de', 'at'] }), ['example.org', 'shop.example.at'], true],
    ['anyInCountries, not listed', rule({ operator: 'anyInCountries', value: ['de'] }), ['example.fr', 'example.com'], false],
  ])('%s', (_name, r, recipients, expected) => {
    expect(newOf([r], recipients)).toBe(expected ? 'T_NEW' : null);
  });

  it('matches none of them while the recipients are not known, not even allInternal', () => {
    const rules = [
      rule({ operator: 'anyExternal' }),
      rule({ operator: 'allInternal' }),
      rule({ operator: 'anyInDomains', value: ['contoso.example'] }),
      rule({ operator: 'anyInCountries', value: ['de'] }),
    ];
    const result = evaluate(rules, { new: 'T_DEFAULT', reply: null }, mailbox(), null);
    expect(result.trace.map((t) => [t.operator, t.matched, t.actual])).toEqual([
      ['anyExternal', false, null],
      ['allInternal', false, null],
      ['anyInDomains', false, null],
      ['anyInCountries', false, null],
    ]);
    expect(result.roles.new.templateId).toBe('T_DEFAULT');
  });

  it('says in the trace which recipients a test turned on', () => {
    const rules = [
      rule({ operator: 'anyExternal' }),
      rule({ operator: 'allInternal' }),
      rule({ operator: 'anyInCountries', value: ['de'] }),
    ];
    const trace = evaluate(rules, noDefaults, mailbox(), facts('contoso.example', 'example.org', 'shop.example.de')).trace;
    expect(trace.map((t) => [t.operator, t.matched, t.actual])).toEqual([
      ['anyExternal', true, ['example.org', 'shop.example.de']],
      ['allInternal', false, ['example.org', 'shop.example.de']],
      ['anyInCountries', true, ['shop.example.de']],
    ]);
  });

  it('keeps the order of the rules: a sender rule above a recipient rule settles first, and the other way round', () => {
    const sales = rule({ id: 'sales', attribute: 'department', operator: 'equals', value: 'Sales', new: 'T_SALES' });
    const external = rule({ id: 'external', operator: 'anyExternal', new: 'T_FULL', reply: 'T_FULL_REPLY' });
    const salesPerson = mailbox({ department: 'Sales' });
    const out = ['example.org'];
    expect(evaluate([sales, external], noDefaults, salesPerson, facts(...out)).roles).toMatchObject({
      new: { templateId: 'T_SALES' },
      reply: { templateId: 'T_FULL_REPLY', decidedBy: { kind: 'rule', ruleId: 'external' } },
    });
    expect(newOf([external, sales], out, salesPerson)).toBe('T_FULL');
    expect(newOf([external, sales], ['contoso.example'], salesPerson)).toBe('T_SALES');
  });
});

describe('the cache key the recipients add', () => {
  const external: RecipientCondition = { operator: 'anyExternal' };
  const german: RecipientCondition = { operator: 'anyInCountries', value: ['de'] };
  const fabrikam: RecipientCondition = { operator: 'anyInDomains', value: ['fabrikam.example'] };

  it('adds nothing for an organisation whose rules and blocks test no recipients', () => {
    expect(recipientKey([], facts('example.org'))).toBe('');
  });

  it('tells apart exactly what the conditions can see', () => {
    expect(recipientKey([external], facts('example.org'))).toBe(recipientKey([external], facts('other.example.org', 'contoso.example')));
    expect(recipientKey([external], facts('example.org'))).not.toBe(recipientKey([external], facts('contoso.example')));
    expect(recipientKey([external], null)).not.toBe(recipientKey([external], facts('contoso.example')));
    expect(recipientKey([german, fabrikam], facts('a.example.de'))).toBe(
      recipientKey([german, fabrikam], facts('b.example.de', 'c.example.fr')),
    );
    expect(recipientKey([german, fabrikam], facts('a.example.de'))).not.toBe(
      recipientKey([german, fabrikam], facts('eu.fabrikam.example')),
    );
  });
});

describe('the rule schema for recipient conditions', () => {
  const parse = (r: object) => RuleInput.safeParse({ attribute: 'recipients', new: 't_abcdef', ...r });
  const reasons = (r: object) => {
    const result = parse(r);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes each operator with the value it needs', () => {
    expect(parse({ operator: 'anyExternal' }).success).toBe(true);
    expect(parse({ operator: 'allInternal' }).success).toBe(true);
    expect(parse({ operator: 'anyInDomains', value: ['Fabrikam.example'] }).success).toBe(true);
    expect(parse({ operator: 'anyInCountries', value: ['DE', '.at'] }).success).toBe(true);
  });

  it('refuses a value where none is wanted, an address, an unknown country and a mismatched attribute', () => {
    expect(reasons({ operator: 'anyExternal', value: 'x' })).toEqual([expect.stringMatching(/^value: no value/)]);
    expect(reasons({ operator: 'anyInDomains', value: ['anna@fabrikam.example'] })).toEqual([
      expect.stringMatching(/^value: .* not a domain/),
    ]);
    expect(reasons({ operator: 'anyInDomains', value: 'fabrikam.example' })).toEqual(['value: a list of domains']);
    expect(reasons({ operator: 'anyInCountries', value: ['xx'] })).toEqual([expect.stringMatching(/^value: .* country suffix/)]);
    expect(reasons({ operator: 'equals', value: 'x' })).toEqual([expect.stringMatching(/^operator: the recipients are tested with/)]);
    expect(reasons({ attribute: 'department', operator: 'anyExternal' })).toEqual([expect.stringMatching(/^operator: the recipients/)]);
  });

  it('keeps the listed domains and countries normalised, each once', () => {
    expect(keptValue('anyInDomains', ['Fabrikam.example', 'fabrikam.example.'])).toEqual(['fabrikam.example']);
    expect(keptValue('anyInCountries', ['.DE', 'at'])).toEqual(['de', 'at']);
    expect(keptValue('anyExternal', undefined)).toBeNull();
    expect(keptValue('in', ['Sales'])).toEqual(['Sales']);
  });
});

describe('the change log of the partner domains', () => {
  const sentence = (details: Record<string, Json>) => changeSentence({ action: 'settings.changed', target: 'partnerDomains', details });

  it('says which were added and removed, and how many are listed', () => {
    expect(sentence({ added: ['adatum.example'], removed: ['old.example'], addedCount: 1, removedCount: 1, count: 2 })).toBe(
      'Changed the partner domains: added adatum.example; removed old.example (2 partner domains in all)',
    );
    const many = Array.from({ length: 20 }, (_, i) => `p${i}.example`);
    expect(sentence({ added: many, removed: [], addedCount: 25, removedCount: 0, count: 25 })).toMatch(
      /p19\.example and 5 more \(25 partner/,
    );
    expect(sentence({ added: [], removed: ['old.example'], addedCount: 0, removedCount: 1, count: 0 })).toBe(
      'Changed the partner domains: removed old.example (none listed now)',
    );
  });
});
