import type { ResolvedMailbox } from '../directory/resolver.js';
import { withImported } from '../imports/attributes.js';
import type { ImportService } from '../imports/service.js';
import type { PhotoService } from '../photos/service.js';
import type { ProfileField, ProfileValues } from '../profiles/schemas.js';
import type { ProfileService } from '../profiles/service.js';
import { SERVICE_PLACEHOLDERS, serviceValues, type ServiceSource, type ServiceSources } from '../rendering/placeholders.js';
import { SAMPLE_VCARD_URL, type ViewInput } from '../rendering/view.js';
import type { ContactCards } from './contact-cards.js';

/** Whose view: the mailbox the signature is of, and who sends for it. */
interface ViewOf {
  mailbox: ResolvedMailbox;
  /**
   * Who sends (`{{sender.…}}`): a shared mailbox's sender, or the mailbox itself. Null: the sender is not a mailbox
   * of the organisation; the mailbox's values stand in for the sender's, and no card is minted.
   */
  sender: ResolvedMailbox | null;
  /** The mailbox's own values to show instead of the saved ones (a preview before saving). */
  values?: ProfileValues;
  /** The organisation's enabled profile fields, when the caller keeps them (read with each mailbox's values otherwise). */
  fields?: () => Promise<ProfileField[]>;
  /** Whether the organisation has imported values, when the caller keeps it (read with each mailbox's values otherwise). */
  imported?: () => Promise<boolean>;
}

/**
 * The contact card's link: the sender's card, minted on first use (the signature path); the sample card, shaped like
 * a minted one (previews, which mint none, so the card link still shows as a link); or empty (a download).
 */
type CardLink = 'minted' | 'sample' | 'none';

/** A view whose profile values are being read; the service placeholders are read when the body is known. */
interface PendingView {
  /** The view for a body naming `named` (every service placeholder when absent): only the sources it needs are read. */
  complete(card: CardLink, named?: readonly string[]): Promise<ViewInput>;
}

export interface MailboxViewDeps {
  profiles: Pick<ProfileService, 'visibleValuesOf'>;
  imports: Pick<ImportService, 'layersOf'>;
  photos: Pick<PhotoService, 'of'>;
  cards: Pick<ContactCards, 'urlFor'>;
}

/**
 * The view of a mailbox: what its signature's placeholders resolve against. Its directory attributes, its visible
 * profile values and its sender's, and the service placeholders (`SERVICE_PLACEHOLDERS`), each from its source.
 * Used by the signature path, the preview routes and the designs' previews.
 */
export class MailboxViews {
  constructor(private readonly deps: MailboxViewDeps) {}

  /** The view of `of` for a body naming `named` (every service placeholder when absent). */
  view(tenantId: string, of: ViewOf, card: CardLink, named?: readonly string[]): Promise<ViewInput> {
    return this.begin(tenantId, of).complete(card, named);
  }

  /** Starts reading the profile values now, so they are read while the caller finds the body to render. */
  begin(tenantId: string, of: ViewOf): PendingView {
    const values = this.values(tenantId, of);
    values.catch(() => undefined); // awaited by complete(), unless the caller finds nothing to render
    return {
      complete: async (card, named) => {
        const [{ person, custom, sender, senderCustom }, sources] = await Promise.all([values, this.sources(tenantId, of, card, named)]);
        return { person, custom, sender, senderCustom, ...serviceValues(sources) };
      },
    };
  }

  /** The visible profile values of the mailbox and of its sender (read once when they are the same mailbox). */
  private async values(tenantId: string, { mailbox, sender, values, fields, imported }: ViewOf) {
    const [enabled, anyImported] = await Promise.all([fields?.(), imported ? imported() : true]);
    const other = sender && sender.primary !== mailbox.primary ? sender : null;
    // One read for both (see `visibleValuesOf`); values given for the mailbox are not read.
    const [read, layers] = await Promise.all([
      this.deps.profiles.visibleValuesOf(tenantId, [...(values ? [] : [mailbox]), ...(other ? [other] : [])], enabled),
      anyImported ? this.deps.imports.layersOf(tenantId, [mailbox.user.id, ...(sender ? [sender.user.id] : [])]) : null,
    ]);
    // The layers in rising precedence: the directory, imported values, what the person saved themselves.
    const layered = (m: ResolvedMailbox, own: ProfileValues) => {
      const layer = layers?.get(m.user.id);
      const shown = enabled ? new Set(enabled.map((f) => f.key)) : null;
      const importedCustom = Object.entries(layer?.custom ?? {}).filter(([key]) => !shown || shown.has(key));
      return { user: layer ? withImported(m.user, layer.attributes) : m.user, custom: { ...Object.fromEntries(importedCustom), ...own } };
    };
    const own = layered(mailbox, values ?? read[0]);
    const sent = sender ? (other ? layered(other, read[read.length - 1]) : own) : null;
    return { person: own.user, custom: own.custom, sender: sent?.user, senderCustom: sent ? sent.custom : own.custom };
  }

  /** The sources the named service placeholders are read from, each read once. */
  private async sources(tenantId: string, of: ViewOf, card: CardLink, named?: readonly string[]): Promise<ServiceSources> {
    const read: { [S in ServiceSource]-?: () => Promise<ServiceSources[S]> } = {
      card: async () => {
        if (card === 'sample') return SAMPLE_VCARD_URL;
        return card === 'minted' && of.sender ? this.deps.cards.urlFor(tenantId, of.sender.primary) : undefined;
      },
      photo: () => this.deps.photos.of(tenantId, of.mailbox.user.id),
    };
    const wanted = new Set(SERVICE_PLACEHOLDERS.filter((p) => !named || named.includes(p.name)).map((p) => p.source));
    return Object.fromEntries(await Promise.all([...wanted].map(async (s) => [s, await read[s]()]))) as ServiceSources;
  }
}
