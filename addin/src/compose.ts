import { fetchSignature, saveLastOutcome, sendReport, ServiceError, type ApplyReport, type Signature } from './api.js';
import type { AddinDeps, ComposeAttachment, ComposeItem, ComposeType } from './ports.js';
import { withOwnMark } from './own-mark.js';
import { recipientDomains } from './recipients.js';
import { quotesOwnSignature, withoutMobileFooter } from './thread.js';
import { addinLanguage, officeLanguage, words } from './words.js';

/** `item.sessionData` key: the inline images this add-in attached for the signature in place. */
const OWNED_KEY = 'signature.images';
/** `item.sessionData` key: what the signature in place was asked for (From mailbox, compose type, recipient domains). */
const ASKED_KEY = 'signature.asked';
/** `item.sessionData` key: a fingerprint of the signature in place (its HTML and images; the same print, the same signature). */
const PLACED_KEY = 'signature.placed';
/** `item.sessionData` key: the mark the add-in last wrote (the same signature may be marked for other recipients). */
const MARK_KEY = 'signature.mark';

interface OwnedImage {
  id: string;
  name: string;
}

export const SIGN_IN_NOTICE_ID = 'signature-sign-in';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

async function ownedImages(item: ComposeItem): Promise<OwnedImage[]> {
  try {
    return JSON.parse((await item.sessionGet(OWNED_KEY)) ?? '[]') as OwnedImage[];
  } catch {
    return [];
  }
}

/**
 * Puts the signature's inline images on the item exactly once: an image already attached under its content id
 * stays, images of the signature being replaced that the new one does not use are removed.
 */
async function placeImages(item: ComposeItem, signature: Signature): Promise<OwnedImage[]> {
  const wanted = signature.images.map((i) => i.cid);
  const previous = await ownedImages(item);
  let present: ComposeAttachment[] = await item.attachments();
  for (const old of previous) {
    if (wanted.indexOf(old.name) >= 0) continue;
    if (present.some((a) => a.id === old.id)) await item.removeAttachment(old.id);
  }
  present = present.filter((a) => !previous.some((old) => old.id === a.id && wanted.indexOf(old.name) < 0));
  const owned: OwnedImage[] = [];
  for (const image of signature.images) {
    const existing = present.find((a) => a.isInline && a.name === image.cid);
    if (existing) owned.push({ id: existing.id, name: image.cid });
    else owned.push({ id: await item.addInlineImage(image.base64, image.cid), name: image.cid });
  }
  await item.sessionSet(OWNED_KEY, JSON.stringify(owned));
  return owned;
}

interface ApplyResult {
  report: ApplyReport;
  mailbox: string;
  status?: number;
  token?: string;
  /** Nothing was asked: the signature in place was asked for the same mailbox, type and recipient domains. */
  unchanged?: boolean;
}

export interface ApplyHow {
  /** Skip the request when the signature in place was asked for the same mailbox, type and recipient domains. */
  unlessUnchanged?: boolean;
}

/** Why an attempt failed, as monitoring groups failures: the service refused, could not be reached, or Outlook refused. */
const reasonOf = (e: unknown): ApplyReport['reason'] =>
  e instanceof ServiceError ? 'service_error' : e instanceof TypeError ? 'service_unreachable' : 'client_error';

/**
 * The mark's value: which template and version the add-in put in the message, and whether it was made for recipients
 * all inside the organisation or some outside, when the answer says (the relay adds a footer for outside recipients
 * to a message signed for inside ones and sent outside after all), then the answer's token, without which the relay
 * does not believe the mark. No signature: no mark.
 */
export const markOf = (signature: Signature) =>
  signature.html
    ? `template=${signature.templateId ?? 'none'}; version=${signature.version ?? 0}` +
      (signature.recipients ? `; recipients=${signature.recipients}` : '') +
      (signature.markToken ? `; token=${signature.markToken}` : '')
    : null;

/** A short fingerprint of a signature's HTML and images (FNV-1a): the same print, the same signature in place. */
function fingerprintOf(signature: Signature): string {
  const text = `${signature.html}\n${signature.images.map((i) => i.cid).join('\n')}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length}:${hash.toString(16)}`;
}

/** Writes the mark unless the one there is the same (a client without internet headers: nothing, never a failure). */
async function markItem(item: ComposeItem, mark: string | null): Promise<void> {
  if ((await item.sessionGet(MARK_KEY)) === (mark ?? '')) return;
  if (await item.mark(mark).catch(() => false)) await item.sessionSet(MARK_KEY, mark ?? '');
}

/**
 * Fetches the signature for the item's From mailbox, compose type and recipient domains, and applies it in place of
 * the one there (`setSignatureAsync` replaces Outlook's signature region; it never adds a second); never throws.
 */
export async function applySignature(deps: AddinDeps, item: ComposeItem, how: ApplyHow = {}): Promise<ApplyResult> {
  let type: ComposeType = 'new';
  let mailbox = '';
  let token: string | undefined;
  const about = () => ({ type, client: deps.client, ...(deps.host ? { host: deps.host } : {}) });
  try {
    mailbox = await item.fromAddress();
    type = await item.composeType();
    const domains = recipientDomains(await item.recipients());
    const asked = JSON.stringify([mailbox.toLowerCase(), type, domains]);
    if (how.unlessUnchanged && (await item.sessionGet(ASKED_KEY)) === asked) {
      return { mailbox, unchanged: true, report: { ...about(), outcome: 'skipped' } };
    }
    try {
      token = await deps.token();
    } catch (e) {
      await item.notify(SIGN_IN_NOTICE_ID, words(addinLanguage(officeLanguage()), 'signInNotice')).catch(() => undefined);
      return { mailbox, report: { ...about(), outcome: 'failed', reason: 'no_token', error: `No token: ${message(e)}` } };
    }
    // The body, where the client gives it: a reply whose quoted history holds this sender's full signature may get the
    // shorter one (once per thread), and a phone's footer at the end of the new text goes.
    const body = item.readBody ? await item.readBody().catch(() => null) : null;
    const thread = body === null ? undefined : { quotedSignature: type === 'reply' && quotesOwnSignature(body, mailbox) };
    const answer = await fetchSignature(deps, token, mailbox, type, domains, thread);
    if (answer.kind === 'unavailable') {
      await item.sessionSet(ASKED_KEY, asked);
      return {
        mailbox,
        token,
        status: answer.status,
        report: { ...about(), outcome: 'skipped', reason: 'not_served', error: `HTTP ${answer.status}` },
      };
    }
    const { signature } = answer;
    const report: ApplyReport = { ...about(), outcome: 'applied' };
    if (signature.templateId) report.templateId = signature.templateId;
    if (signature.version) report.version = signature.version;
    // The service's last good signature, served while its storage is out: applied all the same, and said so.
    if (signature.stale) report.stale = true;
    // Recipients changed but not the signature (an organisation without recipient conditions, or one whose answer
    // says only that the recipients are now outside): the one in place stays untouched rather than being written
    // again under the person's cursor; only the mark follows.
    const placed = fingerprintOf(signature);
    if (how.unlessUnchanged && !answer.offline && (await item.sessionGet(PLACED_KEY)) === placed) {
      await markItem(item, markOf(signature));
      await item.sessionSet(ASKED_KEY, asked);
      return { mailbox, token, report };
    }
    await placeImages(item, signature);
    // New Outlook and Outlook on the web stack a signature with inline images under the one in place instead of
    // replacing it (office-js #6402); emptying the signature region first leaves nothing to stack under.
    if (signature.images.length) await item.setSignature('');
    // The service's mark goes in front, so that the relay and the next reply know this signature as the service's.
    await item.setSignature(withOwnMark(signature.html, mailbox, signature.thread?.inThread ? 'r' : 'f'));
    await item.disableClientSignature();
    // The phone's footer goes once the signature is in place: the new text then ends where the service's mark starts
    // (Outlook's own signature, until replaced, would hide the footer above it).
    if (body !== null && signature.thread?.removeMobileFooters) await removeMobileFooter(item);
    // The mark is for the relay (`unsigned` mode); a client without internet headers leaves the message unmarked.
    await markItem(item, markOf(signature));
    await item.sessionSet(PLACED_KEY, placed);
    // This device's copy, used because the service could not be reached, may be another recipients' signature.
    if (!answer.offline) await item.sessionSet(ASKED_KEY, asked);
    return { mailbox, token, report };
  } catch (e) {
    return { mailbox, token, report: { ...about(), outcome: 'failed', reason: reasonOf(e), error: message(e) } };
  }
}

/** Takes a phone's footer off the end of the new text, reading the body as it now is; nothing when it ends with none. */
async function removeMobileFooter(item: ComposeItem): Promise<void> {
  if (!item.readBody || !item.replaceBody) return;
  const tidied = withoutMobileFooter(await item.readBody());
  if (tidied !== null) await item.replaceBody(tidied);
}

interface CompletableEvent {
  completed(): void;
}

/**
 * One event: apply, fire the report, complete the event. The report is not awaited before `completed()`;
 * the returned promise settles when it is sent or queued (tests wait on it, the runtime does not).
 */
export async function handleComposeEvent(
  deps: AddinDeps,
  item: ComposeItem,
  event: CompletableEvent,
  name?: ApplyReport['event'],
  how: ApplyHow = {},
): Promise<void> {
  const started = Date.now();
  let result: ApplyResult | undefined;
  try {
    result = await applySignature(deps, item, how);
    // Nothing asked, nothing changed: no report (an apply report counts attempts to sign).
    if (result.unchanged) result = undefined;
  } finally {
    if (result) {
      if (name) result.report.event = name;
      result.report.durationMs = Math.min(600_000, Math.max(0, Math.round(Date.now() - started)));
    }
    const background = result ? recordOutcome(deps, result) : Promise.resolve();
    event.completed();
    await background;
  }
}

export async function recordOutcome(deps: AddinDeps, result: ApplyResult): Promise<void> {
  const { report, mailbox, status, token } = result;
  const sent = sendReport(deps, token, report);
  await saveLastOutcome(deps.storage, { ...report, mailbox, status, at: new Date().toISOString() }).catch(() => undefined);
  await sent;
}
