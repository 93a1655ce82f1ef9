import { HAND_MESSAGES } from '../http/hand-reason-sentences.js';
import { invalidSaid, sentenceOf, withMessage } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import { notFound, refuse } from '../http/errors.js';
import { IMAGE_MAX_FRAMES, IMAGE_MAX_PIXELS, type ImageRules, type ImageWork } from '../images/decode.js';
import { tooManyBytes } from '../images/refusals.js';
import type { Outbox } from '../outbox/outbox.js';
import { Registered } from '../registered.js';
import { ASSET_MAX_BYTES, type Asset, type AssetInfo, type ImageType } from './schemas.js';
import { sniffImageType } from './sniff.js';
import { assetWitness, type AssetStore } from './store.js';

/** What an image of a template may be: every frame of an animated GIF is decoded, and counts. */
export const ASSET_IMAGE: ImageRules = {
  noun: 'image',
  maxBytes: ASSET_MAX_BYTES,
  maxPixels: IMAGE_MAX_PIXELS,
  maxFrames: IMAGE_MAX_FRAMES,
  frames: 'all',
  formats: new Map([
    ['png', 'PNG'],
    ['jpeg', 'JPEG'],
    ['gif', 'GIF'],
  ]),
};

/** Checks bytes as an image the service will store, from its first bytes only; returns its content type. */
export function checkImage(bytes: Buffer): ImageType {
  if (bytes.length > ASSET_MAX_BYTES) throw tooManyBytes(ASSET_IMAGE, bytes.length);
  const type = sniffImageType(bytes);
  if (type === 'image/svg+xml') {
    throw withMessage((english) => refuse('unsupported_image_type', english), sentenceOf(HAND_MESSAGES, 'svgRefused'));
  }
  if (!type) throw refuse('unsupported_image_type');
  return type;
}

/** The longest side of the pixels a check decodes to: every pixel of the image is read, few are kept. */
const CHECK_SIDE = 64;

/** Templates (id and name) whose live body or working copy uses an image. */
type AssetUsage = (tenantId: string, name: string) => Promise<{ id: string; name: string }[]>;

export class AssetService {
  /** The templates feature, wired after assets, answers which templates use an image. */
  readonly usageCheck = new Registered<AssetUsage>('which templates use an image');

  constructor(
    private readonly store: AssetStore,
    private readonly deps: { outbox: Pick<Outbox, 'commit'>; images: ImageWork },
  ) {}

  private get usage(): AssetUsage {
    return this.usageCheck.one;
  }

  /**
   * Checks an image as it would be stored: its type from the bytes (a `declared` type other than that is refused),
   * its header within the limits (bytes, 25 megapixels, frames), then its pixels, which must read: a damaged file
   * would show as a broken image in every message. Answers its content type.
   */
  async check(bytes: Buffer, declared?: string): Promise<ImageType> {
    const contentType = checkImage(bytes);
    const claimed = declared?.toLowerCase().replace(/^image\/(?:jpg|pjpeg)$/, 'image/jpeg');
    if (claimed && claimed !== contentType)
      throw invalidSaid({ contentType: ['bytesAre', { actual: contentType, declared: String(declared) }] });
    await this.deps.images.decode(bytes, ASSET_IMAGE, (image) =>
      image.image().resize(CHECK_SIDE, CHECK_SIDE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer(),
    );
    return contentType;
  }

  list(tenantId: string): Promise<AssetInfo[]> {
    return this.store.list(tenantId);
  }

  async get(tenantId: string, name: string): Promise<Asset> {
    const found = await this.store.get(tenantId, name);
    if (!found) throw notFound('No such image');
    return { ...found.info, base64: found.bytes.toString('base64') };
  }

  /** Loads several images at once (previews, exports); missing ones are left out. */
  async load(tenantId: string, names: readonly string[]): Promise<Map<string, { contentType: string; bytes: Buffer }>> {
    const found = await Promise.all(names.map(async (n) => [n, await this.store.get(tenantId, n)] as const));
    return new Map(found.filter(([, a]) => a).map(([n, a]) => [n, { contentType: a!.info.contentType, bytes: a!.bytes }]));
  }

  /** Stores an image; a `declared` content type other than what the bytes are is refused. */
  async put(tenantId: string, actor: Actor, name: string, bytes: Buffer, declared?: string): Promise<AssetInfo> {
    const contentType = await this.check(bytes, declared);
    const existed = (await this.store.get(tenantId, name)) !== null;
    const work = {
      events: [{ type: 'assetChanged' as const, tenantId }],
      log: [
        {
          actor,
          change: {
            scope: 'template' as const,
            action: existed ? 'asset.replaced' : 'asset.uploaded',
            target: name,
            details: { contentType, size: bytes.length },
          },
        },
      ],
    };
    await this.deps.outbox.commit(tenantId, work, assetWitness(tenantId, name), (stamp) =>
      this.store.put(tenantId, name, bytes, contentType, stamp),
    );
    return { name, contentType, size: bytes.length, updatedAt: new Date().toISOString() };
  }

  /** Stores an image under a free name (imports); reuses an identical image already stored. */
  async putUnique(tenantId: string, actor: Actor, wanted: string, bytes: Buffer): Promise<string> {
    checkImage(bytes);
    const dot = wanted.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
    for (let i = 1; i < 100; i++) {
      const name = i === 1 ? wanted : `${stem}-${i}${ext}`;
      const existing = await this.store.get(tenantId, name);
      if (existing?.bytes.equals(bytes)) return name;
      if (!existing) {
        await this.put(tenantId, actor, name, bytes);
        return name;
      }
    }
    throw refuse('conflict', `Too many images named like ${wanted}`);
  }

  async delete(tenantId: string, actor: Actor, name: string): Promise<void> {
    const users = await this.usage(tenantId, name);
    if (users.length) {
      throw refuse('asset_in_use', `The image is used by ${users.length} template(s); remove it from them first`, {
        templates: users,
      });
    }
    const work = {
      events: [{ type: 'assetChanged' as const, tenantId }],
      log: [{ actor, change: { scope: 'template' as const, action: 'asset.deleted', target: name } }],
    };
    const deleted = await this.deps.outbox.commit(
      tenantId,
      work,
      assetWitness(tenantId, name, true),
      () => this.store.delete(tenantId, name),
      {
        changed: (d) => d,
      },
    );
    if (!deleted) throw notFound('No such image');
  }
}
