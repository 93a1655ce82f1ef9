import { z } from 'zod';
import { TemplateId } from '../templates/schemas.js';

export const MAX_RULES = 200;
export const RULE_ATTRIBUTES = ['country', 'department', 'jobTitle', 'companyName', 'officeLocation', 'city', 'userType', 'mailboxType', 'group'] as const;
export const RULE_OPERATORS = ['equals', 'notEquals', 'contains', 'startsWith', 'in', 'exists', 'memberOf'] as const;

const Text = z.string().trim().min(1, 'is required').max(200, 'at most 200 characters');

const conditionShape = {
  attribute: z.enum(RULE_ATTRIBUTES, { error: `one of: ${RULE_ATTRIBUTES.join(', ')}` }),
  operator: z.enum(RULE_OPERATORS, { error: `one of: ${RULE_OPERATORS.join(', ')}` }),
  value: z.union([Text, z.array(Text).min(1, 'at least one value').max(100, 'at most 100 values'), z.boolean()]).optional(),
};

/** The operator and value must fit each other (rules, banner and footer audiences alike). */
function checkCondition(r: { attribute: string; operator: string; value?: unknown }, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if ((r.attribute === 'group') !== (r.operator === 'memberOf')) issue('operator', 'group membership is tested with memberOf, and memberOf only on group');
  if (r.operator === 'in' && !Array.isArray(r.value)) issue('value', 'a list of values');
  if (['equals', 'notEquals', 'contains', 'startsWith', 'memberOf'].includes(r.operator) && typeof r.value !== 'string') issue('value', 'a text value');
  if (r.operator === 'exists' && r.value !== undefined && typeof r.value !== 'boolean') issue('value', 'true or false (or nothing)');
}

/** One directory condition, on its own (banner and footer audiences). */
export const ConditionInput = z.strictObject(conditionShape).superRefine(checkCondition);
export type ConditionInput = z.infer<typeof ConditionInput>;

export const RuleInput = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, "_" and "-"').optional(),
    name: z.string().trim().max(100, 'at most 100 characters').default(''),
    ...conditionShape,
    new: TemplateId.nullable().default(null),
    reply: TemplateId.nullable().default(null),
  })
  .superRefine((r, ctx) => {
    checkCondition(r, ctx);
    if (!r.new && !r.reply) ctx.addIssue({ code: 'custom', path: ['new'], message: 'a rule must name a template for new, reply or both' });
  });
export type RuleInput = z.infer<typeof RuleInput>;

export const Rule = z.object({
  id: z.string(),
  name: z.string(),
  attribute: z.enum(RULE_ATTRIBUTES),
  operator: z.enum(RULE_OPERATORS),
  value: z.union([z.string(), z.array(z.string()), z.boolean()]).nullable(),
  new: z.string().nullable(),
  reply: z.string().nullable(),
});
export type Rule = z.infer<typeof Rule>;

export const RulesBody = z.strictObject({ rules: z.array(RuleInput).max(MAX_RULES, `at most ${MAX_RULES} rules`) });
export const RulesAnswer = z.object({ rules: z.array(Rule) });
export const SimulateBody = z.strictObject({ email: z.string().trim().pipe(z.email('must be an e-mail address')) });
