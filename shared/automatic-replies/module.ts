import type { MailboxResolver } from '../directory/resolver.js';
import type { RenderingService } from '../rendering/service.js';
import type { MailboxViews } from '../signature/mailbox-view.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { AutomaticReplies } from './service.js';
import { ReplyStore } from './store.js';

/** Out-of-office replies from the reply template, written to mailboxes through Graph. */
export function wire({
  storage,
  directory,
  outbox,
  clock,
  ...deps
}: Pick<Platform, 'storage' | 'directory' | 'outbox' | 'clock'> & {
  resolver: MailboxResolver;
  templates: TemplateService;
  rendering: RenderingService;
  views: MailboxViews;
}): Wired<{ automaticReplies: AutomaticReplies }> {
  return { facade: { automaticReplies: new AutomaticReplies(new ReplyStore(storage), { directory, outbox, clock, ...deps }) } };
}
