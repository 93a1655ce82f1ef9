import { invalidSaid, type Reason } from '../http/said-reasons.js';
import type { Simulation } from './schemas.js';
import type { Actor } from '../auth/principal.js';
import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { Directory } from '../directory/types.js';
import { notFound, refuse } from '../http/errors.js';
import { notPublished, type TemplateService } from '../templates/service.js';
import type { Outbox } from '../outbox/outbox.js';
import { evaluate, type Decision, type Evaluation } from './evaluate.js';
import { recipientFacts, type RecipientFacts } from './recipients.js';
import { keptValue, type Rule, type RuleInput, type RulesAnswer } from './schemas.js';
import type { Roles } from '../templates/schemas.js';
import { rulesWitness, type RuleStore } from './store.js';

const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode;
const staleRules = () => refuse('stale_rules');

/** Assignment rules, and which template each role of a mailbox lands on. */
export class RuleService {
  constructor(
    private readonly store: RuleStore,
    private readonly deps: {
      templates: TemplateService;
      directory: Directory;
      resolver: MailboxResolver;
      outbox: Pick<Outbox, 'commit'>;
      /** The organisation's verified domains and partner domains, lower-cased: inside it, with their subdomains. */
      internalDomains: (tenantId: string) => Promise<ReadonlySet<string>>;
    },
  ) {}

  async list(tenantId: string): Promise<Rule[]> {
    return (await this.store.get(tenantId)).rules;
  }

  /** The list with the ETag a conditional replace names in `If-Match`. */
  async listWithEtag(tenantId: string): Promise<RulesAnswer & { etag: string | null }> {
    const { rules, etag } = await this.store.get(tenantId);
    return { rules, groups: await this.groupsNamed(tenantId, rules), etag };
  }

  /** The groups the rules name, as the directory names them now. */
  private async groupsNamed(tenantId: string, rules: Rule[]): Promise<RulesAnswer['groups']> {
    const ids = [...new Set(rules.filter((r) => r.operator === 'memberOf' && typeof r.value === 'string').map((r) => r.value as string))];
    const found = await Promise.all(ids.map((id) => this.deps.directory.getGroup(tenantId, id)));
    return found.filter((g) => g !== null).map((g) => ({ id: g.id, displayName: g.displayName }));
  }

  /**
   * Replaces the rule list as a whole; every template must be live and every group must exist in the directory.
   * With `ifMatch` (the ETag of the list the caller edited) the replace happens only if nobody replaced it since
   * (412 `stale_rules` otherwise); without, the last whole list written wins.
   */
  async replace(tenantId: string, actor: Actor, input: RuleInput[], ifMatch?: string): Promise<RulesAnswer & { etag: string }> {
    const problems: Record<string, Reason> = {};
    const library = new Map((await this.deps.templates.library(tenantId)).templates.map((t) => [t.id, t]));
    const groups = new Map<string, boolean>();
    for (const [i, r] of input.entries()) {
      for (const role of ['new', 'reply'] as const) {
        const id = r[role];
        if (id && !library.has(id)) problems[`rules.${i}.${role}`] = 'noSuchTemplateOrDeleted';
        else if (id && library.get(id)?.kind === 'automatic-reply') problems[`rules.${i}.${role}`] = 'replyNotSignature';
      }
      if (r.operator === 'memberOf' && typeof r.value === 'string') {
        if (!groups.has(r.value)) groups.set(r.value, (await this.deps.directory.getGroup(tenantId, r.value)) !== null);
        if (!groups.get(r.value)) problems[`rules.${i}.value`] = 'noSuchGroup';
      }
    }
    const ids = input.map((r) => r.id).filter(Boolean);
    if (new Set(ids).size !== ids.length) problems.rules = 'sameRuleId';
    if (Object.keys(problems).length) throw invalidSaid(problems);
    // A template never published has no body: a rule naming it would give its mailboxes no signature.
    for (const [i, r] of input.entries()) {
      const unpublished = [r.new, r.reply].map((id) => (id ? library.get(id) : undefined)).find((t) => t && !t.version);
      if (unpublished) throw notPublished(unpublished, `rule ${i + 1}${r.name ? ` ("${r.name}")` : ''}`);
    }

    const rules: Rule[] = input.map((r) => ({
      id: r.id ?? `r_${crypto.randomUUID().slice(0, 8)}`,
      name: r.name,
      attribute: r.attribute,
      operator: r.operator,
      value: keptValue(r.operator, r.value),
      new: r.new,
      reply: r.reply,
      ...(r.threadSignature ? { threadSignature: r.threadSignature } : {}),
    }));
    let etag: string;
    try {
      const work = {
        events: [{ type: 'rulesChanged' as const, tenantId }],
        log: [
          { actor, change: { scope: 'template' as const, action: 'rules.replaced', target: 'rules', details: { count: rules.length } } },
        ],
      };
      etag = await this.deps.outbox.commit(tenantId, work, rulesWitness(tenantId), (stamp) =>
        this.store.put(tenantId, rules, ifMatch ?? null, stamp),
      );
    } catch (err) {
      if (ifMatch && (statusOf(err) === 412 || statusOf(err) === 409)) throw staleRules();
      throw err;
    }
    return { rules, groups: await this.groupsNamed(tenantId, rules), etag };
  }

  /** Rules that name a template for either role. */
  async naming(tenantId: string, templateId: string): Promise<{ id: string; name: string }[]> {
    return (await this.list(tenantId))
      .filter((r) => r.new === templateId || r.reply === templateId)
      .map((r) => ({ id: r.id, name: r.name }));
  }

  /** The template each role lands on for a resolved mailbox and its message's recipient domains (`decideWith`). */
  async decide(tenantId: string, mailbox: ResolvedMailbox, recipients?: readonly string[]): Promise<Evaluation> {
    const inputs = await this.inputs(tenantId);
    return decideWith(inputs, mailbox, recipientFacts(recipients, inputs.internal));
  }

  /**
   * What deciding reads of the organisation, the same for every mailbox and message; `templates`: the role
   * assignments and the never-published templates when the caller has read them already (the signature path).
   */
  async inputs(tenantId: string, templates?: { roles: Roles; unpublished: Set<string> }): Promise<DecisionInputs> {
    const [rules, defaults, unpublished, internal] = await Promise.all([
      this.list(tenantId),
      templates?.roles ?? this.deps.templates.delivery.roles(tenantId),
      templates?.unpublished ?? this.deps.templates.delivery.unpublished(tenantId),
      this.deps.internalDomains(tenantId),
    ]);
    return { rules, defaults, unpublished, internal };
  }

  /** The organisation's own part of `inputs`: its rules and the domains inside it (the templates' part apart). */
  async ownInputs(tenantId: string): Promise<Pick<DecisionInputs, 'rules' | 'internal'>> {
    const [rules, internal] = await Promise.all([this.list(tenantId), this.deps.internalDomains(tenantId)]);
    return { rules, internal };
  }

  /**
   * A dry run against the live directory, for a message to `recipients` (their domains, normalised; none: the
   * sender-only answer): writes nothing and logs nothing.
   */
  async simulate(tenantId: string, address: string, recipients?: readonly string[]): Promise<Simulation> {
    const mailbox = await this.deps.resolver.resolve(tenantId, address, { live: true });
    if (!mailbox) throw notFound('The address is not a mailbox of this organisation');
    const [inputs, library] = await Promise.all([this.inputs(tenantId), this.deps.templates.library(tenantId)]);
    const facts = recipientFacts(recipients, inputs.internal);
    const evaluation = decideWith(inputs, mailbox, facts);
    const names = new Map(library.templates.map((t) => [t.id, t.name]));
    const named = (d: Decision) => ({ ...d, templateName: d.templateId ? (names.get(d.templateId) ?? null) : null });
    const u = mailbox.user;
    return {
      mailbox: {
        requested: address,
        primary: mailbox.primary,
        id: u.id,
        displayName: u.displayName ?? null,
        mailboxType: u.mailboxType,
        attributes: {
          country: u.country ?? null,
          department: u.department ?? null,
          jobTitle: u.jobTitle ?? null,
          companyName: u.companyName ?? null,
          officeLocation: u.officeLocation ?? null,
          city: u.city ?? null,
          userType: u.userType ?? null,
          mailboxType: u.mailboxType,
        },
        groups: mailbox.groups.map((g) => ({ id: g.id, displayName: g.displayName })),
      },
      recipients: facts && { domains: facts.domains.map((d) => ({ ...d })) },
      roles: { new: named(evaluation.roles.new), reply: named(evaluation.roles.reply) },
      trace: evaluation.trace,
    };
  }
}

/** The organisation-level inputs of a decision (`RuleService.inputs`). */
export interface DecisionInputs {
  rules: Rule[];
  defaults: Roles;
  unpublished: Set<string>;
  /** Its verified domains and partner domains: a recipient at one of them, or under one, is inside (`recipientFacts`). */
  internal: ReadonlySet<string>;
}

/**
 * Evaluates the saved rules and role defaults for a resolved mailbox and its message's recipients (null: not known,
 * no recipient condition matches). A template never published reaches nobody: a rule or role naming one is passed
 * over for that role, as if it named none.
 */
export function decideWith(
  { rules, defaults, unpublished }: DecisionInputs,
  mailbox: ResolvedMailbox,
  recipients: RecipientFacts | null = null,
): Evaluation {
  if (!unpublished.size) return evaluate(rules, defaults, mailbox, recipients);
  const live = (id: string | null) => (id && unpublished.has(id) ? null : id);
  return evaluate(
    rules.map((r) => ({ ...r, new: live(r.new), reply: live(r.reply) })),
    { new: live(defaults.new), reply: live(defaults.reply) },
    mailbox,
    recipients,
  );
}
