import { createHash } from 'node:crypto';
import type { Storage } from '../storage/storage.js';
import { createIfAbsent, deleteIfPresent, getOrNull, invertedTimeKey, odata, partition, writtenSince } from '../storage/entities.js';

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

const linkKey = (templateId: string, target: string) => `${templateId}|${createHash('sha256').update(target).digest('base64url').slice(0, 22)}`;

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
    const r = await getOrNull<Omit<TrackedLink, 'slug'>>(this.slugs, slug, '');
    return r ? { slug, tenantId: r.tenantId, templateId: r.templateId, target: r.target } : null;
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

  /** Clicks of the tenant since an instant, newest first (optionally of one link). */
  async clicksSince(tenantId: string, since: Date, slug?: string): Promise<Click[]> {
    const filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenSince(since)}${slug ? ` and ${odata`slug eq ${slug}`}` : ''}`;
    const out: Click[] = [];
    for await (const r of this.clicks.listEntities<Click>({ queryOptions: { filter } })) {
      out.push({ slug: r.slug, at: r.at, device: r.device, client: r.client, os: r.os, referrer: r.referrer });
    }
    return out;
  }

  async recordClick(tenantId: string, click: Click): Promise<void> {
    await this.clicks.createEntity({ partitionKey: tenantId, rowKey: invertedTimeKey(new Date(click.at)), ...click });
  }
}
