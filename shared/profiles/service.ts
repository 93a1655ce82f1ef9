import { invalidSaid, type Reason } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import type { Change } from '../changelog/service.js';
import type { RateLimiter } from '../auth/ratelimit.js';
import type { Clock } from '../clock.js';
import { notFound, refuse } from '../http/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import type { Page } from '../storage/entities.js';
import { retryOnConflict } from '../storage/update.js';
import { PROFILE_SAVES_PER_MINUTE, type ProfileField, type ProfileValues } from './schemas.js';
import type { Directory } from '../directory/types.js';
import { fieldWitness, valuesWitness, type ProfileStore, type StoredValues, type ValuesOwner } from './store.js';
import { valueProblem, valueReason } from './validate.js';

type FieldInput = Omit<ProfileField, 'key'>;

/** A mailbox as the directory resolved it (a ResolvedMailbox): its values are kept under its directory object id. */
interface ValuesMailbox {
  primary: string;
  user: { id: string };
}
const ownerOf = (m: ValuesMailbox): ValuesOwner => ({ id: m.user.id, address: m.primary.toLowerCase() });

/** Keeps only the values that fit their (enabled or not) field definitions. */
const fitting = (values: ProfileValues, fields: Map<string, ProfileField>, key: string) => {
  const field = fields.get(key);
  const value = values[key];
  if (value === undefined || (field && valueProblem(field, value) === null)) return values;
  const { [key]: _gone, ...rest } = values;
  return rest;
};

/** Custom profile fields and the values staff (or administrators for them) fill in. */
export class ProfileService {
  /** Organisations whose values are all kept by id (no row keyed by an address is left), as this instance found. */
  private readonly keyedById = new Set<string>();
  private readonly rekeying = new Map<string, Promise<void>>();

  constructor(
    private readonly store: ProfileStore,
    private readonly deps: {
      limiter: RateLimiter;
      outbox: Pick<Outbox, 'commit'>;
      clock: Clock;
      directory: Pick<Directory, 'findMailbox'>;
    },
  ) {}

  /**
   * Values saved before mailboxes were kept by id are keyed by address: the first use of an organisation's values
   * on an instance moves them to the id of the mailbox the directory now holds the address for (values of an
   * address that is nobody's go), so nothing is ever read by address.
   */
  private async keyed(tenantId: string): Promise<void> {
    if (this.keyedById.has(tenantId)) return;
    let running = this.rekeying.get(tenantId);
    if (!running) {
      running = (async () => {
        for (const row of await this.store.keyedByAddress(tenantId)) {
          const mailbox = await this.deps.directory.findMailbox(tenantId, row.address);
          await this.store.rekey(tenantId, row, mailbox?.id ?? null);
        }
        this.keyedById.add(tenantId);
      })().finally(() => this.rekeying.delete(tenantId));
      this.rekeying.set(tenantId, running);
    }
    await running;
  }

  async fields(tenantId: string): Promise<ProfileField[]> {
    return (await this.store.listFields(tenantId)).sort((a, b) => a.label.localeCompare(b.label));
  }

  async enabledFields(tenantId: string): Promise<ProfileField[]> {
    return (await this.fields(tenantId)).filter((f) => f.enabled);
  }

  async createField(tenantId: string, actor: Actor, field: ProfileField): Promise<ProfileField> {
    const work = {
      log: [
        {
          actor,
          change: {
            scope: 'tenant' as const,
            action: 'profile_field.created',
            target: field.key,
            details: { label: field.label, type: field.type },
          },
        },
      ],
    };
    const created = await this.deps.outbox.commit(
      tenantId,
      work,
      fieldWitness(field.key),
      (stamp) => this.store.createField(tenantId, field, stamp),
      {
        changed: (c) => c,
      },
    );
    if (!created) throw refuse('field_exists', `A field with the key ${field.key} exists already`);
    return field;
  }

  /**
   * Changes a field. The key never changes. Stored values the new definition refuses (a new type, fewer options,
   * a shorter maximum) are deleted; the answer says how many.
   */
  async updateField(
    tenantId: string,
    actor: Actor,
    key: string,
    input: FieldInput & { key?: string },
  ): Promise<{ field: ProfileField; removedValues: number }> {
    if (input.key !== undefined && input.key !== key) throw invalidSaid({ key: 'isImmutable' });
    const before = await this.store.getField(tenantId, key);
    if (!before) throw notFound('No such profile field');
    const field: ProfileField = { ...input, key };
    const change = (values: ProfileValues) => fitting(values, new Map([[key, field]]), key);
    await this.keyed(tenantId);
    // The entry is decided before the commit: it counts the values the change removes as they are now.
    const removing = await this.store.countRemoved(tenantId, change);
    const work = fieldWork(tenantId, actor, {
      scope: removing > 0 || before.enabled !== field.enabled ? 'template' : 'tenant',
      action: 'profile_field.changed',
      target: key,
      details: { from: before, to: field, removedValues: removing },
    });
    const removedValues = await this.deps.outbox.commit(tenantId, work, fieldWitness(key), async (stamp) => {
      await this.store.putField(tenantId, field, stamp);
      return this.store.rewriteAll(tenantId, change, this.deps.clock.now().toISOString(), actor.actor);
    });
    return { field, removedValues };
  }

  /** How many stored values a change of the field would delete, changing nothing: asked before confirming. */
  async updateImpact(tenantId: string, key: string, input: FieldInput & { key?: string }): Promise<{ removedValues: number }> {
    if (input.key !== undefined && input.key !== key) throw invalidSaid({ key: 'isImmutable' });
    if (!(await this.store.getField(tenantId, key))) throw notFound('No such profile field');
    const field: ProfileField = { ...input, key };
    await this.keyed(tenantId);
    return { removedValues: await this.store.countRemoved(tenantId, (values) => fitting(values, new Map([[key, field]]), key)) };
  }

  /** Deletes the field and every stored value of it, irreversibly. */
  async deleteField(tenantId: string, actor: Actor, key: string): Promise<{ removedValues: number }> {
    const field = await this.store.getField(tenantId, key);
    if (!field) throw notFound('No such profile field');
    const change = (values: ProfileValues) => {
      const { [key]: _gone, ...rest } = values;
      return rest;
    };
    await this.keyed(tenantId);
    const removing = await this.store.countRemoved(tenantId, change);
    const work = fieldWork(tenantId, actor, {
      scope: 'template',
      action: 'profile_field.deleted',
      target: key,
      details: { label: field.label, removedValues: removing },
    });
    const removedValues = await this.deps.outbox.commit(tenantId, work, fieldWitness(key, true), async () => {
      await this.store.deleteField(tenantId, key);
      return this.store.rewriteAll(tenantId, change, this.deps.clock.now().toISOString(), actor.actor);
    });
    return { removedValues };
  }

  async values(tenantId: string, mailbox: ValuesMailbox): Promise<ProfileValues> {
    await this.keyed(tenantId);
    return (await this.store.getValues(tenantId, mailbox.user.id))?.values ?? {};
  }

  /** Values of enabled fields only: what templates may show. */
  async visibleValues(tenantId: string, mailbox: ValuesMailbox, enabled?: ProfileField[]): Promise<ProfileValues> {
    const [values, fields] = await Promise.all([this.values(tenantId, mailbox), enabled ?? this.enabledFields(tenantId)]);
    return Object.fromEntries(fields.filter((f) => values[f.key] !== undefined).map((f) => [f.key, values[f.key]]));
  }

  /**
   * Values of enabled fields of several mailboxes (a mailbox and its sender). The first use of an organisation's
   * values on an instance looks for rows keyed by address and reads the mailboxes' rows in one query; none found,
   * nothing is moved, and the answer is the same as `visibleValues` gives for each.
   */
  async visibleValuesOf(tenantId: string, mailboxes: readonly ValuesMailbox[], enabled?: ProfileField[]): Promise<ProfileValues[]> {
    if (!mailboxes.length) return [];
    const fields = enabled ?? this.enabledFields(tenantId);
    if (this.keyedById.has(tenantId) || this.rekeying.has(tenantId)) {
      return Promise.all(mailboxes.map(async (m) => this.visibleValues(tenantId, m, await fields)));
    }
    const found = await this.store.valuesWithKeyCheck(tenantId, [...new Set(mailboxes.map((m) => m.user.id))]);
    if (found.byAddress) return Promise.all(mailboxes.map(async (m) => this.visibleValues(tenantId, m, await fields)));
    this.keyedById.add(tenantId);
    const shown = await fields;
    return mailboxes.map((m) => {
      const values = found.values.get(m.user.id) ?? {};
      return Object.fromEntries(shown.filter((f) => values[f.key] !== undefined).map((f) => [f.key, values[f.key]]));
    });
  }

  /**
   * A mailbox's values as they would be after a save of `changes`, saving nothing (the staff page's live preview):
   * changes that fit their field replace the saved value, the others are left out and their reasons returned.
   */
  async previewValues(
    tenantId: string,
    mailbox: ValuesMailbox,
    changes: Record<string, string | null>,
  ): Promise<{ values: ProfileValues; problems: Record<string, string> }> {
    const enabled = await this.enabledFields(tenantId);
    const values = await this.visibleValues(tenantId, mailbox, enabled);
    const fields = new Map(enabled.map((f) => [f.key, f]));
    const problems: Record<string, string> = {};
    for (const [key, value] of Object.entries(changes)) {
      const field = fields.get(key);
      if (!field) problems[key] = 'no such field';
      else if (value === null || value === '') delete values[key];
      else {
        const problem = valueProblem(field, value);
        if (problem) problems[key] = problem;
        else values[key] = value;
      }
    }
    return { values, problems };
  }

  async pageValues(tenantId: string, limit: number, cursor?: string): Promise<Page<StoredValues>> {
    await this.keyed(tenantId);
    return this.store.pageValues(tenantId, limit, cursor);
  }

  /**
   * Saves values for one mailbox (kept under its directory id): every value checked against its field, all refusals
   * reported field by field and nothing saved when any fails. `null` or "" clears a value. Saves by the person
   * themselves are limited per mailbox.
   */
  async save(
    tenantId: string,
    actor: Actor,
    mailbox: ValuesMailbox,
    changes: Record<string, string | null>,
    opts: { limited: boolean },
  ): Promise<ProfileValues> {
    const owner = ownerOf(mailbox);
    const primary = owner.address;
    if (opts.limited) await this.deps.limiter.hit(`${tenantId}|profile|${owner.id}`, PROFILE_SAVES_PER_MINUTE);
    const fields = new Map((await this.store.listFields(tenantId)).map((f) => [f.key, f]));
    const problems: Record<string, Reason> = {};
    for (const [key, value] of Object.entries(changes)) {
      const field = fields.get(key);
      if (!field) problems[`values.${key}`] = 'noSuchField';
      else if (!field.enabled) problems[`values.${key}`] = 'fieldSwitchedOff';
      else if (value !== null && value !== '') {
        const problem = valueReason(field, value);
        if (problem) problems[`values.${key}`] = problem;
      }
    }
    if (Object.keys(problems).length) throw invalidSaid(problems);

    const work = {
      events: [{ type: 'profileSaved' as const, tenantId }],
      log: [
        {
          actor,
          change: {
            scope: 'template' as const,
            action: 'profile.values_saved',
            target: primary,
            details: { fields: Object.keys(changes), labels: Object.keys(changes).map((k) => fields.get(k)!.label) },
          },
        },
      ],
    };
    await this.keyed(tenantId);
    // Only the named fields change: a concurrent save of other fields is kept (the write is conditioned on the read).
    return retryOnConflict(
      async () => {
        const current = await this.store.getValues(tenantId, owner.id);
        const next: ProfileValues = { ...(current?.values ?? {}) };
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') delete next[key];
          else next[key] = value;
        }
        const witness = valuesWitness(owner.id, Object.keys(next).length === 0);
        await this.deps.outbox.commit(tenantId, work, witness, (stamp) =>
          this.store.putValues(tenantId, owner, next, actor.actor, this.deps.clock.now().toISOString(), current?.etag ?? null, stamp),
        );
        return next;
      },
      { what: 'the profile' },
    );
  }
}

/** The after-commit work of a change to a field's definition: signatures that show fields change, and its log entry. */
const fieldWork = (tenantId: string, actor: Actor, change: Change) => ({
  events: [{ type: 'profileFieldsChanged' as const, tenantId }],
  log: [{ actor, change }],
});
