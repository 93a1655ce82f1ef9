import type { BannersFootersService } from '../banners-footers/service.js';
import type { Clock } from '../clock.js';
import { smallListTest, type ExclusionService } from '../exclusions/service.js';
import type { ImportService } from '../imports/service.js';
import type { ProfileService } from '../profiles/service.js';
import type { Generations } from '../rendering/generation.js';
import type { RolloutService } from '../rollouts/service.js';
import type { DecisionInputs, RuleService } from '../rules/service.js';
import type { TemplateService } from '../templates/service.js';
import type { GenerationMemo } from './inputs.js';
import { decodeKept, encodeKept, type KeptInputs } from './kept-inputs.js';

/** The generation no change has moved on yet (no row): nothing is kept for it, since nothing names it uniquely. */
const INITIAL = 'initial';

export interface OrganisationInputDeps {
  generations: Pick<Generations, 'current' | 'companion' | 'keepCompanion'>;
  templates: { delivery: Pick<TemplateService['delivery'], 'viewData' | 'viewOf'> };
  exclusions: Pick<ExclusionService, 'modeAndSmallList'>;
  profiles: Pick<ProfileService, 'enabledFields'>;
  imports: Pick<ImportService, 'anyLayers' | 'anyLayersKept'>;
  bannersFooters: Pick<BannersFootersService, 'active'>;
  rules: Pick<RuleService, 'ownInputs'>;
  rollouts: Pick<RolloutService, 'runningCandidates' | 'planOf'>;
  clock: Clock;
}

/**
 * What every compose of an organisation reads alike, once a rendering generation (`GenerationMemo`), and kept beside
 * the generation for the instances that follow: the first compose of a generation anywhere reads the inputs (six
 * queries) and writes them to one row; any instance's first compose after it finds that row in the same query as the
 * generation. The row names the generation it was read at, and is used only while that is the organisation's
 * generation: every change to an input moves the generation on (`signatureChanges`), exactly as it invalidates the
 * answer cache, and the inputs were read after the generation they name was read, so they are never older than it.
 */
export class OrganisationInputs {
  constructor(
    private readonly memo: GenerationMemo,
    private readonly deps: OrganisationInputDeps,
  ) {}

  /** The delivery switch, role assignments and template rows. */
  templateView(tenantId: string) {
    return this.memo.get(tenantId, 'templates', async () => this.deps.templates.delivery.viewOf((await this.kept(tenantId)).templates));
  }

  /** The exclusion mode, and the list's test when one page holds the list (null: ask per mailbox). */
  exclusions(tenantId: string) {
    return this.memo.get(tenantId, 'exclusions', async () => smallListTest((await this.kept(tenantId)).exclusions));
  }

  /** What deciding reads of the organisation. */
  decisionInputs(tenantId: string): Promise<DecisionInputs> {
    return this.memo.get(tenantId, 'rules', async () => {
      const [kept, view] = await Promise.all([this.kept(tenantId), this.templateView(tenantId)]);
      return { rules: kept.rules, internal: new Set(kept.internal), defaults: view.roles, unpublished: view.unpublished };
    });
  }

  /** A published template's live body (its blob read once a generation), or null. */
  templateBody(tenantId: string, id: string) {
    return this.memo.get(tenantId, `body:${id}`, async () => (await this.templateView(tenantId)).body(id));
  }

  async enabledFields(tenantId: string) {
    return (await this.kept(tenantId)).fields;
  }

  /** Whether any mailbox of the organisation has imported values. */
  async hasImports(tenantId: string) {
    return (await this.kept(tenantId)).imports;
  }

  async activeBlocks(tenantId: string) {
    return (await this.kept(tenantId)).blocks;
  }

  /** The plan of the template's running rollout (its candidate's body read once a generation), or null. */
  rolloutPlan(tenantId: string, templateId: string) {
    return this.memo.get(tenantId, `rollout:${templateId}`, async () => {
      const { rollouts } = await this.kept(tenantId);
      return Object.hasOwn(rollouts, templateId) ? this.deps.rollouts.planOf(rollouts[templateId]) : null;
    });
  }

  private kept(tenantId: string): Promise<KeptInputs> {
    return this.memo.get(tenantId, 'kept', async () => {
      // The kept row saves reads; the generations table failing must not fail what the inputs' own tables can answer.
      const generation = await this.deps.generations.current(tenantId).catch(() => INITIAL);
      if (generation !== INITIAL) {
        const companion = await this.deps.generations.companion(tenantId).catch(() => null);
        const found = decodeKept(companion, generation, this.deps.clock.now());
        if (found) {
          this.deps.imports.anyLayersKept(tenantId);
          return found;
        }
      }
      const inputs = await this.read(tenantId);
      const row = generation === INITIAL ? null : encodeKept(inputs, generation, this.deps.clock.now());
      // Not kept, the next instance reads them itself: the compose does not fail for it.
      if (row) await this.deps.generations.keepCompanion(tenantId, row).catch(() => undefined);
      return inputs;
    });
  }

  private async read(tenantId: string): Promise<KeptInputs> {
    const { templates, exclusions, profiles, bannersFooters, rules, rollouts, imports } = this.deps;
    const [view, excluded, fields, blocks, own, running, imported] = await Promise.all([
      templates.delivery.viewData(tenantId),
      exclusions.modeAndSmallList(tenantId),
      profiles.enabledFields(tenantId),
      bannersFooters.active(tenantId),
      rules.ownInputs(tenantId),
      rollouts.runningCandidates(tenantId),
      imports.anyLayers(tenantId),
    ]);
    return {
      templates: view,
      exclusions: excluded,
      fields,
      blocks,
      rules: own.rules,
      internal: [...own.internal],
      rollouts: running,
      imports: imported,
    };
  }
}
