// `Office.context.mailbox.item` over the open compose window: a message or an appointment, as Outlook shapes them,
// answering through callbacks as Office does.
import type { StandinFaults } from './clients.js';
import type { ComposeItemState, RecipientField } from './compose-item.js';
import { now, type Happening } from './happenings.js';

type AsyncResult<T> = { status: 'succeeded' | 'failed'; value?: T; error?: { name: string; message: string; code: number } };
type Callback<T> = (result: AsyncResult<T>) => void;

/** Office calls back asynchronously, never inside the call. */
const later = (fn: () => void) => void Promise.resolve().then(fn);
const lastFunction = <T>(args: unknown[]) => [...args].reverse().find((a) => typeof a === 'function') as Callback<T> | undefined;
const succeed = <T>(args: unknown[], value?: T) => {
  const cb = lastFunction<T>(args);
  if (cb) later(() => cb({ status: 'succeeded', value }));
};
const fail = (args: unknown[], name: string, message: string, code = 9000) => {
  const cb = lastFunction<never>(args);
  if (cb) later(() => cb({ status: 'failed', error: { name, message, code } }));
};

/** Outlook refuses a signature over 30,000 characters (`body.setSignatureAsync`). */
const SIGNATURE_LIMIT = 30_000;

/** What the item's calls read and change of the stand-in. */
interface ItemHost {
  item: ComposeItemState;
  /** A known fault is switched on and occurs in the client in use. */
  faulty(fault: keyof StandinFaults): boolean;
  /** The id Outlook gives the next attachment. */
  attachmentId(): string;
  record(happening: Happening): void;
  /** The body as Outlook holds it (typed text, signature region, quoted original). */
  body(): string;
}

const TYPED_OPEN = '<div id="typed">';
const TYPED_CLOSE = '</div><div id="Signature">';

export function officeItem({ item, faulty, attachmentId, record, body }: ItemHost) {
  const attachmentDetails = () =>
    item.attachments.map((a) => ({ id: a.id, name: a.name, isInline: a.isInline, attachmentType: 'file', size: a.base64.length }));
  const common = {
    itemType: item.itemType,
    getAttachmentsAsync: (...args: unknown[]) => succeed(args, attachmentDetails()),
    addFileAttachmentFromBase64Async: (base64: string, name: string, ...rest: unknown[]) => {
      const options = (typeof rest[0] === 'object' && rest[0] ? rest[0] : {}) as { isInline?: boolean };
      if (!name) return fail(rest, 'InvalidAttachmentName', 'The attachment needs a name');
      const id = attachmentId();
      item.attachments.push({ id, name, isInline: options.isInline === true, base64 });
      item.added.push(name);
      record({ kind: 'attached', at: now(), name, bytes: Math.floor((base64.length * 3) / 4) });
      succeed(rest, id);
    },
    removeAttachmentAsync: (id: string, ...rest: unknown[]) => {
      const at = item.attachments.findIndex((a) => a.id === id);
      if (at < 0) return fail(rest, 'InvalidAttachmentId', 'The attachment does not exist', 9002);
      const [removed] = item.attachments.splice(at, 1);
      record({ kind: 'removed', at: now(), name: removed.name });
      succeed(rest);
    },
    body: {
      getAsync: (_coercion: string, ...rest: unknown[]) => succeed(rest, body()),
      /** The whole body written back: the typed text is what stands above the signature region (the rest stays). */
      setAsync: (html: string, ...rest: unknown[]) => {
        const end = html.lastIndexOf(TYPED_CLOSE);
        if (html.startsWith(TYPED_OPEN) && end >= TYPED_OPEN.length) item.typed = html.slice(TYPED_OPEN.length, end);
        else [item.typed, item.signatures, item.quoted] = [html, [], ''];
        record({ kind: 'bodyReplaced', at: now() });
        succeed(rest);
      },
      setSignatureAsync: (html: string, ...rest: unknown[]) => {
        if (html.length > SIGNATURE_LIMIT) return fail(rest, 'DataExceedsMaximumSize', 'The signature is too long', 9016);
        const stacked = faulty('stackedSignature') && html.includes('cid:') && item.signatures.length > 0;
        if (stacked) item.signatures.push(html);
        else item.signatures = html ? [html] : [];
        item.clientSignatureShown = false;
        record({ kind: 'setSignature', at: now(), stacked, empty: !html });
        succeed(rest);
      },
    },
    disableClientSignatureAsync: (...args: unknown[]) => {
      item.clientSignatureDisabled = true;
      record({ kind: 'clientSignatureDisabled', at: now() });
      succeed(args);
    },
    sessionData: {
      getAsync: (key: string, ...rest: unknown[]) =>
        item.session.has(key) ? succeed(rest, item.session.get(key)) : fail(rest, 'KeyNotFound', `No session data named ${key}`),
      setAsync: (key: string, value: string, ...rest: unknown[]) => {
        item.session.set(key, value);
        succeed(rest);
      },
    },
    notificationMessages: {
      replaceAsync: (key: string, details: { message: string; type: string }, ...rest: unknown[]) => {
        item.notifications.set(key, { message: details.message, type: details.type });
        record({ kind: 'notification', at: now(), message: details.message });
        succeed(rest);
      },
    },
  };
  if (item.itemType === 'appointment') {
    return {
      ...common,
      organizer: { getAsync: (...args: unknown[]) => succeed(args, { emailAddress: item.from, displayName: item.from }) },
    };
  }
  const recipients = (field: RecipientField) => ({
    getAsync: (...args: unknown[]) =>
      succeed(
        args,
        item.recipients[field].map((r) => ({ ...r, recipientType: 'other' })),
      ),
  });
  // Mailbox 1.8 (Outlook mobile from 4.2405): custom headers that leave with the message.
  const internetHeaders = {
    setAsync: (headers: Record<string, string>, ...rest: unknown[]) => {
      for (const [name, value] of Object.entries(headers)) {
        item.headers.set(name, String(value));
        record({ kind: 'header', at: now(), name, value: String(value) });
      }
      succeed(rest);
    },
    getAsync: (names: string[], ...rest: unknown[]) =>
      succeed(rest, Object.fromEntries(names.filter((n) => item.headers.has(n)).map((n) => [n, item.headers.get(n)]))),
    removeAsync: (names: string[], ...rest: unknown[]) => {
      for (const name of names) {
        if (item.headers.delete(name)) record({ kind: 'header', at: now(), name, value: null });
      }
      succeed(rest);
    },
  };
  return {
    ...common,
    from: { getAsync: (...args: unknown[]) => succeed(args, { emailAddress: item.from, displayName: item.from }) },
    getComposeTypeAsync: (...args: unknown[]) => succeed(args, { composeType: item.composeType, coercionType: 'html' }),
    to: recipients('to'),
    cc: recipients('cc'),
    bcc: recipients('bcc'),
    internetHeaders,
  };
}
