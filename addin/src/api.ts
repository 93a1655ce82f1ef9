import type { AddinDeps, ClientStorage, ComposeType } from './ports.js';
import { addinLanguage, officeLanguage } from './words.js';
import type { paths } from './schema.js';

type SignatureCall = paths['/api/signature']['post'];
type ReportCall = paths['/api/signature/report']['post'];
type ProfileCall = paths['/api/signature/profile']['get'];

/**
 * What the add-in asks `POST /api/signature` and what it answers (types generated from the route table). `recipients`
 * (DESIGN §14) is written here too until the generated types carry it; a service without it ignores the field.
 */
type SignatureRequest = NonNullable<SignatureCall['requestBody']>['content']['application/json'];
/** What the add-in read of the thread (see `thread` of the request). */
export type ThreadRead = NonNullable<SignatureRequest['thread']>;
export type Signature = SignatureCall['responses'][200]['content']['application/json'];

type SignatureAnswer =
  /**
   * `cached`: this device's copy (304); `offline`: that copy because the service could not be reached. `etag` names
   * the answer (the same signature, the same tag).
   */
  | { kind: 'signature'; signature: Signature; cached: boolean; offline?: boolean; etag?: string }
  /** 402/403/404: the service serves no signature for this mailbox; apply nothing. */
  | { kind: 'unavailable'; status: number };

interface CachedSignature {
  etag: string;
  body: Signature;
}

const SKIP_STATUSES = [402, 403, 404];
/** One copy per mailbox, type and thread reading: a reply further down a thread may get another signature. */
const cacheKey = (mailbox: string, type: ComposeType, thread?: ThreadRead) =>
  `signature:${mailbox.toLowerCase()}:${type}${thread?.quotedSignature ? ':in-thread' : ''}`;

export class ServiceError extends Error {}

async function readJson<T>(storage: ClientStorage, key: string): Promise<T | undefined> {
  const raw = await storage.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the signature with the last answer's ETag, so an unchanged signature moves no HTML or image. `domains` are
 * the recipients' domains (never addresses); none: the request is the one without recipients.
 */
export async function fetchSignature(
  deps: AddinDeps,
  token: string,
  mailbox: string,
  type: ComposeType,
  domains: readonly string[] = [],
  thread?: ThreadRead,
): Promise<SignatureAnswer> {
  const key = cacheKey(mailbox, type, thread);
  const cached = await readJson<CachedSignature>(deps.storage, key);
  // The service's sentences (why no signature is served) in Office's display language.
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-language': addinLanguage(officeLanguage()),
  };
  if (cached) headers['if-none-match'] = cached.etag;
  const body: SignatureRequest = { email: mailbox, type };
  if (domains.length) body.recipients = { domains: [...domains] };
  if (thread) body.thread = thread;
  let res: Response;
  try {
    res = await deps.fetch(`${deps.base}/api/signature`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  } catch (e) {
    // The service cannot be reached: the last signature this device received for the mailbox beats none.
    if (cached) return { kind: 'signature', signature: cached.body, cached: true, offline: true, etag: cached.etag };
    throw e;
  }
  if (res.status === 304 && cached) return { kind: 'signature', signature: cached.body, cached: true, etag: cached.etag };
  if (SKIP_STATUSES.indexOf(res.status) >= 0) return { kind: 'unavailable', status: res.status };
  if (!res.ok) throw new ServiceError(`The signature service answered ${res.status}`);
  const signature = (await res.json()) as Signature;
  const etag = res.headers.get('etag');
  if (etag) await deps.storage.setItem(key, JSON.stringify({ etag, body: signature }));
  return { kind: 'signature', signature, cached: false, ...(etag ? { etag } : {}) };
}

/** One apply outcome, as `POST /api/signature/report` takes it. */
export type ApplyReport = ReportCall['requestBody']['content']['application/json'];

const QUEUE_KEY = 'reports:queue';
const QUEUE_LIMIT = 20;

async function post(deps: AddinDeps, token: string, report: ApplyReport): Promise<boolean> {
  try {
    const res = await deps.fetch(`${deps.base}/api/signature/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Queues a report for the next time one goes through. */
async function queueReport(storage: ClientStorage, report: ApplyReport): Promise<void> {
  const queue = (await readJson<ApplyReport[]>(storage, QUEUE_KEY)) ?? [];
  queue.push(report);
  await storage.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-QUEUE_LIMIT)));
}

/** Sends one report; if it fails it is queued, if it succeeds the queued ones follow it. Never throws. */
export async function sendReport(deps: AddinDeps, token: string | undefined, report: ApplyReport): Promise<void> {
  try {
    if (!token || !(await post(deps, token, report))) return await queueReport(deps.storage, report);
    const queue = (await readJson<ApplyReport[]>(deps.storage, QUEUE_KEY)) ?? [];
    if (queue.length === 0) return;
    await deps.storage.setItem(QUEUE_KEY, '[]');
    const left: ApplyReport[] = [];
    for (const queued of queue) if (!(await post(deps, token, queued))) left.push(queued);
    if (left.length) for (const r of left) await queueReport(deps.storage, r);
  } catch {
    // A report must never break a compose.
  }
}

export const pendingReports = async (storage: ClientStorage) => (await readJson<ApplyReport[]>(storage, QUEUE_KEY)) ?? [];

/** The outcome of the last apply, shown by the task pane. */
export interface LastOutcome extends ApplyReport {
  mailbox: string;
  status?: number;
  at: string;
}
const LAST_KEY = 'apply:last';
export const saveLastOutcome = (storage: ClientStorage, outcome: LastOutcome) => storage.setItem(LAST_KEY, JSON.stringify(outcome));
export const lastOutcome = (storage: ClientStorage) => readJson<LastOutcome>(storage, LAST_KEY);

type AddinProfile = ProfileCall['responses'][200]['content']['application/json'];
export async function fetchProfile(deps: AddinDeps, token: string, mailbox: string): Promise<AddinProfile | undefined> {
  const res = await deps.fetch(`${deps.base}/api/signature/profile?email=${encodeURIComponent(mailbox)}`, {
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.ok ? ((await res.json()) as AddinProfile) : undefined;
}
