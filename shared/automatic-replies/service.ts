import { englishReasons, invalidSaid, withReasons } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { Directory } from '../directory/types.js';
import { directoryUnavailable, refuse } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import type { RenderingService } from '../rendering/service.js';
import type { MailboxViews } from '../signature/mailbox-view.js';
import type { Template } from '../templates/schemas.js';
import type { TemplateService } from '../templates/service.js';
import { composeReplies, replySetting, replyTemplate, type Absence } from './compose.js';
import type { AutomaticRepliesBody, AutomaticRepliesState, ReplyPreview } from './schemas.js';
import { replyWitness, type ReplyRow, type ReplyStore } from './store.js';

const MAILBOX_REASON = { email: 'notMailboxOfOrganisation' } as const;

export interface AutomaticReplyDeps {
  directory: Directory;
  resolver: MailboxResolver;
  templates: Pick<TemplateService, 'library' | 'get'>;
  rendering: RenderingService;
  views: MailboxViews;
  outbox: Pick<Outbox, 'commit'>;
  clock: Clock;
}

/** Who switched the replies: the person on their profile page, an Admin (or a key) for them, or the hourly sync. */
type Who = 'self' | 'admin';

const absenceOf = (b: { start?: string | null; end?: string | null; contact?: string | null }): Absence => ({
  start: b.start || null,
  end: b.end || null,
  contact: b.contact || null,
});

/**
 * Out-of-office replies from the organisation's reply template, written to people's mailboxes through Microsoft
 * Graph (`mailboxSettings.automaticRepliesSetting`). Only ever switched on by the person or for them by an Admin; a
 * newer published reply template reaches everyone whose replies are on at the next sync.
 */
export class AutomaticReplies {
  constructor(
    private readonly store: ReplyStore,
    private readonly deps: AutomaticReplyDeps,
  ) {}

  private get settings() {
    const settings = this.deps.directory.mailboxSettings;
    if (!settings) throw directoryUnavailable(new Error('the directory cannot set automatic replies'));
    return settings;
  }

  /** The mailbox an Admin names, or a 404 `mailbox_not_found` naming the field. */
  async mailbox(tenantId: string, address: string): Promise<ResolvedMailbox> {
    const mailbox = await this.deps.resolver.resolve(tenantId, address, { live: true });
    if (!mailbox) throw withReasons(refuse('mailbox_not_found', undefined, { fields: englishReasons(MAILBOX_REASON) }), MAILBOX_REASON);
    return mailbox;
  }

  state(row: ReplyRow | null, mailbox: { primary: string; displayName?: string | null }): AutomaticRepliesState {
    const now = this.deps.clock.now().getTime();
    const on = !!row?.enabled;
    return {
      mailbox: row?.mailbox ?? mailbox.primary,
      displayName: row?.displayName || mailbox.displayName || null,
      enabled: on,
      start: row?.start || null,
      end: row?.end || null,
      contact: row?.contact || null,
      out: on && (!row.start || Date.parse(row.start) <= now) && (!row.end || Date.parse(row.end) > now),
      templateId: row?.templateId || null,
      version: row?.version || null,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }

  async get(tenantId: string, mailbox: ResolvedMailbox): Promise<AutomaticRepliesState> {
    return this.state(await this.store.get(tenantId, mailbox.primary), { primary: mailbox.primary, displayName: mailbox.user.displayName });
  }

  /** Both replies of the mailbox for an absence (its saved one when none is given); null while no reply template is published. */
  async preview(tenantId: string, mailbox: ResolvedMailbox, input?: AutomaticRepliesBody): Promise<ReplyPreview | null> {
    const template = await replyTemplate(this.deps.templates, tenantId);
    if (!template) return null;
    const absence = absenceOf(input ?? (await this.store.get(tenantId, mailbox.primary)) ?? {});
    return this.compose(tenantId, mailbox, template, absence, 'sample');
  }

  private async compose(tenantId: string, mailbox: ResolvedMailbox, template: Template, absence: Absence, card: 'minted' | 'sample') {
    const view = await this.deps.views.view(tenantId, { mailbox, sender: mailbox }, card);
    return composeReplies(this.deps.rendering, template, view, absence);
  }

  /**
   * Switches the mailbox's replies on (from the reply template, for the absence given) or off. Checked in full before
   * the mailbox is written; written to the mailbox before the service records it, so a Graph failure changes nothing.
   */
  async set(
    tenantId: string,
    actor: Actor,
    mailbox: ResolvedMailbox,
    input: AutomaticRepliesBody,
    who: Who,
  ): Promise<AutomaticRepliesState> {
    const now = this.deps.clock.now();
    if (input.enabled && input.end && Date.parse(input.end) <= now.getTime()) throw invalidSaid({ end: 'isInPast' });
    const absence = absenceOf(input);
    let applied: { templateId: string; version: number } = { templateId: '', version: 0 };
    if (input.enabled) {
      const template = await replyTemplate(this.deps.templates, tenantId);
      if (!template) throw refuse('no_reply_template');
      const replies = await this.compose(tenantId, mailbox, template, absence, 'minted');
      await this.settings.setAutomaticReplies(tenantId, mailbox.user.id, replySetting(absence, replies, now));
      applied = { templateId: template.id, version: template.version };
    } else {
      await this.settings.setAutomaticReplies(tenantId, mailbox.user.id, { status: 'disabled' });
    }
    const row: ReplyRow = {
      mailbox: mailbox.primary,
      userId: mailbox.user.id,
      displayName: mailbox.user.displayName ?? '',
      enabled: input.enabled,
      start: absence.start ?? '',
      end: absence.end ?? '',
      contact: absence.contact ?? '',
      ...applied,
      updatedAt: now.toISOString(),
      updatedBy: actor.actor,
    };
    const change = {
      scope: 'tenant' as const,
      action: input.enabled ? 'automatic_replies.on' : 'automatic_replies.off',
      target: mailbox.primary,
      details: { until: absence.end, contact: absence.contact, by: who },
    };
    await this.deps.outbox.commit(tenantId, { log: [{ actor, change }] }, replyWitness(mailbox.primary), (stamp) =>
      this.store.put(tenantId, row, stamp),
    );
    return this.state(row, { primary: mailbox.primary });
  }

  /** Everyone whose replies are on: those out now first, then by name. */
  async list(tenantId: string): Promise<AutomaticRepliesState[]> {
    const rows = (await this.store.enabled(tenantId)).map((r) => this.state(r, { primary: r.mailbox }));
    const name = (s: AutomaticRepliesState) => (s.displayName ?? s.mailbox).toLowerCase();
    return rows.sort((a, b) => Number(b.out) - Number(a.out) || name(a).localeCompare(name(b)));
  }

  /** Timer job: each organisation's replies that are on brought to its current reply template. */
  syncAll(log: Logger, tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'automaticReplySync',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => ((await this.syncTenant(tenantId)) ? 'updated' : 'skipped'),
    );
  }

  /**
   * Replies past their end are recorded as off (the mailbox stopped them itself); replies written from an older
   * version of the reply template are written again from the current one. A mailbox whose replies were switched
   * off in Outlook meanwhile is recorded as off and left so: the service never switches anyone's replies back on.
   * Answers how many mailboxes changed.
   */
  async syncTenant(tenantId: string): Promise<number> {
    const rows = await this.store.enabled(tenantId);
    if (!rows.length) return 0;
    const now = this.deps.clock.now();
    const template = await replyTemplate(this.deps.templates, tenantId);
    let changed = 0;
    const off = (row: ReplyRow) =>
      this.store.put(tenantId, { ...row, enabled: false, updatedAt: now.toISOString(), updatedBy: 'automatic' });
    for (const row of rows) {
      if (row.end && Date.parse(row.end) <= now.getTime()) {
        await off(row);
        changed++;
        continue;
      }
      if (!template || (template.id === row.templateId && template.version === row.version)) continue;
      const current = await this.settings.automaticReplies(tenantId, row.userId);
      const mailbox = current && current.status !== 'disabled' ? await this.deps.resolver.resolve(tenantId, row.mailbox) : null;
      if (!mailbox) {
        await off(row);
        changed++;
        continue;
      }
      const absence = absenceOf(row);
      const replies = await this.compose(tenantId, mailbox, template, absence, 'minted');
      await this.settings.setAutomaticReplies(tenantId, row.userId, replySetting(absence, replies, now));
      await this.store.put(tenantId, { ...row, templateId: template.id, version: template.version });
      changed++;
    }
    return changed;
  }
}
