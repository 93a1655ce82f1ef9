import { placementLabel } from './placement.js';
import type { Clock } from '../clock.js';
import { reasonLabel } from '../activity/messages.js';
import { APPLY_REASONS, type ApplyReason } from '../activity/vocabulary.js';
import { translate } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { SERVER_SIDE_MESSAGES, type ServerSideKey } from './messages.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { RecentReads } from '../storage/recent.js';
import type { RelayedOutcome } from './contract.js';
import { viewMessage } from './message-view.js';
import type { CheckState } from './schemas.js';
import type { CheckRow, CheckStore } from './store.js';

const CHECK_MINUTES = 30;
/** A captured message is kept this long. */
const KEEP_DAYS = 7;
/** The most of a message a check keeps: of a larger one, its first bytes (the relay's capture keeps no more either). */
export const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;
/** How long the relay trusts what it read of an organisation's check (a check started elsewhere is seen within it). */
const TRUST_MS = 20_000;
const REFRESH_AFTER_MS = 10_000;
const DAY_MS = 86_400_000;
/** No 0/O, 1/I/L: read aloud and typed from a screen without doubt. 31^6 codes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/** A fresh code such as `SIG-7K2QFM`, uniformly drawn (bytes past the last whole multiple of the alphabet are drawn again). */
function newCode(): string {
  let out = '';
  while (out.length < CODE_LENGTH) {
    for (const b of crypto.getRandomValues(new Uint8Array(16))) {
      if (b < 256 - (256 % ALPHABET.length) && out.length < CODE_LENGTH) out += ALPHABET[b % ALPHABET.length];
    }
  }
  return `SIG-${out}`;
}

const isReason = (r: string | null): r is ApplyReason => !!r && (APPLY_REASONS as readonly string[]).includes(r);

/**
 * Why a check's message is not kept is stored as its English sentence (the relay's capture, the seven days, an erasure:
 * see the store and person-data); it is read in the reader's language, and a sentence this code does not know as is.
 */
const NOT_KEPT: readonly ServerSideKey[] = ['notKeptByRelay', 'notKeptExpired', 'notKeptGone', 'notKeptErased'];
const NOT_KEPT_BY_RELAY = SERVER_SIDE_MESSAGES.messages.en.notKeptByRelay;
const NOT_KEPT_EXPIRED = SERVER_SIDE_MESSAGES.messages.en.notKeptExpired;
const NOT_KEPT_GONE = SERVER_SIDE_MESSAGES.messages.en.notKeptGone;
function notKeptWords(stored: string, language: Language): string {
  const key = NOT_KEPT.find((k) => SERVER_SIDE_MESSAGES.messages.en[k] === stored);
  return key ? translate(SERVER_SIDE_MESSAGES, language, key) : stored;
}

/** How much of the message the kept copy holds; a check stored before sizes were recorded holds what its blob holds. */
function keptOf(row: CheckRow, raw: Buffer): NonNullable<CheckState['kept']> {
  const messageBytes = Math.max(row.messageBytes || 0, raw.length);
  return { messageBytes, keptBytes: raw.length, cut: raw.length < messageBytes };
}

/**
 * An Admin's check that the relay works for the organisation: a short code to put in a test message's subject; the
 * relay's decision asks for a copy of the message that carries it, and its outcome and copy are kept for the page.
 */
export class CheckService {
  /** The code of each organisation's waiting check (null: none), as the relay reads it per message. */
  private readonly waiting: RecentReads<string | null>;

  constructor(
    private readonly store: CheckStore,
    private readonly deps: { clock: Clock; log: Logger },
  ) {
    this.waiting = new RecentReads({ trustMs: TRUST_MS, refreshAfterMs: REFRESH_AFTER_MS, clock: deps.clock });
  }

  private now() {
    return this.deps.clock.now();
  }

  private isWaiting(row: CheckRow | null): row is CheckRow {
    return !!row && !row.receivedAt && Date.parse(row.expiresAt) > this.now().getTime();
  }

  /** Starts a new check (the last one and its copy are gone); answers its state. */
  async start(tenantId: string): Promise<CheckState> {
    const startedAt = this.now();
    const code = newCode();
    const expiresAt = new Date(startedAt.getTime() + CHECK_MINUTES * 60_000).toISOString();
    await this.store.start(tenantId, { code, startedAt: startedAt.toISOString(), expiresAt });
    this.waiting.set(tenantId, code);
    return this.state(tenantId);
  }

  /** Whether a message with this subject is the one a waiting check looks for. */
  async wanted(tenantId: string, subject: string | null): Promise<boolean> {
    if (!subject) return false;
    const code = await this.waiting.get(tenantId, async () => {
      const row = await this.store.get(tenantId);
      return this.isWaiting(row) ? row.code : null;
    });
    return !!code && subject.slice(0, 2000).toUpperCase().includes(code);
  }

  /** Records what the relay did with the check's message (the first one wins), keeping its copy: its first bytes when large. */
  async receive(tenantId: string, subject: string | null, mailbox: string, outcome: RelayedOutcome): Promise<void> {
    const row = await this.store.get(tenantId);
    if (!this.isWaiting(row) || !subject?.slice(0, 2000).toUpperCase().includes(row.code)) return;
    const captured = outcome.captured;
    const kept = captured ? captured.kept.subarray(0, MAX_CAPTURE_BYTES) : null;
    const blob = kept ? await this.store.keep(tenantId, row.code, kept) : '';
    const won = await this.store.receive(tenantId, row.etag, {
      receivedAt: this.now().toISOString(),
      mailbox,
      status: outcome.status,
      reason: outcome.reason ?? '',
      nextHop: (outcome.nextHop ?? '').slice(0, 1000),
      placement: outcome.placement ?? '',
      blob,
      messageBytes: captured ? Math.max(captured.size, captured.kept.length) : 0,
      keptBytes: kept?.length ?? 0,
      notKept: kept ? '' : NOT_KEPT_BY_RELAY,
    });
    if (!won && blob) await this.store.removeBlob(tenantId, blob);
    this.waiting.set(tenantId, null);
  }

  /** The check as the page shows it, its words in the reader's language. */
  async state(tenantId: string, language: Language = DEFAULT_LANGUAGE): Promise<CheckState> {
    const row = await this.store.get(tenantId);
    const none: CheckState = {
      state: 'none',
      code: null,
      startedAt: null,
      expiresAt: null,
      receivedAt: null,
      mailbox: null,
      outcome: null,
      message: null,
      kept: null,
      notKept: null,
    };
    if (!row) return none;
    const base = { ...none, code: row.code, startedAt: row.startedAt, expiresAt: row.expiresAt };
    if (!row.receivedAt) return { ...base, state: this.isWaiting(row) ? 'waiting' : 'expired' };
    let blob = row.blob;
    let notKept = row.notKept || null;
    if (blob && Date.parse(row.receivedAt) + KEEP_DAYS * DAY_MS <= this.now().getTime()) {
      await this.store.dropKept(tenantId, blob);
      blob = '';
      notKept = NOT_KEPT_EXPIRED;
    }
    const raw = blob ? await this.store.read(tenantId, blob) : null;
    const kept = raw ? keptOf(row, raw) : null;
    const reason = row.reason || null;
    return {
      ...base,
      state: 'received',
      receivedAt: row.receivedAt,
      mailbox: row.mailbox || null,
      outcome: {
        status: row.status as 'signed' | 'unchanged' | 'refused',
        reason,
        reasonLabel: isReason(reason) ? reasonLabel(reason, language) : null,
        nextHop: row.nextHop || null,
        placement: row.placement || null,
        placementLabel: placementLabel(row.placement || null, language),
      },
      message: raw && kept ? await viewMessage(raw, kept.messageBytes) : null,
      kept,
      notKept: raw ? null : notKeptWords(notKept ?? NOT_KEPT_GONE, language),
    };
  }

  /** Timer job: copies kept past their seven days are removed. */
  purgeExpired(log: Logger, tenants: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'serverSideCaptures',
      tenants,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const row = await this.store.get(tenantId);
        if (!row?.blob || Date.parse(row.receivedAt) + KEEP_DAYS * DAY_MS > this.now().getTime()) return 'skipped';
        await this.store.dropKept(tenantId, row.blob);
        return 'removed';
      },
    );
  }
}
