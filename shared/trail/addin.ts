import type { BannersFootersService } from '../banners-footers/service.js';
import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { ShownSource } from '../imports/layers.js';
import type { ImportService } from '../imports/service.js';
import { isRecipientOperator, recipientFacts } from '../rules/recipients.js';
import { decideWith } from '../rules/service.js';
import type { OrganisationInputs } from '../signature/organisation-inputs.js';
import { chooseLanguage } from '../templates/language.js';
import type { AddinFacts, Because, ChosenBy } from './explain.js';

/** What the compose route answered, as the trail takes it. */
export interface AddinAnswer {
  templateId: string | null;
  version: number | null;
  language: string | null;
  stale?: string;
}

export interface AddinReads {
  /** What the compose path read of the organisation, this generation: the trail reads nothing more of it. */
  organisation: Pick<
    OrganisationInputs,
    'decisionInputs' | 'templateView' | 'templateBody' | 'activeBlocks' | 'hasImports' | 'enabledFields'
  >;
  resolver: Pick<MailboxResolver, 'resolve'>;
  bannersFooters: Pick<BannersFootersService, 'showing'>;
  /** Where the values a signature used come from (the directory, imported values, the person's own). */
  sources: Pick<ImportService, 'sourcesShown'>;
}

const words = (attribute: string) => attribute.replace(/([A-Z])/g, ' $1').toLowerCase();
const listed = (v: unknown) =>
  Array.isArray(v) ? v.map(String).join(', ') : typeof v === 'string' || typeof v === 'number' ? String(v) : '';

/** What matched in a rule, as facts the trail writes in its reader's words: `department is Sales`, `recipients at fabrikam.com`. */
function because(t: { attribute: string; operator: string; value: unknown; actual: string | string[] | null }): Because {
  if (isRecipientOperator(t.operator as never)) return { kind: 'recipients', domains: listed(t.actual) };
  if (t.operator === 'memberOf') return { kind: 'memberOf' };
  const attribute = words(t.attribute);
  const name = t.attribute;
  switch (t.operator) {
    case 'exists':
      return t.value === false
        ? { kind: 'attribute', test: 'empty', name, attribute, value: '' }
        : { kind: 'attribute', test: 'is', name, attribute, value: listed(t.actual) };
    case 'notEquals':
      return { kind: 'attribute', test: 'isNot', name, attribute, value: listed(t.value) };
    case 'contains':
      return { kind: 'attribute', test: 'contains', name, attribute, value: listed(t.value) };
    case 'startsWith':
      return { kind: 'attribute', test: 'startsWith', name, attribute, value: listed(t.value) };
    default:
      return { kind: 'attribute', test: 'is', name, attribute, value: listed(t.actual) };
  }
}

/**
 * Reconstructs why the compose route answered what it did, behind the answer: the rule that decided (or why none
 * did), the language and why, the banners and footers shown, the recipients' verdict. It reads the organisation
 * through what the compose path itself read this rendering generation, so explaining costs no reads of its own; the
 * mailbox comes from the resolver's cache.
 */
export class AddinExplainer {
  constructor(private readonly deps: AddinReads) {}

  private inputs(tenantId: string) {
    return this.deps.organisation.decisionInputs(tenantId);
  }

  /** A published template's name (its id when it is no longer published, or cannot be read). */
  async templateName(tenantId: string, id: string): Promise<string> {
    return (await this.deps.organisation.templateView(tenantId).catch(() => null))?.name(id) ?? id;
  }

  /** Which of these recipient domains are outside the organisation (its verified and partner domains). */
  async outside(tenantId: string, domains: readonly string[]): Promise<string[]> {
    const facts = recipientFacts(domains, (await this.inputs(tenantId)).internal);
    return facts?.domains.filter((d) => !d.internal).map((d) => d.domain) ?? [];
  }

  async facts(
    tenantId: string,
    c: { mailbox: string; caller: string; type: 'new' | 'reply'; domains: readonly string[]; answer: AddinAnswer },
  ): Promise<AddinFacts & { ruleId?: string }> {
    const [mailbox, inputs] = await Promise.all([this.deps.resolver.resolve(tenantId, c.mailbox), this.inputs(tenantId)]);
    const recipients = recipientFacts(c.domains, inputs.internal);
    const outside = recipients?.domains.filter((d) => !d.internal).map((d) => d.domain) ?? [];
    const base = { type: c.type, domains: c.domains, outside, stale: c.answer.stale ?? null };
    if (!mailbox) return { ...base, template: null, chosenBy: { kind: 'none', rules: inputs.rules.length }, language: null, blocks: [] };
    const evaluation = decideWith(inputs, mailbox, recipients);
    const decision = evaluation.roles[c.type];
    let chosenBy: ChosenBy = { kind: decision.decidedBy.kind === 'default' ? 'default' : 'none', rules: inputs.rules.length };
    let ruleId: string | undefined;
    if (decision.decidedBy.kind === 'rule') {
      const { ruleId: id, name } = decision.decidedBy;
      const traced = evaluation.trace.find((t) => t.ruleId === id);
      chosenBy = { kind: 'rule', name, because: traced ? because(traced) : { kind: 'held' } };
      ruleId = id;
    }
    const id = c.answer.templateId;
    if (!id) return { ...base, template: null, chosenBy, ruleId, language: null, blocks: [] };
    const [name, body, blocks, sender] = await Promise.all([
      this.templateName(tenantId, id),
      this.deps.organisation.templateBody(tenantId, id),
      this.deps.organisation.activeBlocks(tenantId),
      c.caller === c.mailbox ? mailbox : this.deps.resolver.resolve(tenantId, c.caller),
    ]);
    const language = body
      ? {
          tag: c.answer.language,
          variants: body.variants.length,
          reason: chooseLanguage({
            variants: body.variants.map((v) => v.language),
            languageBy: body.languageBy,
            recipientDomains: c.domains,
            preferredLanguage: preferred(sender ?? mailbox, mailbox),
          }).reason,
        }
      : null;
    const shown = this.deps.bannersFooters.showing(blocks, mailbox, recipients).map((b) => ({ kind: b.kind, name: b.name }));
    const values = body ? await this.values(tenantId, mailbox, body.html) : null;
    return { ...base, template: { name, version: c.answer.version ?? 0 }, chosenBy, ruleId, language, blocks: shown, values };
  }

  /** Where the values a body filled for the mailbox came from, by name and source (null: they cannot be read). */
  values(tenantId: string, mailbox: ResolvedMailbox, html: string): Promise<ShownSource[] | null> {
    const kept = {
      imported: () => this.deps.organisation.hasImports(tenantId),
      fields: () => this.deps.organisation.enabledFields(tenantId),
    };
    return this.deps.sources.sourcesShown(tenantId, mailbox, { html, kept }).catch(() => null);
  }
}

const preferred = (sender: ResolvedMailbox, mailbox: ResolvedMailbox) => sender.user.preferredLanguage || mailbox.user.preferredLanguage;
