import { z } from 'zod';
import { TemplateId } from '../templates/schemas.js';
import { MAX_RULES, operatorFits, RULE_ATTRIBUTES, RULE_OPERATORS } from './vocabulary.js';

const Text = z.string().trim().min(1, 'is required').max(200, 'at most 200 characters');

const conditionShape = {
  attribute: z.enum(RULE_ATTRIBUTES, { error: `one of: ${RULE_ATTRIBUTES.join(', ')}` }),
  operator: z.enum(RULE_OPERATORS, { error: `one of: ${RULE_OPERATORS.join(', ')}` }),
  value: z.union([Text, z.array(Text).min(1, 'at least one value').max(100, 'at most 100 values'), z.boolean()]).optional(),
};

/** The operator and value must fit each other (rules, banner and footer audiences alike). */
function checkCondition(r: { attribute: string; operator: string; value?: unknown }, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!operatorFits(r.attribute, r.operator)) issue('operator', 'group membership is tested with memberOf, and memberOf only on group');
  if (r.operator === 'in' && !Array.isArray(r.value)) issue('value', 'a list of values');
  if (['equals', 'notEquals', 'contains', 'startsWith', 'memberOf'].includes(r.operator) && typeof r.value !== 'string')
    issue('value', 'a text value');
  if (r.operator === 'exists' && r.value !== undefined && typeof r.value !== 'boolean') issue('value', 'true or false (or nothing)');
}

/** One directory condition, on its own (banner and footer audiences). */
export const ConditionInput = z.strictObject(conditionShape).superRefine(checkCondition).meta({ id: 'Condition' });
export type ConditionInput = z.infer<typeof ConditionInput>;

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
export const SimulateBody = z.strictObject({ email: z.string().trim().pipe(z.email('must be an e-mail address')) });

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
      /** The mailbox's value for the tested attribute (group names for group rules). */
      actual: z.union([z.string(), z.array(z.string())]).nullable(),
      matched: z.boolean(),
      settled: z.array(RoleName),
    }),
  ),
});
export type Simulation = z.infer<typeof Simulation>;
