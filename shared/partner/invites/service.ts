import { translator } from '../../i18n/catalogue.js';
import { longDay, numberIn } from '../../i18n/format.js';
import type { Language } from '../../i18n/languages.js';
import type { PreferenceService } from '../../preferences/service.js';
import { INVITE_MESSAGES, INVITE_REFUSALS } from './messages.js';
import { sentenceOf, withMessage } from '../../http/said-reasons.js';
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../auth/principal.js';
import { opaqueBucket, type RateLimiter } from '../../auth/ratelimit.js';
import { addDays, type Clock } from '../../clock.js';
import { domainName, domainOfAddress } from '../../directory/types.js';
import { ApiError, refuse } from '../../http/errors.js';
import type { Logger } from '../../log.js';
import type { MailService } from '../../mail/service.js';
import type { PartitionOutbox } from '../../outbox/partition.js';
import { escapeHtml } from '../../rendering/escape.js';
import { NO_CHANGE } from '../../storage/update.js';
import { INVITE_TOKEN, INVITE_VALID_DAYS, type CreateInviteBody, type Invite, type InviteState } from '../relationships/schemas.js';
import type { InviteRow, InviteStore } from './store.js';
import type { ClientRelationships, Organisation } from '../relationships/service.js';
import type { ClientLink, Partner } from '../records.js';
import type { Transfer } from '../relationships/schemas.js';
import type { TransferService } from '../transfers/service.js';
import { partnerTrail, type PartnerChange, type PartnerService } from '../service.js';

interface InviteDeps {
  partners: PartnerService;
  /** Counts invitation mail against the partner's daily allowance. */
  limiter: Pick<RateLimiter, 'take'>;
  /** The invitations' own outbox, in the partner's partition of their table. */
  outbox: PartitionOutbox;
  relationships: ClientRelationships;
  transfers: Pick<TransferService, 'request' | 'pendingFor'>;
  mail: MailService;
  /** The inviting person's language, which the invitation is written in (the client's people are not known yet). */
  preferences: Pick<PreferenceService, 'languageOf'>;
  clock: Clock;
  log: Logger;
  /** `GET /admin/consent` on this deployment; the link adds `?invite=<token>`. */
  consentUrl: string;
}

const notFound = () => refuse('invite_not_found');

/** The domain an organisation must have verified to accept the invitation, or null when any organisation may. */
const invitedDomain = (row: Pick<InviteRow, 'email' | 'domain'>): string | null =>
  row.domain ?? (row.email ? domainOfAddress(row.email) : null);

/** Invitations a partner may have mailed a day (UTC): the service's mail must not become anyone's mass mailer. */
export const INVITE_MAILS_PER_DAY = 50;
const DAY_MS = 86_400_000;

const mailLimitReached = (retryAfter: number, resetsAt: Date) =>
  withMessage(
    (english) => refuse('invitation_mail_limit', english, { limit: INVITE_MAILS_PER_DAY, retryAfter, resetsAt: resetsAt.toISOString() }),
    sentenceOf(INVITE_REFUSALS, 'mailLimit', (language) => ({
      limit: numberIn(INVITE_MAILS_PER_DAY, language),
      time: resetsAt.toISOString().slice(11, 16),
    })),
  );

/** Why an invitation that is not pending cannot be used, in words (the reader's language) and with a code. */
function unusable(state: Exclude<InviteState, 'pending'>, row: InviteRow, partner: string): ApiError {
  switch (state) {
    case 'expired': {
      // English has always named the day as its ISO date; the other languages write it in full.
      const day = (language: Language) => (language === 'en' ? row.expiresAt.slice(0, 10) : longDay(row.expiresAt, language));
      return withMessage(
        (english) => refuse('invite_expired', english, { state }),
        sentenceOf(INVITE_REFUSALS, 'expired', (language) => ({ partner, day: day(language) })),
      );
    }
    case 'revoked':
      return withMessage((english) => refuse('invite_revoked', english, { state }), sentenceOf(INVITE_REFUSALS, 'revoked', { partner }));
    case 'accepted':
      return withMessage((english) => refuse('invite_used', english, { state }), sentenceOf(INVITE_REFUSALS, 'used', { partner }));
  }
}

/**
 * Client invitations: a single-use consent link valid 14 days; consent through it makes the organisation a managed
 * client. Each change's entry of the partner's trail is an outbox row of the change's own transaction.
 */
export class InviteService {
  private readonly outbox: PartitionOutbox;

  constructor(
    private readonly store: InviteStore,
    private readonly deps: InviteDeps,
  ) {
    this.outbox = deps.outbox;
  }

  /** The work of a change: its entry of the partner's trail, decided once. */
  private trail(partnerId: string, actor: Actor, change: PartnerChange) {
    return this.outbox.plan({ trail: [partnerTrail(partnerId, actor, change)] });
  }

  private stateOf(row: InviteRow): InviteState {
    if (row.state !== 'pending') return row.state;
    return Date.parse(row.expiresAt) <= this.deps.clock.now().getTime() ? 'expired' : 'pending';
  }

  private toInvite(partnerId: string, secret: string, row: InviteRow): Invite {
    const token = `${partnerId}.${secret}`;
    return {
      token,
      link: `${this.deps.consentUrl}?invite=${token}`,
      email: row.email ?? null,
      domain: invitedDomain(row),
      note: row.note ?? null,
      state: this.stateOf(row),
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      expiresAt: row.expiresAt,
      mailedAt: row.mailedAt ?? null,
      acceptedBy: row.acceptedBy ? { tenantId: row.acceptedBy, name: row.acceptedByName ?? row.acceptedBy } : null,
      acceptedAt: row.acceptedAt ?? null,
      revokedAt: row.revokedAt ?? null,
      revokedBy: row.revokedBy ?? null,
    };
  }

  /** Issues an invitation (refused before the agreement) and mails its link when asked; a failed mail loses nothing. */
  async create(partnerId: string, actor: Actor, body: CreateInviteBody) {
    const partner = await this.deps.partners.requireAgreement(partnerId);
    // Counted before anything is issued: over the allowance, the request changes nothing.
    const mailing = !!body?.email && body.send !== false;
    if (mailing) await this.deps.limiter.take(opaqueBucket('invitemail', partnerId), INVITE_MAILS_PER_DAY, DAY_MS, mailLimitReached);
    const now = this.deps.clock.now();
    const secret = randomBytes(24).toString('base64url');
    const email = body?.email?.toLowerCase();
    const row: InviteRow = {
      email,
      domain: body?.domain ?? (email ? domainOfAddress(email) : undefined),
      note: body?.note || undefined,
      state: 'pending',
      createdAt: now.toISOString(),
      createdBy: actor.actor,
      expiresAt: addDays(now, INVITE_VALID_DAYS).toISOString(),
    };
    const work = this.trail(partnerId, actor, {
      action: 'invite.created',
      details: { email: row.email ?? null, domain: row.domain ?? null, expiresAt: row.expiresAt },
    });
    await this.outbox.after(partnerId, () => this.store.create(partnerId, secret, row, work));
    let invite = this.toInvite(partnerId, secret, row);
    const mail = { sent: false, to: row.email ?? null, reason: null as string | null };
    if (row.email && mailing) {
      try {
        const language = await this.deps.preferences.languageOf(partnerId, actor.actor);
        await this.deps.mail.send({ to: row.email, ...this.message(partner, invite, language) });
        mail.sent = true;
        const stamped = await this.store.update(partnerId, secret, (r) =>
          r ? { ...r, mailedAt: this.deps.clock.now().toISOString() } : NO_CHANGE,
        );
        if (stamped.row) invite = this.toInvite(partnerId, secret, stamped.row);
      } catch (err) {
        mail.reason = err instanceof ApiError ? err.message : 'The mail service failed';
        if (!(err instanceof ApiError)) this.deps.log.error('invitation mail failed', { partnerId, error: String(err) });
      }
    }
    return { ...invite, mail };
  }

  private message(partner: Partner, invite: Invite, language: Language) {
    const t = translator(INVITE_MESSAGES, language);
    const name = escapeHtml(partner.name);
    const note = invite.note ? `<blockquote>${escapeHtml(invite.note)}</blockquote>` : '';
    return {
      subject: t('subject', { partner: partner.name }),
      html:
        `<!doctype html><html lang="${language}"><body><p>${t('manage', { partner: name })}</p>${note}` +
        `<p>${t('accept', { day: escapeHtml(longDay(invite.expiresAt, language)) })}</p>` +
        `<p><a href="${escapeHtml(invite.link)}">${escapeHtml(invite.link)}</a></p></body></html>`,
    };
  }

  /** Every invitation of the partner with its state, newest first. */
  async list(partnerId: string): Promise<Invite[]> {
    const rows = await this.store.list(partnerId);
    return rows.map((r) => this.toInvite(partnerId, r.secret, r.row)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Withdraws a pending invitation; a used, revoked or expired one answers 409, an unknown one 404. */
  async revoke(partnerId: string, actor: Actor, token: string): Promise<Invite> {
    const secret = this.secretOf(partnerId, token);
    const revoked = (r: InviteRow) => this.trail(partnerId, actor, { action: 'invite.revoked', details: { email: r.email ?? null } });
    const { row } = await this.outbox.after(partnerId, () =>
      this.store.update(
        partnerId,
        secret,
        (r) => {
          if (!r) throw notFound();
          const state = this.stateOf(r);
          if (state !== 'pending') {
            const code = state === 'accepted' ? 'invite_used' : state === 'expired' ? 'invite_expired' : 'invite_revoked';
            throw withMessage((english) => refuse(code, english, { state }), sentenceOf(INVITE_REFUSALS, 'notRevocable', { state }));
          }
          return { ...r, state: 'revoked', revokedAt: this.deps.clock.now().toISOString(), revokedBy: actor.actor };
        },
        revoked,
      ),
    );
    return this.toInvite(partnerId, secret, row!);
  }

  /** The random part of a token that belongs to this partner; another partner's token is unknown here. */
  private secretOf(partnerId: string, token: string): string {
    const m = INVITE_TOKEN.exec(token);
    if (!m || m[1] !== partnerId) throw notFound();
    return m[2];
  }

  /** Before sending an administrator to consent: the invitation must still be usable (refused in words otherwise). */
  async checkUsable(token: string): Promise<Partner> {
    const { partner, secret } = await this.find(token);
    const row = await this.store.get(partner.id, secret);
    if (!row) throw notFound();
    const state = this.stateOf(row);
    if (state !== 'pending') throw unusable(state, row, partner.name);
    return partner;
  }

  /**
   * Before consent through the invitation onboards or links anything: an invitation made for an address or a domain is
   * refused (403 `invite_wrong_organisation`) to an organisation whose directory has not verified that very domain (a
   * subdomain is another domain). An invitation that cannot be found is left to `accept`, which refuses it after the
   * organisation is connected, as it always did.
   */
  async requireInvited(token: string, organisation: { domains: readonly string[] }): Promise<void> {
    const m = INVITE_TOKEN.exec(token);
    if (!m) return;
    const partner = await this.deps.partners.partner(m[1]);
    const row = partner ? await this.store.get(partner.id, m[2]) : null;
    const domain = row ? invitedDomain(row) : null;
    if (!partner || !domain || organisation.domains.some((d) => domainName(d) === domain)) return;
    throw withMessage(
      (english) => refuse('invite_wrong_organisation', english, { domain }),
      sentenceOf(INVITE_REFUSALS, 'wrongOrganisation', { partner: partner.name, domain }),
    );
  }

  private async find(token: string): Promise<{ partner: Partner; secret: string }> {
    const m = INVITE_TOKEN.exec(token);
    if (!m) throw notFound();
    // An invitation whose partner no longer holds the agreement (or no longer exists) cannot be used.
    const partner = await this.deps.partners.partner(m[1]);
    if (!partner) throw notFound();
    return { partner, secret: m[2] };
  }

  /**
   * A verified administrator of `client` consented through the invitation: marks it used (one winner even under
   * concurrent callbacks, by ETag). An organisation this consent onboarded becomes the partner's client. One that was
   * already a customer (direct, or another partner's client) is never moved by an invitation: the partner's takeover
   * request waits for its Admin's answer, as a transfer does. The same organisation coming back through a link it
   * already used is answered as before, without a second link or request.
   */
  async accept(
    token: string,
    client: Organisation,
    opts: { newlyOnboarded: boolean },
  ): Promise<{ link: ClientLink; transfer?: undefined } | { transfer: Transfer; link?: undefined }> {
    const { partner, secret } = await this.find(token);
    if (client.id === partner.id) throw refuse('invite_own_organisation');
    const now = this.deps.clock.now().toISOString();
    const actor: Actor = { actor: 'Admin consent', actorName: `An administrator of ${client.name}` };
    const accepted = (r: InviteRow) =>
      this.trail(partner.id, actor, {
        action: 'invite.accepted',
        clientId: client.id,
        details: { clientName: client.name, email: r.email ?? null },
      });
    // Coming back through a link it already used (a retry), the organisation finds its entry written once.
    await this.outbox.after(partner.id, () =>
      this.store.update(
        partner.id,
        secret,
        (r) => {
          if (!r) throw notFound();
          if (r.state === 'accepted' && r.acceptedBy === client.id) return NO_CHANGE;
          const state = this.stateOf(r);
          if (state !== 'pending') throw unusable(state, r, partner.name);
          return { ...r, state: 'accepted', acceptedBy: client.id, acceptedByName: client.name, acceptedAt: now };
        },
        accepted,
      ),
    );
    const current = await this.deps.partners.managerOf(client.id);
    if (current?.partnerId === partner.id) return { link: current };
    if (!opts.newlyOnboarded) return { transfer: await this.takeoverRequest(partner, client, actor) };
    return { link: (await this.deps.relationships.gain(partner, client, 'invite', actor)).link };
  }

  /** The partner's takeover request of an existing customer, made through its invitation (the pending one, if any). */
  private async takeoverRequest(partner: Partner, client: Organisation, actor: Actor): Promise<Transfer> {
    try {
      return await this.deps.transfers.request(partner.id, actor, { tenantId: client.id });
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 'transfer_pending') throw err;
      const pending = (await this.deps.transfers.pendingFor(client.id)).find((t) => t.partnerId === partner.id);
      if (!pending) throw err;
      return pending;
    }
  }
}
