import { randomBytes } from 'node:crypto';
import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import { DAY_MS, type Clock } from '../clock.js';
import type { Directory } from '../directory/types.js';
import { notFound } from '../http/errors.js';
import type { JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { SignatureChanges } from '../rendering/generation.js';
import type { Storage } from '../storage/storage.js';
import { ExportRunner } from './export-runner.js';
import type { PersonDataKind, PersonRef } from './kinds.js';
import { resolvePerson } from './person.js';
import type { ErasureReceipt, ExportJob, ExportState, PersonData } from './schemas.js';
import { expiredState, type PrivacyStore } from './store.js';

/** Why an export's archive cannot be downloaded, by its state. */
const NOT_DOWNLOADABLE: Record<Exclude<ExportState, 'ready'>, string> = {
  running: 'The archive is still being made; ask again in a moment',
  downloaded: 'The archive was downloaded already; start a new export to get another',
  failed: 'The archive could not be made; start a new export',
  expired: 'The archive expired after seven days; start a new export',
};

/** How long an archive waits for its download. */
export const EXPORT_DAYS = 7;

interface Deps {
  storage: Storage;
  directory: Directory;
  clock: Clock;
  log: Logger;
  changelog: Pick<ChangeLogService, 'record'>;
  /** Signatures rendered from the person's data, cached on every instance, are answered afresh after an erasure. */
  generations: SignatureChanges;
}

const summaryOf = (p: PersonRef) => ({ asked: p.asked, addresses: p.addresses, objectIds: p.oids });

/**
 * A person's data across every kind the service holds (the registry in registry.ts): found and counted, exported as
 * one archive in the background, erased with a receipt. Requests and downloads are written to the change log.
 */
export class PrivacyService {
  private readonly runner: ExportRunner;
  constructor(
    private readonly kinds: readonly PersonDataKind[],
    private readonly store: PrivacyStore,
    private readonly deps: Deps,
  ) {
    this.runner = new ExportRunner(kinds, store, deps);
  }

  private resolve(tenantId: string, asked: string) {
    return resolvePerson(this.deps.storage, this.deps.directory, tenantId, asked);
  }

  async find(tenantId: string, asked: string): Promise<PersonData> {
    const person = await this.resolve(tenantId, asked);
    const kinds = [];
    for (const k of this.kinds) {
      kinds.push({ kind: k.kind, describes: k.describes, count: await k.find(tenantId, person), erasable: k.kind !== 'directory' });
    }
    const erased = await this.store.isErased(tenantId, { addresses: person.addresses, oids: person.oids });
    return { person: summaryOf(person), kinds, total: kinds.reduce((n, k) => n + k.count, 0), erased };
  }

  /** Starts an export; the archive is made in the background and `exportJob` tells its progress. */
  async startExport(tenantId: string, asked: string, requester: string, actor: Actor): Promise<ExportJob> {
    const person = await this.resolve(tenantId, asked);
    const now = this.deps.clock.now();
    const id = randomBytes(12).toString('base64url');
    const progress = { done: 0, total: this.kinds.length };
    const etag = await this.store.createExport(tenantId, id, {
      state: 'running',
      progress,
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + EXPORT_DAYS * DAY_MS).toISOString(),
      downloadedAt: '',
      subject: asked,
      subjectAddresses: [...person.addresses, ...person.oids].join(','),
      requester,
      heartbeatAt: now.toISOString(),
      attempt: 1,
    });
    await this.deps.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'privacy.export_requested',
      target: asked,
      details: { id },
    });
    this.runner.begin(tenantId, id, person, etag);
    return (await this.store.getExport(tenantId, id))!.job;
  }

  /** An export's state, to whoever asked for it; another caller reads it as none. */
  async exportJob(tenantId: string, id: string, requester: string): Promise<ExportJob> {
    let row = await this.store.getExport(tenantId, id);
    if (!row || row.requester !== requester) throw notFound('No such export');
    // Work an instance left when it stopped is started again by whoever looks at it next.
    if (await this.runner.resume(tenantId, id, row)) row = (await this.store.getExport(tenantId, id)) ?? row;
    return { ...row.job, state: expiredState(row, this.deps.clock.now()) };
  }

  /** Timer job: exports whose work stopped with the instance that ran it, started again (or given up). */
  resumeStalled(log: Logger): Promise<JobCounts> {
    return this.runner.resumeStalled(log);
  }

  /** The archive, once: the export becomes `downloaded` (two downloads racing: one wins) and its archive is removed. */
  async download(tenantId: string, id: string, requester: string, actor: Actor): Promise<{ zip: Buffer; name: string }> {
    const row = await this.store.getExport(tenantId, id);
    if (!row || row.requester !== requester) throw notFound('No such export');
    const state = expiredState(row, this.deps.clock.now());
    if (state !== 'ready') throw notFound(NOT_DOWNLOADABLE[state]);
    const zip = await this.store.archive(tenantId, id);
    if (!zip) throw notFound(NOT_DOWNLOADABLE.expired);
    try {
      await this.store.updateExport(tenantId, id, { state: 'downloaded', downloadedAt: this.deps.clock.now().toISOString() }, row.etag);
    } catch {
      throw notFound(NOT_DOWNLOADABLE.downloaded);
    }
    await this.store.dropArchive(tenantId, id);
    await this.deps.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'privacy.export_downloaded',
      target: row.subject,
      details: { id },
    });
    return { zip, name: `personal-data-${id}.zip` };
  }

  /**
   * Erases the person from every kind, in the registry's order (their role first: the last Admin is refused before
   * anything changes; the change log last, so entries written by the erasure itself are pseudonymised too).
   */
  async erase(tenantId: string, asked: string, actor: Actor): Promise<ErasureReceipt> {
    const person = await this.resolve(tenantId, asked);
    const pseudonym = this.store.pseudonym(tenantId, person.oids[0] ?? [...person.addresses].sort()[0] ?? asked);
    const at = this.deps.clock.now().toISOString();
    const kinds = [];
    for (const k of this.kinds) {
      const erased = await k.erase(tenantId, person, pseudonym);
      kinds.push({ kind: k.kind, erased, kept: k.kind === 'directory' ? 'Kept: it follows your Microsoft Entra ID directory' : null });
    }
    await this.store.markErased(tenantId, person.addresses, person.oids, at);
    await this.deps.generations.bump(tenantId);
    const total = kinds.reduce((n, k) => n + k.erased, 0);
    await this.deps.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'privacy.erased',
      target: pseudonym,
      details: { records: total },
    });
    return { person: summaryOf(person), pseudonym, erasedAt: at, kinds, total };
  }

  /** Which directory users were erased: the photo sync keeps no new copy of their photo. */
  erasedIds(tenantId: string): Promise<(oid: string) => boolean> {
    return this.store.erasedIds(tenantId);
  }
}
