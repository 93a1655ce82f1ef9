import { invalidSaid, type Reason } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import { refuse } from '../http/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import { retryOnConflict } from '../storage/update.js';
import type { RoleName, Roles } from './schemas.js';
import { notPublished, type TemplateRecords } from './records.js';
import { deliveryWitness, rolesWitness } from './store.js';
import type { TemplateBody } from './variants.js';

export interface DeliveryView {
  paused: boolean;
  roles: Roles;
  unpublished: Set<string>;
  body(id: string): Promise<(TemplateBody & { version: number; tracking: boolean }) | null>;
  /** A published template's name (null: not published, or deleted). */
  name(id: string): string | null;
}

/** What `DeliveryView` is made of, as plain data (kept a rendering generation: see the signature path's inputs). */
export interface DeliveryData {
  paused: boolean;
  roles: Roles;
  unpublished: string[];
  /** Each published template not deleted: its name, where its live body is, its version and whether it tracks its links. */
  live: Record<string, { name: string; blob: string; version: number; tracking: boolean }>;
}

/** Who gets which template: the role assignments, the delivery switch, and the live bodies the signature path renders. */
export class TemplateDelivery {
  constructor(
    private readonly r: TemplateRecords,
    private readonly outbox: Pick<Outbox, 'commit'>,
  ) {}

  /** The live body of a template (for rendering), with its language variants; none while it has never been published. */
  async body(tenantId: string, id: string): Promise<(TemplateBody & { version: number; tracking: boolean }) | null> {
    const row = await this.r.store.get(tenantId, id);
    if (!row || row.deletedAt || !row.version) return null;
    return { ...(await this.r.store.readBody(row.blob)), version: row.version, tracking: row.tracking };
  }

  /**
   * What the signature path reads of templates, from one query: the delivery switch, the role assignments, the
   * templates never published, and each template's live body (`body`, read from the row the query answered).
   */
  async view(tenantId: string): Promise<DeliveryView> {
    return this.viewOf(await this.viewData(tenantId));
  }

  /** What `view` answers, as plain data, from the same one query. */
  async viewData(tenantId: string): Promise<DeliveryData> {
    const { paused, roles, templates } = await this.r.store.deliveryView(tenantId);
    const rows = [...templates.values()];
    const live: DeliveryData['live'] = {};
    for (const t of rows)
      if (!t.deletedAt && t.version) live[t.id] = { name: t.name, blob: t.blob, version: t.version, tracking: t.tracking };
    return { paused, roles, unpublished: rows.filter((t) => t.version === 0).map((t) => t.id), live };
  }

  viewOf({ paused, roles, unpublished, live }: DeliveryData): DeliveryView {
    return {
      paused,
      roles,
      unpublished: new Set(unpublished),
      body: async (id) => {
        const row = Object.hasOwn(live, id) ? live[id] : undefined;
        if (!row) return null;
        return { ...(await this.r.store.readBody(row.blob)), version: row.version, tracking: row.tracking };
      },
      name: (id) => (Object.hasOwn(live, id) ? live[id].name : null),
    };
  }

  /** Templates never published: assignment resolution passes over them until their first publish. */
  unpublished(tenantId: string): Promise<Set<string>> {
    return this.r.store.unpublished(tenantId);
  }

  roles(tenantId: string): Promise<Roles> {
    return this.r.store.roles(tenantId).then((r) => r.roles);
  }

  paused(tenantId: string): Promise<boolean> {
    return this.r.store.paused(tenantId);
  }

  /** The template assigned to a role (the shortcut routes act on the new-message one). */
  async assigned(tenantId: string, role: RoleName = 'new'): Promise<string> {
    const id = (await this.roles(tenantId))[role];
    if (!id) throw refuse('no_template_assigned', `No template is assigned to the ${role === 'new' ? 'new-message' : 'reply'} role`);
    return id;
  }

  /**
   * Assigns the roles named; a role left out keeps its template. A template never published is refused (409
   * `not_published`): it has no body to give anyone.
   */
  async setRoles(tenantId: string, actor: Actor, change: Partial<Roles>): Promise<Roles> {
    const fields: Record<string, Reason> = {};
    const unpublished: { role: RoleName; id: string; name: string }[] = [];
    for (const role of ['new', 'reply'] as const) {
      const id = change[role];
      if (id) {
        const row = await this.r.store.get(tenantId, id);
        if (!row || row.deletedAt) fields[role] = row ? 'templateRecentlyDeleted' : 'noSuchTemplate';
        else if (row.kind === 'automatic-reply') fields[role] = 'replyNotSignature';
        else if (!row.version) unpublished.push({ role, id, name: row.name });
      }
    }
    if (Object.keys(fields).length) throw invalidSaid(fields);
    const [first] = unpublished;
    if (first) throw notPublished(first, `the ${first.role === 'new' ? 'new-message' : 'reply'} role`);
    return retryOnConflict(
      async () => {
        const { roles: before, etag } = await this.r.store.roles(tenantId);
        const next: Roles = { ...before, ...change };
        if (before.new === next.new && before.reply === next.reply) return before;
        const work = {
          events: [{ type: 'rolesChanged' as const, tenantId }],
          log: [
            {
              actor,
              change: { scope: 'template' as const, action: 'roles.changed', target: 'roles', details: { from: before, to: next } },
            },
          ],
        };
        await this.outbox.commit(tenantId, work, rolesWitness, (stamp) => this.r.store.putRoles(tenantId, next, etag, stamp));
        return next;
      },
      { what: 'the role assignments' },
    );
  }

  /** Setting the value already in force changes nothing and writes no log entry. */
  async setPaused(tenantId: string, actor: Actor, paused: boolean): Promise<{ paused: boolean }> {
    const work = {
      events: [{ type: 'deliveryChanged' as const, tenantId }],
      log: [
        {
          actor,
          change: { scope: 'template' as const, action: paused ? 'delivery.paused' : 'delivery.resumed', target: 'signature delivery' },
        },
      ],
    };
    await this.outbox.commit(tenantId, work, deliveryWitness, (stamp) => this.r.store.setPaused(tenantId, paused, stamp), {
      changed: (changed) => changed,
    });
    return { paused };
  }
}
