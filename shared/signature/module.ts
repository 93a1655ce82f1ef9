import { Generations } from '../rendering/generation.js';
import type { Platform, Wired } from '../wiring.js';
import { ContactCards } from './contact-cards.js';
import { signatureInvalidation } from './invalidation.js';
import { SignatureService } from './service.js';

/** What the signature path reads, besides what this module builds. */
type SignatureReads = Omit<ConstructorParameters<typeof SignatureService>[0], 'cards' | 'generations' | 'clock' | 'cacheEnabled'>;

/**
 * The signature path (the add-in's compose, the staff page's own signature, the files and contact cards) and its
 * cache, keyed by the tenant's generation: every change to what signatures show moves the generation on.
 */
export function wire({ config, storage, clock, ...reads }: Pick<Platform, 'config' | 'storage' | 'clock'> & SignatureReads): Wired<{
  generations: Generations;
  cards: ContactCards;
  signature: SignatureService;
}> {
  const generations = new Generations(storage, clock);
  const cards = new ContactCards(storage, config.SIGNING_SECRET, config.CLICK_URL);
  const signature = new SignatureService({ ...reads, cards, generations, clock, cacheEnabled: config.SIGNATURE_CACHE });
  return {
    facade: { generations, cards, signature },
    subscriptions: signatureInvalidation({ generations, resolver: reads.resolver }),
  };
}
