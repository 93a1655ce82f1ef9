/// <reference types="office-js" />
/// <reference types="office-runtime" />
import { MARK_HEADER, type AddinDeps, type ClientStorage, type ComposeItem, type ComposeType } from './ports.js';

/** Turns an Office callback API into a promise. */
function asyncResult<T>(call: (callback: (result: Office.AsyncResult<T>) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    call((result) => {
      if (result.status === Office.AsyncResultStatus.Succeeded) resolve(result.value);
      else reject(new Error(result.error ? `${result.error.name}: ${result.error.message}` : 'Office call failed'));
    });
  });
}

type ComposeOfficeItem = Office.MessageCompose | Office.AppointmentCompose;
const isMessage = (item: ComposeOfficeItem): item is Office.MessageCompose => 'from' in item && item.from !== undefined;

/** The compose item behind the ports the logic uses. */
export function officeItem(item: ComposeOfficeItem, mailbox: Office.Mailbox): ComposeItem {
  return {
    async fromAddress() {
      if (!isMessage(item)) return mailbox.userProfile.emailAddress;
      const from = await asyncResult<Office.EmailAddressDetails>((cb) => item.from.getAsync(cb));
      return from.emailAddress;
    },
    async composeType(): Promise<ComposeType> {
      if (!isMessage(item) || typeof item.getComposeTypeAsync !== 'function') return 'new';
      const value = await asyncResult<{ composeType: string }>((cb) => item.getComposeTypeAsync(cb as never));
      return value.composeType === 'newMail' ? 'new' : 'reply';
    },
    async attachments() {
      const list = await asyncResult<Office.AttachmentDetailsCompose[]>((cb) => item.getAttachmentsAsync(cb));
      return list.map((a) => ({ id: a.id, name: a.name, isInline: a.isInline }));
    },
    addInlineImage: (base64, name) =>
      asyncResult<string>((cb) => item.addFileAttachmentFromBase64Async(base64, name, { isInline: true }, cb)),
    removeAttachment: (id) => asyncResult<void>((cb) => item.removeAttachmentAsync(id, cb)),
    setSignature: (html) => asyncResult<void>((cb) => item.body.setSignatureAsync(html, { coercionType: Office.CoercionType.Html }, cb)),
    readBody: () => asyncResult<string>((cb) => item.body.getAsync(Office.CoercionType.Html, cb)),
    replaceBody: (html) => asyncResult<void>((cb) => item.body.setAsync(html, { coercionType: Office.CoercionType.Html }, cb)),
    disableClientSignature: () => asyncResult<void>((cb) => item.disableClientSignatureAsync(cb)),
    async recipients() {
      if (!isMessage(item)) return [];
      const addresses: string[] = [];
      for (const field of [item.to, item.cc, item.bcc]) {
        if (!field || typeof field.getAsync !== 'function') continue;
        const list = await asyncResult<Office.EmailAddressDetails[]>((cb) => field.getAsync(cb));
        for (const r of list) if (r.emailAddress) addresses.push(r.emailAddress);
      }
      return addresses;
    },
    async mark(value) {
      // Mailbox 1.8, and Outlook mobile from 4.2405 although it reports 1.5: the object itself says whether it is there.
      const headers = isMessage(item) ? item.internetHeaders : undefined;
      if (!headers || typeof headers.setAsync !== 'function') return false;
      if (value === null) await asyncResult<void>((cb) => headers.removeAsync([MARK_HEADER], cb));
      else await asyncResult<void>((cb) => headers.setAsync({ [MARK_HEADER]: value }, cb));
      return true;
    },
    async sessionGet(key) {
      if (!item.sessionData) return undefined;
      try {
        return await asyncResult<string>((cb) => item.sessionData.getAsync(key, cb));
      } catch {
        return undefined; // an unknown key is an error in office.js
      }
    },
    sessionSet: (key, value) =>
      item.sessionData ? asyncResult<void>((cb) => item.sessionData.setAsync(key, value, cb)) : Promise.resolve(),
    notify: (id, message) =>
      asyncResult<void>((cb) =>
        item.notificationMessages.replaceAsync(
          id,
          { type: Office.MailboxEnums.ItemNotificationMessageType.InformationalMessage, message, icon: 'Icon.16x16', persistent: false },
          cb,
        ),
      ),
  };
}

/** `OfficeRuntime.storage` where the client has it, the page's localStorage otherwise. */
function clientStorage(): ClientStorage {
  if (typeof OfficeRuntime !== 'undefined' && OfficeRuntime.storage) return OfficeRuntime.storage;
  return {
    getItem: async (key) => localStorage.getItem(key),
    setItem: async (key, value) => localStorage.setItem(key, value),
  };
}

/** The add-in's API token; inside an event no prompt may be shown. */
export const silentToken = () =>
  OfficeRuntime.auth.getAccessToken({ allowSignInPrompt: false, allowConsentPrompt: false, forMSGraphAccess: false });
export const interactiveToken = () =>
  OfficeRuntime.auth.getAccessToken({ allowSignInPrompt: true, allowConsentPrompt: true, forMSGraphAccess: false });

function clientHost(): AddinDeps['host'] {
  const d = Office.context.mailbox?.diagnostics;
  if (!d) return undefined;
  return {
    name: String(d.hostName).slice(0, 60),
    version: String(d.hostVersion ?? '').slice(0, 60),
    platform: String(Office.context.platform ?? '').slice(0, 40),
  };
}

function clientName(): string | undefined {
  const host = clientHost();
  return host ? `${host.name} ${host.platform} ${host.version}`.replace(/\s+/g, ' ').slice(0, 200) : undefined;
}

declare const __ADDIN_BASE_URL__: string;

/**
 * The service's origin: the add-in files are served under `<base>/addin/`, so the page's own location gives it and
 * one build serves any host. A build may pin it (ADDIN_BASE_URL at build time).
 */
/** A loop, not `/\/+$/` (which retries at each slash of a run) nor a lookbehind (not in every Outlook's engine). */
function withoutTrailingSlashes(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '/') end--;
  return s.slice(0, end);
}

function serviceBase(): string {
  const pinned = typeof __ADDIN_BASE_URL__ === 'string' ? __ADDIN_BASE_URL__ : '';
  if (pinned) return withoutTrailingSlashes(pinned);
  // Classic Outlook on Windows runs the event script without a page: there the runtime's own URL comes from Office
  // (Mailbox 1.14). Everywhere else the page's address names the service.
  const runtimeUrl =
    typeof Office !== 'undefined'
      ? (Office.context as { urls?: { javascriptRuntimeUrl?: string } } | undefined)?.urls?.javascriptRuntimeUrl
      : undefined;
  const href = (typeof location !== 'undefined' && location.href) || runtimeUrl || '';
  const at = href.indexOf('/addin/');
  return at >= 0 ? href.slice(0, at) : new URL(href).origin;
}

export function officeDeps(token: () => Promise<string>): AddinDeps {
  return {
    base: serviceBase(),
    fetch: (url, init) => fetch(url, init),
    storage: clientStorage(),
    token,
    client: clientName(),
    host: clientHost(),
  };
}
