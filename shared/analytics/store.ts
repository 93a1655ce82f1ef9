import { createHash } from 'node:crypto';
import type { TransactionAction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import {
  createIfAbsent,
  deleteIfPresent,
  getOrNull,
  invertedTimeKey,
  odata,
  pageByRowKey,
  partition,
  writtenBefore,
  writtenSince,
  mapRow,
  type Page,
} from '../storage/entities.js';

export interface TrackedLink {
  slug: string;
  tenantId: string;
  templateId: string;
  target: string;
}

export interface Click {
  slug: string;
  at: string;
  device: string;
  client: string;
  os: string;
  referrer: string;
}

const linkKey = (templateId: string, target: string) =>
  `${templateId}|${createHash('sha256').update(target).digest('base64url').slice(0, 22)}`;

/**
 * Tracked links: a slug is found by itself on the click host (no tenant in the URL), so `linkslugs` is keyed by
 * slug; `links` maps (tenant, template, target) back to its slug so a link keeps one slug. Clicks per tenant.
 */
export class LinkStore {
  private readonly slugs;
  private readonly links;
  private readonly clicks;
  constructor(storage: Storage) {
    this.slugs = storage.indexTable('linkslugs', async (tenantId) => {
      for await (const r of partition<{ slug: string }>(this.links, tenantId)) await deleteIfPresent(this.slugs, r.slug, '');
    });
    this.links = storage.table('links');
    this.clicks = storage.table('clicks');
  }

  async bySlug(slug: string): Promise<TrackedLink | null> {
    return mapRow(await getOrNull<Omit<TrackedLink, 'slug'>>(this.slugs, slug, ''), (r) => ({
      slug,
      tenantId: r.tenantId,
      templateId: r.templateId,
      target: r.target,
    }));
  }

  /** The slug of a link, made on first use; two instances making it at once agree on one. */
  async slugFor(tenantId: string, templateId: string, target: string, fresh: () => string): Promise<string> {
    const rowKey = linkKey(templateId, target);
    const known = await getOrNull<{ slug: string }>(this.links, tenantId, rowKey);
    if (known) return known.slug;
    const slug = fresh();
    await this.slugs.createEntity({ partitionKey: slug, rowKey: '', tenantId, templateId, target });
    if (await createIfAbsent(this.links, { partitionKey: tenantId, rowKey, slug, templateId, target })) return slug;
    await this.slugs.deleteEntity(slug, '').catch(() => undefined);
    return (await getOrNull<{ slug: string }>(this.links, tenantId, rowKey))!.slug;
  }

  async listLinks(tenantId: string): Promise<TrackedLink[]> {
    const out: TrackedLink[] = [];
    for await (const r of partition<{ slug: string; templateId: string; target: string }>(this.links, tenantId)) {
      out.push({ slug: r.slug, tenantId, templateId: r.templateId, target: r.target });
    }
    return out;
  }

  /**
   * One page of the tenant's clicks from `from` (inclusive) to `to` (exclusive), newest first; `cursor` continues
   * after the last click of the page before. Only jobs read raw clicks: reports read the rollups.
   */
  async clicksBetween(tenantId: string, from: Date, to: Date, limit: number, cursor?: string): Promise<Page<Click>> {
    const filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenSince(from)} and ${writtenBefore(to)}`;
    const page = await pageByRowKey<Click>(this.clicks, filter, limit, cursor);
    return {
      items: page.items.map((r) => ({ slug: r.slug, at: r.at, device: r.device, client: r.client, os: r.os, referrer: r.referrer })),
      cursor: page.cursor,
    };
  }

  /** Deletes the tenant's clicks from before `cutoff`, in transactions; answers how many went. */
  async purgeClicksBefore(tenantId: string, cutoff: Date): Promise<number> {
    const filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenBefore(cutoff)}`;
    let batch: TransactionAction[] = [];
    let n = 0;
    const flush = async () => {
      if (batch.length) await this.clicks.submitTransaction(batch);
      n += batch.length;
      batch = [];
    };
    for await (const r of this.clicks.listEntities({ queryOptions: { filter, select: ['RowKey'] } })) {
      batch.push(['delete', { partitionKey: tenantId, rowKey: r.rowKey! }]);
      if (batch.length === 100) await flush();
    }
    await flush();
    return n;
  }

  /** Stores clicks that happened already, 100 to a transaction (benchmarks and tests write history this way). */
  async importClicks(tenantId: string, clicks: readonly Click[]): Promise<void> {
    for (let i = 0; i < clicks.length; i += 100) {
      const actions: TransactionAction[] = clicks
        .slice(i, i + 100)
        .map((c) => ['create', { partitionKey: tenantId, rowKey: invertedTimeKey(new Date(c.at)), ...c }]);
      await this.clicks.submitTransaction(actions);
    }
  }

  async recordClick(tenantId: string, click: Click): Promise<void> {
    await this.clicks.createEntity({ partitionKey: tenantId, rowKey: invertedTimeKey(new Date(click.at)), ...click });
  }
}
