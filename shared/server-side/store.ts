import type { Storage } from '../storage/storage.js';
import { getOrNull, isNotFound, isPreconditionFailed } from '../storage/entities.js';

const TABLE = 'serversidechecks';
const ROW = 'check';
const CONTAINER = 'serverside';

/** An Admin's check, as stored: the code to look for, and what the relay saw once a message carried it. */
export interface CheckRow {
  code: string;
  startedAt: string;
  expiresAt: string;
  receivedAt: string;
  mailbox: string;
  status: string;
  reason: string;
  nextHop: string;
  placement: string;
  /** The blob holding the message as handed on ('' when it was not kept). */
  blob: string;
  /** The size of the message as handed on, and how many of its first bytes the blob holds (0: not known or not kept). */
  messageBytes: number;
  keptBytes: number;
  /** Why the message was not kept ('' when it was, or before one arrived). */
  notKept: string;
}

export type Received = Omit<CheckRow, 'code' | 'startedAt' | 'expiresAt'>;

const ignoreMissing = (err: unknown) => {
  if (!isNotFound(err)) throw err;
};

/** One check per organisation (a new one replaces the last) and the message it captured, under the tenant's blobs. */
export class CheckStore {
  private readonly table;
  private readonly container;

  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
    this.container = storage.container(CONTAINER);
  }

  async get(tenantId: string): Promise<(CheckRow & { etag: string }) | null> {
    const r = await getOrNull<CheckRow>(this.table, tenantId, ROW);
    return r ? { ...r, etag: r.etag } : null;
  }

  /** Replaces the organisation's check with a new one (its captured message is removed first). */
  async start(tenantId: string, check: Pick<CheckRow, 'code' | 'startedAt' | 'expiresAt'>): Promise<void> {
    const old = await this.get(tenantId);
    if (old?.blob) await this.removeBlob(tenantId, old.blob);
    const row: CheckRow = {
      ...check,
      receivedAt: '',
      mailbox: '',
      status: '',
      reason: '',
      nextHop: '',
      placement: '',
      blob: '',
      messageBytes: 0,
      keptBytes: 0,
      notKept: '',
    };
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, ...row }, 'Replace');
  }

  /** Keeps a captured message under the tenant; answers its blob name. */
  async keep(tenantId: string, code: string, raw: Buffer): Promise<string> {
    const name = `${tenantId}/check-${code}-${crypto.randomUUID().slice(0, 8)}.eml`;
    await this.container.getBlockBlobClient(name).uploadData(raw, { blobHTTPHeaders: { blobContentType: 'message/rfc822' } });
    return name;
  }

  /** Records what arrived, only if the row is still the check that was read (the first message wins). */
  async receive(tenantId: string, etag: string, received: Received): Promise<boolean> {
    try {
      await this.table.updateEntity({ partitionKey: tenantId, rowKey: ROW, ...received }, 'Merge', { etag });
      return true;
    } catch (err) {
      if (isPreconditionFailed(err) || isNotFound(err)) return false;
      throw err;
    }
  }

  /** A kept message of this tenant's; a name outside the tenant's folder reads as none. */
  async read(tenantId: string, blob: string): Promise<Buffer | null> {
    if (!ownedBy(tenantId, blob)) return null;
    try {
      return await this.container.getBlobClient(blob).downloadToBuffer();
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async removeBlob(tenantId: string, blob: string): Promise<void> {
    if (!ownedBy(tenantId, blob)) return;
    await this.container.deleteBlob(blob).catch(ignoreMissing);
  }

  /** Forgets the kept message of a check (its seven days are over), keeping what the relay said of it. */
  async dropKept(tenantId: string, blob: string): Promise<void> {
    await this.removeBlob(tenantId, blob);
    await this.table.updateEntity(
      { partitionKey: tenantId, rowKey: ROW, blob: '', notKept: 'The copy was removed after seven days' },
      'Merge',
    );
  }
}

/** Kept messages are named under their tenant's folder (`keep`): a name elsewhere is never another's to touch. */
const ownedBy = (tenantId: string, blob: string) => blob.startsWith(`${tenantId}/`);
