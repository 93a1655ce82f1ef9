import { z } from 'zod';
import { ThreadSignature } from '../threads/setting.js';
import { TemplateId } from '../templates/schemas.js';
import { isRecipientOperator, MAX_PARTNER_DOMAINS, MAX_RECIPIENT_DOMAINS, normaliseCountry, normaliseDomain } from './recipients.js';
import { MAX_RULES, operatorFits, RULE_ATTRIBUTES, RULE_OPERATORS } from './vocabulary.js';

/** A domain name, normalised (see `normaliseDomain`): never an address. */
const Domain = z
  .string()
  .max(260, 'at most 253 characters')
  .transform(
    (v, ctx) => normaliseDomain(v) ?? (ctx.addIssue({ code: 'custom', message: 'is not a domain name (just the part after @)' }), z.NEVER),
  );
const domainList = (max: number) =>
  z
    .array(Domain)
    .max(max, `at most ${max} domains`)
    .transform((list) => [...new Set(list)]);

/** The recipients' domains a signature request names (`POST /api/signature`, simulate): domains only, never addresses. */
export const RecipientDomains = domainList(MAX_RECIPIENT_DOMAINS);
/** `recipients` of a request body. */
export const Recipients = z.strictObject({ domains: RecipientDomains }).meta({
  description:
    "The message's recipients, as their domains only (never addresses): the add-in sends the domains of To, Cc and Bcc. Recipient conditions of rules, banners and footers test them; without them no recipient condition matches.",
});
/** The partner domains of the settings: inside the organisation, like its verified domains. */
export const PartnerDomains = domainList(MAX_PARTNER_DOMAINS);

const Text = z.string().trim().min(1, 'is required').max(200, 'at most 200 characters');

const conditionShape = {
  attribute: z.enum(RULE_ATTRIBUTES, { error: `one of: ${RULE_ATTRIBUTES.join(', ')}` }),
  operator: z.enum(RULE_OPERATORS, { error: `one of: ${RULE_OPERATORS.join(', ')}` }),
  value: z.union([Text, z.array(Text).min(1, 'at least one value').max(100, 'at most 100 values'), z.boolean()]).optional(),
};

/** The operator and value must fit each other (rules, banner and footer audiences alike). */
function checkCondition(r: { attribute: string; operator: string; value?: unknown }, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!operatorFits(r.attribute, r.operator))
    issue(
      'operator',
      r.attribute === 'recipients' || isRecipientOperator(r.operator)
        ? 'the recipients are tested with anyExternal, allInternal, anyInDomains or anyInCountries, and those only on recipients'
        : 'group membership is tested with memberOf, and memberOf only on group',
    );
  if (isRecipientOperator(r.operator)) return checkRecipientValue(r.operator, r.value, issue);
  if (r.operator === 'in' && !Array.isArray(r.value)) issue('value', 'a list of values');
  if (['equals', 'notEquals', 'contains', 'startsWith', 'memberOf'].includes(r.operator) && typeof r.value !== 'string')
    issue('value', 'a text value');
  if (r.operator === 'exists' && r.value !== undefined && typeof r.value !== 'boolean') issue('value', 'true or false (or nothing)');
}

/** A recipient condition's value: none for anyExternal and allInternal, a list of domains or country suffixes otherwise. */
function checkRecipientValue(operator: string, value: unknown, issue: (path: string, message: string) => void) {
  if (operator === 'anyExternal' || operator === 'allInternal') {
    if (value !== undefined) issue('value', "no value: the organisation's own domains decide");
    return;
  }
  const domains = operator === 'anyInDomains';
  if (!Array.isArray(value)) return issue('value', domains ? 'a list of domains' : 'a list of country suffixes');
  const bad = (value as string[]).find((v) => (domains ? normaliseDomain(v) : normaliseCountry(v)) === null);
  if (bad !== undefined)
    issue('value', domains ? `"${bad}" is not a domain name` : `"${bad}" is not a two-letter country suffix (such as de or at)`);
}

/**
 * A condition's value as it is kept: a recipient condition's domains and country suffixes normalised (lower case, no
 * leading dot, each once); any other value as given. Call it on a checked condition.
 */
export function keptValue(operator: string, value: string | string[] | boolean | undefined): string | string[] | boolean | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || (operator !== 'anyInDomains' && operator !== 'anyInCountries')) return value;
  const normalise = operator === 'anyInDomains' ? normaliseDomain : normaliseCountry;
  return [...new Set(value.map((v) => normalise(v) ?? v))];
}

/** One condition on its own (banner and footer audiences): a directory attribute, a group, or the recipients. */
export const ConditionInput = z.strictObject(conditionShape).superRefine(checkCondition).meta({ id: 'Condition' });
export type ConditionInput = z.infer<typeof ConditionInput>;

const RuleThreadSignature = ThreadSignature.describe(
  "How replies of the mailboxes whose reply template this rule chooses are signed in a thread (DESIGN §15); absent: the organisation's `threadSignature`.",
);

export const RuleInput = z
  .strictObject({
    id: z
      .string()
      .regex(/^[\w-]{1,40}$/, 'letters, digits, "_" and "-"')
      .optional(),
    name: z.string().trim().max(100, 'at most 100 characters').default(''),
    ...conditionShape,
    new: TemplateId.nullable().default(null),
    reply: TemplateId.nullable().default(null),
    threadSignature: RuleThreadSignature.optional(),
  })
  .superRefine((r, ctx) => {
    checkCondition(r, ctx);
    if (!r.new && !r.reply) ctx.addIssue({ code: 'custom', path: ['new'], message: 'a rule must name a template for new, reply or both' });
  })
  .meta({ id: 'RuleInput' });
export type RuleInput = z.infer<typeof RuleInput>;

export const Rule = z
  .object({
    id: z.string(),
    name: z.string(),
    attribute: z.enum(RULE_ATTRIBUTES),
    operator: z.enum(RULE_OPERATORS),
    value: z.union([z.string(), z.array(z.string()), z.boolean()]).nullable(),
    new: z.string().nullable(),
    reply: z.string().nullable(),
    threadSignature: RuleThreadSignature.optional(),
  })
  .meta({ id: 'Rule' });
export type Rule = z.infer<typeof Rule>;

export const RulesBody = z.strictObject({ rules: z.array(RuleInput).max(MAX_RULES, `at most ${MAX_RULES} rules`) });
export const RulesAnswer = z.object({
  rules: z.array(Rule),
  /** The directory's name of each group the rules name (a group the directory no longer knows is left out). */
  groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
});
export type RulesAnswer = z.infer<typeof RulesAnswer>;
export const SimulateBody = z.strictObject({
  email: z.string().trim().pipe(z.email('must be an e-mail address')),
  recipients: Recipients.optional(),
});

const RoleName = z.enum(['new', 'reply']);
const Decision = z.union([
  z.object({
    templateId: z.string(),
    decidedBy: z.union([
      z.object({ kind: z.literal('rule'), ruleId: z.string(), name: z.string() }),
      z.object({ kind: z.literal('default') }),
    ]),
  }),
  z.object({ templateId: z.null(), decidedBy: z.object({ kind: z.literal('none') }) }),
]);
const Nullable = z.string().nullable();

/** `POST /api/admin/rules/simulate`: the mailbox as the directory has it, each role's decision, and the per-rule trace. */
export const Simulation = z.object({
  mailbox: z.object({
    requested: z.string(),
    primary: z.string(),
    id: z.string(),
    displayName: Nullable,
    mailboxType: z.enum(['user', 'shared']),
    attributes: z.object({
      country: Nullable,
      department: Nullable,
      jobTitle: Nullable,
      companyName: Nullable,
      officeLocation: Nullable,
      city: Nullable,
      userType: Nullable,
      mailboxType: z.enum(['user', 'shared']),
    }),
    groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
  }),
  /** The recipients simulated, each inside or outside the organisation; null when none were given. */
  recipients: z
    .object({
      domains: z.array(z.object({ domain: z.string(), internal: z.boolean(), country: z.string().nullable() })),
    })
    .nullable(),
  roles: z.object({
    new: z.intersection(Decision, z.object({ templateName: Nullable })),
    reply: z.intersection(Decision, z.object({ templateName: Nullable })),
  }),
  trace: z.array(
    z.object({
      ruleId: z.string(),
      name: z.string(),
      attribute: Rule.shape.attribute,
      operator: Rule.shape.operator,
      value: Rule.shape.value,
      /**
       * The mailbox's value for the tested attribute (group names for group rules); for a recipient rule, the
       * recipient domains it turned on (the external ones, the ones at a listed domain or in a listed country), null
       * when no recipients were given.
       */
      actual: z.union([z.string(), z.array(z.string())]).nullable(),
      matched: z.boolean(),
      settled: z.array(RoleName),
    }),
  ),
  /** Replies in a thread (DESIGN §15): the organisation's setting and what it means for this mailbox, in sentences. */
  thread: z
    .object({
      signature: z.enum(['every', 'oncePerThread']),
      decidedBy: z
        .object({ kind: z.enum(['rule', 'organisation']), ruleId: z.string().optional(), name: z.string().optional() })
        .optional()
        .describe('Who set it: the rule that chose the reply template (when it sets one), else the organisation'),
      explanation: z.string(),
    })
    .optional(),
  values: z
    .object({
      explanation: z.string().nullable().describe('Which values come from imported values rather than the directory (null: none)'),
    })
    .optional(),
});
export type Simulation = z.infer<typeof Simulation>;
