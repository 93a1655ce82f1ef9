import type { ResolvedMailbox } from '../directory/resolver.js';
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
        const [{ custom, senderCustom }, sources] = await Promise.all([values, this.sources(tenantId, of, card, named)]);
        return { person: of.mailbox.user, custom, sender: of.sender?.user, senderCustom, ...serviceValues(sources) };
      },
    };
  }

  /** The visible profile values of the mailbox and of its sender (read once when they are the same mailbox). */
  private async values(tenantId: string, { mailbox, sender, values, fields }: ViewOf) {
    const enabled = fields && (await fields());
    const other = sender && sender.primary !== mailbox.primary ? sender : null;
    // One read for both (see `visibleValuesOf`); values given for the mailbox are not read.
    const read = await this.deps.profiles.visibleValuesOf(tenantId, [...(values ? [] : [mailbox]), ...(other ? [other] : [])], enabled);
    const custom = values ?? read[0];
    return { custom, senderCustom: other ? read[read.length - 1] : custom };
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
