import { parse as parseFilter, filter as filterOf, type Filter } from 'scim2-parse-filter';
import { scimPatch, ScimError, type ScimPatchOperation } from 'scim-patch';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Directory } from '../directory/types.js';
import { notFound, refuse } from '../http/errors.js';
import { invalidSaid, sentenceOf, withMessage, type Reason } from '../http/said-reasons.js';
import { attributeReason } from '../imports/attributes.js';
import type { ImportLayer } from '../imports/schemas.js';
import { layerWitness, type ImportLayers } from '../imports/layer-access.js';
import type { Outbox } from '../outbox/outbox.js';
import type { ProfileService } from '../profiles/service.js';
import { valueReason } from '../profiles/validate.js';
import { fromScimUser, ScimUser, toScimUser, versionOf } from './user-resource.js';
import { SCIM_SENTENCES } from './messages.js';
import { patchRefusal } from './patch-reasons.js';
import { SIGNATURE_USER } from './vocabulary.js';

export interface ScimDeps {
  outbox: Pick<Outbox, 'commit'>;
  clock: Clock;
  directory: Pick<Directory, 'findMailbox'>;
  profiles: Pick<ProfileService, 'fields'>;
}

/** A resource as answered: its SCIM body and the version its `ETag` says. */
export interface Answered {
  resource: Record<string, unknown>;
  version: string;
}

type Stored = ImportLayer & { etag: string };
/** A sentence of SCIM's own, said in the reader's language. */
const said = (key: keyof (typeof SCIM_SENTENCES)['messages']['en'], values?: Record<string, string>) =>
  sentenceOf(SCIM_SENTENCES, key, values);
const ETAG_LIST = /(?:W\/)?"[^"]*"/g;

/** Whether an `If-Match` header (absent: anything) names the stored version. */
const matches = (ifMatch: string | undefined, stored: Stored) =>
  !ifMatch ||
  ifMatch.trim() === '*' ||
  (ifMatch.match(ETAG_LIST) ?? []).some((tag) => tag.replace(/^W\//, '') === versionOf(stored.etag).slice(2));

/** userName compares without regard to case (RFC 7643 §4.1.1): the filter's values for it are lowered as stored. */
function lowerUserNames(f: Filter): Filter {
  if ('filters' in f) return { ...f, filters: f.filters.map(lowerUserNames) };
  if (f.op === 'not') return { ...f, filter: lowerUserNames(f.filter) };
  if ('compValue' in f && /(?:^|:)userName$/i.test(f.attrPath) && typeof f.compValue === 'string')
    return { ...f, compValue: f.compValue.toLowerCase() };
  return f;
}

/** SCIM 2.0 Users over the import layer: a provisioning client's values are imported values (DESIGN §15). */
export class ScimService {
  constructor(
    private readonly store: ImportLayers,
    private readonly deps: ScimDeps,
  ) {}

  private answer(layer: Stored, origin: string): Answered {
    const version = versionOf(layer.etag);
    return { resource: toScimUser(layer, version, origin), version };
  }

  private async stored(tenantId: string, id: string): Promise<Stored> {
    const layer = /^[\w-]{1,64}$/.test(id) ? await this.store.get(tenantId, id) : null;
    if (!layer) throw withMessage(notFound, said('noUser', { id }));
    return layer;
  }

  /** The values a SCIM User sets, each checked against its attribute or field; every problem named at once. */
  private async checked(tenantId: string, user: ScimUser): Promise<{ attributes: Record<string, string>; custom: Record<string, string> }> {
    const { attributes, custom } = fromScimUser(user);
    const fields = new Map((await this.deps.profiles.fields(tenantId)).map((f) => [f.key, f]));
    const problems: Record<string, Reason> = {};
    for (const [name, value] of Object.entries(attributes)) {
      const problem = attributeReason(value);
      if (problem) problems[name] = problem;
    }
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(custom)) {
      const field = fields.get(key);
      if (!field) problems[`${SIGNATURE_USER}.${key}`] = said('notCustomField');
      else if (value !== null && value !== '') {
        const problem = valueReason(field, value);
        if (problem) problems[`${SIGNATURE_USER}.${key}`] = problem;
        else kept[key] = value;
      }
    }
    if (Object.keys(problems).length) throw invalidSaid(problems, said('valuesInvalid'));
    return { attributes, custom: kept };
  }

  private async commit(tenantId: string, actor: Actor, created: boolean, layer: ImportLayer, etag: string | null): Promise<void> {
    const change = {
      scope: 'template' as const,
      action: created ? 'provisioning.user_created' : 'provisioning.user_updated',
      target: layer.address,
      details: { active: layer.active },
    };
    const work = { events: [{ type: 'profileSaved' as const, tenantId }], log: [{ actor, change }] };
    await this.deps.outbox.commit(tenantId, work, layerWitness(layer.id), async (stamp) => {
      try {
        await this.store.put(tenantId, layer, etag, stamp);
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 409) throw refuse('already_provisioned');
        if (status === 412) throw refuse('stale_resource');
        throw err;
      }
    });
  }

  /**
   * Provisions a user: the directory must know the mailbox (SCIM sets values of people Entra ID already has; a user
   * the directory does not know is refused, and the client's next attempt succeeds once the directory knows them).
   */
  async create(tenantId: string, actor: Actor, user: ScimUser, origin: string): Promise<Answered> {
    const mailbox = await this.deps.directory.findMailbox(tenantId, user.userName);
    if (!mailbox) throw invalidSaid({ userName: said('notMailboxInDirectory') }, said('noMailboxWithUserName'));
    const existing = await this.store.get(tenantId, mailbox.id);
    if (existing?.externalId) throw refuse('already_provisioned');
    const values = await this.checked(tenantId, user);
    const layer: ImportLayer = {
      id: mailbox.id,
      address: (mailbox.mail ?? user.userName).toLowerCase(),
      ...values,
      externalId: user.externalId || mailbox.id,
      active: user.active ?? true,
      updatedAt: this.deps.clock.now().toISOString(),
      updatedBy: actor.actor,
    };
    await this.commit(tenantId, actor, true, layer, existing?.etag ?? null);
    return this.answer(await this.stored(tenantId, layer.id), origin);
  }

  async get(tenantId: string, id: string, origin: string): Promise<Answered> {
    return this.answer(await this.stored(tenantId, id), origin);
  }

  /** A page of the provisioned users the filter selects (1-based `startIndex`), and how many it selects in all. */
  async list(tenantId: string, query: { filter?: string; startIndex: number; count: number }, origin: string) {
    let test: ((r: unknown) => boolean) | null = null;
    if (query.filter) {
      try {
        test = filterOf(lowerUserNames(parseFilter(query.filter)));
      } catch {
        throw invalidSaid({ filter: said('notScimFilter') }, said('filterUnreadable'));
      }
    }
    const resources: Record<string, unknown>[] = [];
    let total = 0;
    for await (const layer of this.store.all(tenantId)) {
      const { resource } = this.answer(layer, origin);
      if (test && !test(resource)) continue;
      total++;
      if (total >= query.startIndex && resources.length < query.count) resources.push(resource);
    }
    return { total, resources };
  }

  /** PUT: the user's imported values become exactly those the body sets. */
  async replace(
    tenantId: string,
    actor: Actor,
    id: string,
    user: ScimUser,
    ifMatch: string | undefined,
    origin: string,
  ): Promise<Answered> {
    const stored = await this.stored(tenantId, id);
    if (!matches(ifMatch, stored)) throw refuse('stale_resource');
    if (user.userName.toLowerCase() !== stored.address) throw invalidSaid({ userName: said('userNameFixed') });
    const next: ImportLayer = {
      ...stored,
      ...(await this.checked(tenantId, user)),
      externalId: user.externalId ?? stored.externalId,
      active: user.active ?? stored.active,
      updatedAt: this.deps.clock.now().toISOString(),
      updatedBy: actor.actor,
    };
    await this.commit(tenantId, actor, false, next, stored.etag);
    return this.get(tenantId, id, origin);
  }

  /** PATCH (RFC 7644 §3.5.2): the operations applied to the user as it is, then saved as a replace would. */
  async patch(
    tenantId: string,
    actor: Actor,
    id: string,
    operations: ScimPatchOperation[],
    ifMatch: string | undefined,
    origin: string,
  ): Promise<Answered> {
    const stored = await this.stored(tenantId, id);
    if (!matches(ifMatch, stored)) throw refuse('stale_resource');
    const current = toScimUser(stored, versionOf(stored.etag), origin);
    let patched: unknown;
    try {
      patched = scimPatch(current as never, operations, { mutateDocument: false, treatMissingAsAdd: true });
    } catch (err) {
      if (err instanceof ScimError) throw invalidSaid({ Operations: patchRefusal(err) }, said('patchNotApplied'));
      throw err;
    }
    const parsed = ScimUser.safeParse(patched);
    if (!parsed.success) throw invalidSaid({ Operations: said('patchLeavesNoUserName') }, said('patchNotApplied'));
    return this.replace(tenantId, actor, id, parsed.data, undefined, origin);
  }

  /** DELETE: the user's imported values go; the directory's apply again. */
  async remove(tenantId: string, actor: Actor, id: string, ifMatch: string | undefined): Promise<void> {
    const stored = await this.stored(tenantId, id);
    if (!matches(ifMatch, stored)) throw refuse('stale_resource');
    const work = {
      events: [{ type: 'profileSaved' as const, tenantId }],
      log: [{ actor, change: { scope: 'template' as const, action: 'provisioning.user_deleted', target: stored.address } }],
    };
    await this.deps.outbox.commit(tenantId, work, layerWitness(id, true), async () => {
      try {
        await this.store.remove(tenantId, id, stored.etag);
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 412) throw refuse('stale_resource');
        throw err;
      }
    });
  }
}
