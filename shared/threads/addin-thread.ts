import { z } from 'zod';
import type { Settings } from '../settings/schemas.js';

/**
 * What the add-in read of the message it signs (`thread` of `POST /api/signature`): whether the quoted history of a
 * reply already holds this sender's full signature of the service. Only its presence makes the answer say how the
 * organisation tidies threads, so older add-ins get the answer they always got.
 */
export const ThreadRead = z
  .object({
    quotedSignature: z
      .boolean()
      .describe("The quoted history (below the reply marker) holds this sender's full signature of the service; false for a new message."),
  })
  .describe('What the add-in read of the message. Given, the answer carries `thread`: how the organisation tidies threads.');
export type ThreadRead = z.infer<typeof ThreadRead>;

export const ThreadAnswer = z
  .object({
    inThread: z
      .boolean()
      .describe(
        'The organisation signs once per thread and the quoted history holds the full signature: this is the reply signature ' +
          'without banners (or none); the add-in marks it as the shorter signature.',
      ),
    removeMobileFooters: z.boolean().describe("Take the phones' own footers (such as “Sent from my iPhone”) off the end of the new text."),
  })
  .describe('How the organisation tidies threads, for the add-in (present only when the request carried `thread`).');
export type ThreadAnswer = z.infer<typeof ThreadAnswer>;

/** What the add-in's answer is made of: the role of the template, whether banners show, and what the answer says. */
export interface AddinThreadChoice {
  type: 'new' | 'reply';
  withoutBanners: boolean;
  answer: ThreadAnswer;
}

type ThreadSettings = Pick<Settings, 'threadSignature' | 'removeMobileFooters'>;

/**
 * Once per thread (DESIGN §15), as the relay decides it: a reply whose quoted history does not hold the sender's full
 * signature gets the full one (the new-message template, with banners); one whose history holds it gets the reply
 * template without banners. Every reply signed (`every`): the reply template, as without the setting.
 */
export function addinThreadChoice(settings: ThreadSettings, type: 'new' | 'reply', read: ThreadRead): AddinThreadChoice {
  const threaded = settings.threadSignature === 'oncePerThread' && type === 'reply';
  const inThread = threaded && read.quotedSignature;
  return {
    type: threaded && !inThread ? 'new' : type,
    withoutBanners: inThread,
    answer: { inThread, removeMobileFooters: settings.removeMobileFooters },
  };
}

/** What a thread choice adds to the add-in answer's cache key (none: the key it always had). */
export const threadKey = (thread?: AddinThreadChoice): string =>
  thread ? `|thread:${thread.type}:${thread.withoutBanners}:${thread.answer.removeMobileFooters}` : '';
