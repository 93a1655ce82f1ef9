import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { ResolvedMailbox } from '../directory/resolver.js';
import { BANNER_SLOT, fillBannerSlot } from '../designs/render.js';
import { notFound } from '../http/errors.js';
import type { Outbox, WorkInput } from '../outbox/outbox.js';
import { sanitizeSignatureHtml } from '../rendering/sanitize.js';
import { conditionMatches } from '../rules/evaluate.js';
import type { RecipientFacts } from '../rules/recipients.js';
import { keptValue } from '../rules/schemas.js';
import type { BannerOrFooter, BannerOrFooterInput, BannerOrFooterKind } from './schemas.js';
import { bannerOrFooterWitness, type BannersFootersStore } from './store.js';

interface Composed {
  html: string;
  /** When the composition may next change by itself (a banner starting or ending). */
  validUntil: number | null;
}

const newId = () => `b_${Buffer.from(crypto.getRandomValues(new Uint8Array(9))).toString('base64url')}`;

/**
 * Campaign banners and compliance footers, composed around every rendered signature: banners that are active, in
 * their dates and meant for the mailbox go above or below it; footers meant for the mailbox always come last, so no
 * template can leave them out.
 */
export class BannersFootersService {
  constructor(
    private readonly store: BannersFootersStore,
    private readonly deps: { outbox: Pick<Outbox, 'commit'>; clock: Clock },
  ) {}

  async list(tenantId: string, kind: BannerOrFooterKind): Promise<BannerOrFooter[]> {
    return (await this.store.list(tenantId)).filter((b) => b.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
  }

  async create(tenantId: string, actor: Actor, kind: BannerOrFooterKind, input: BannerOrFooterInput): Promise<BannerOrFooter> {
    const now = this.deps.clock.now().toISOString();
    const block = this.shape(kind, newId(), input, { createdAt: now, updatedAt: now, updatedBy: actor.actor });
    await this.deps.outbox.commit(
      tenantId,
      this.work(tenantId, actor, kind, 'created', block),
      bannerOrFooterWitness(kind, block.id),
      (stamp) => this.store.put(tenantId, block, stamp),
    );
    return block;
  }

  async replace(tenantId: string, actor: Actor, kind: BannerOrFooterKind, id: string, input: BannerOrFooterInput): Promise<BannerOrFooter> {
    const shaped = (existing: BannerOrFooter) =>
      this.shape(kind, id, input, {
        createdAt: existing.createdAt,
        updatedAt: this.deps.clock.now().toISOString(),
        updatedBy: actor.actor,
      });
    const done = await this.deps.outbox.commit(
      tenantId,
      this.work(tenantId, actor, kind, 'changed', { id, name: input.name }),
      bannerOrFooterWitness(kind, id),
      (stamp) => this.store.replace(tenantId, kind, id, shaped, stamp),
      { changed: (d) => d !== null },
    );
    if (!done) throw notFound(`No such ${kind}`);
    return done.after;
  }

  async remove(tenantId: string, actor: Actor, kind: BannerOrFooterKind, id: string): Promise<void> {
    const existing = await this.store.get(tenantId, kind, id);
    if (!existing) throw notFound(`No such ${kind}`);
    const deleted = await this.deps.outbox.commit(
      tenantId,
      this.work(tenantId, actor, kind, 'deleted', existing),
      bannerOrFooterWitness(kind, id, true),
      () => this.store.delete(tenantId, kind, id),
      { changed: (d) => d },
    );
    if (!deleted) throw notFound(`No such ${kind}`);
  }

  /** What a change of a block leaves to do: signatures show it, the change log tells it. */
  private work(
    tenantId: string,
    actor: Actor,
    kind: BannerOrFooterKind,
    done: 'created' | 'changed' | 'deleted',
    block: Pick<BannerOrFooter, 'id' | 'name'>,
  ): WorkInput {
    return {
      events: [{ type: `${kind}Changed` as const, tenantId }],
      log: [{ actor, change: { scope: 'template', action: `${kind}.${done}`, target: block.name, details: { id: block.id } } }],
    };
  }

  private shape(
    kind: BannerOrFooterKind,
    id: string,
    input: BannerOrFooterInput,
    meta: Pick<BannerOrFooter, 'createdAt' | 'updatedAt' | 'updatedBy'>,
  ): BannerOrFooter {
    return {
      id,
      kind,
      name: input.name,
      html: sanitizeSignatureHtml(input.html),
      active: input.active,
      startsAt: kind === 'banner' ? input.startsAt : null,
      endsAt: kind === 'banner' ? input.endsAt : null,
      audience: keptAudience(input.audience),
      position: kind === 'banner' ? input.position : 'below',
      ...meta,
    };
  }

  /** The organisation's active blocks (read once, while the signature itself renders). */
  async active(tenantId: string): Promise<BannerOrFooter[]> {
    return (await this.store.list(tenantId)).filter((b) => b.active);
  }

  /**
   * The blocks of `blocks` shown to this mailbox now, on a message to `recipients` (null: not known, so a block for
   * external or internal recipients only is not shown): banners meant for it and in their dates, footers meant for it.
   */
  showing(blocks: readonly BannerOrFooter[], mailbox: ResolvedMailbox, recipients: RecipientFacts | null = null): BannerOrFooter[] {
    const now = this.deps.clock.now().getTime();
    const meant = (b: BannerOrFooter) =>
      b.audience === 'everyone' || conditionMatches({ ...b.audience, value: b.audience.value ?? null }, mailbox, recipients);
    const inDates = (b: BannerOrFooter) => (!b.startsAt || Date.parse(b.startsAt) <= now) && (!b.endsAt || Date.parse(b.endsAt) > now);
    return blocks.filter((b) => meant(b) && (b.kind === 'footer' || inDates(b)));
  }

  /**
   * Only the banners and footers whose audience tests the recipients and that show on a message to `now` but did not
   * for `then` (the recipients a signature already in the message was made for), composed as `compose` composes them
   * (banners, then footers, each by name) without a signature: what the relay adds under the add-in's signature.
   * Empty HTML when there is none.
   */
  composeAdded(
    blocks: readonly BannerOrFooter[],
    mailbox: ResolvedMailbox,
    then: RecipientFacts | null,
    now: RecipientFacts | null,
  ): Composed & { added: number } {
    const before = new Set(this.showing(blocks, mailbox, then));
    const added = this.showing(blocks, mailbox, now).filter((b) => byRecipients(b) && !before.has(b));
    const byName = (a: BannerOrFooter, b: BannerOrFooter) => a.name.localeCompare(b.name);
    const of = (kind: BannerOrFooterKind) => added.filter((b) => b.kind === kind).sort(byName);
    return {
      html: added.length ? sanitizeSignatureHtml([...of('banner'), ...of('footer')].map((b) => b.html).join('')) : '',
      validUntil: null,
      added: added.length,
    };
  }

  /** The signature with the banners and footers of `blocks` meant for this mailbox and message now (see `composeSignature`). */
  compose(blocks: readonly BannerOrFooter[], mailbox: ResolvedMailbox, html: string, recipients: RecipientFacts | null = null): Composed {
    const now = this.deps.clock.now().getTime();
    const byName = (a: BannerOrFooter, b: BannerOrFooter) => a.name.localeCompare(b.name);
    const shown = this.showing(blocks, mailbox, recipients);
    const banners = shown.filter((b) => b.kind === 'banner').sort(byName);
    const footers = shown.filter((b) => b.kind === 'footer').sort(byName);
    const boundaries = blocks
      .filter((b) => b.kind === 'banner')
      .flatMap((b) => [b.startsAt, b.endsAt])
      .map((t) => (t ? Date.parse(t) : NaN))
      .filter((t) => t > now);
    return {
      html: composeSignature(html, banners, footers),
      validUntil: boundaries.length ? Math.min(...boundaries) : null,
    };
  }
}

/** A block shown or not by who the message goes to (its audience tests the recipients). */
const byRecipients = (b: BannerOrFooter) => b.audience !== 'everyone' && b.audience.attribute === 'recipients';

/** An audience as it is kept: a recipient condition's domains and country suffixes normalised (`keptValue`). */
function keptAudience(audience: BannerOrFooter['audience']): BannerOrFooter['audience'] {
  if (audience === 'everyone') return audience;
  const value = keptValue(audience.operator, audience.value);
  return { attribute: audience.attribute, operator: audience.operator, ...(value === null ? {} : { value }) };
}

/**
 * A rendered signature with its banners (in the order given) and footers, sanitised as a whole: whatever the parts
 * were checked as on their own (the template, a banner, profile values, tracked links), the signature that leaves is
 * the one the sanitiser saw. A designed signature with a banner slot shows its banners there, whatever their position.
 */
export function composeSignature(html: string, banners: readonly BannerOrFooter[], footers: readonly BannerOrFooter[]): string {
  const parts = html.includes(BANNER_SLOT)
    ? [fillBannerSlot(html, banners.length ? `<tr><td>${banners.map((b) => b.html).join('')}</td></tr>` : '')]
    : [
        ...banners.filter((b) => b.position === 'above').map((b) => b.html),
        html,
        ...banners.filter((b) => b.position === 'below').map((b) => b.html),
      ];
  return sanitizeSignatureHtml([...parts, ...footers.map((b) => b.html)].join(''));
}
