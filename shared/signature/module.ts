import type { ImportService } from '../imports/service.js';
import type { PhotoService } from '../photos/service.js';
import type { ProfileService } from '../profiles/service.js';
import { Generations } from '../rendering/generation.js';
import type { Platform, Wired } from '../wiring.js';
import { ContactCards } from './contact-cards.js';
import { signatureInvalidation } from './invalidation.js';
import { MailboxViews } from './mailbox-view.js';
import { KEPT_INPUTS_ROW } from './kept-inputs.js';
import { MarkTokens } from './mark-token.js';
import { SignatureService } from './service.js';

/** What the signature path reads, besides what this module builds. */
type SignatureReads = Omit<
  ConstructorParameters<typeof SignatureService>[0],
  'views' | 'generations' | 'marks' | 'clock' | 'cacheEnabled' | 'cacheBytes'
> & {
  profiles: ProfileService;
  imports: ImportService;
  photos: PhotoService;
};

/**
 * The signature path (the add-in's compose, the staff page's own signature, the files and contact cards) and its
 * cache, keyed by the tenant's generation: every change to what signatures show moves the generation on. The view of
 * a mailbox it renders with is the one every preview renders with too (`mailboxViews`).
 */
export function wire({ config, storage, clock, photos, ...reads }: Pick<Platform, 'config' | 'storage' | 'clock'> & SignatureReads): Wired<{
  generations: Generations;
  cards: ContactCards;
  mailboxViews: MailboxViews;
  signature: SignatureService;
}> {
  const generations = new Generations(storage, clock, KEPT_INPUTS_ROW);
  const cards = new ContactCards(storage, config.SIGNING_SECRET, config.CLICK_URL);
  const mailboxViews = new MailboxViews({ profiles: reads.profiles, imports: reads.imports, photos, cards });
  const marks = new MarkTokens(config.SIGNING_SECRET);
  const signature = new SignatureService({
    ...reads,
    views: mailboxViews,
    generations,
    marks,
    clock,
    cacheEnabled: config.SIGNATURE_CACHE,
    cacheBytes: config.SIGNATURE_CACHE_MB * 1024 * 1024,
  });
  return {
    facade: { generations, cards, mailboxViews, signature },
    subscriptions: signatureInvalidation({ generations, resolver: reads.resolver }),
  };
}
