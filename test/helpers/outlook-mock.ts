import { OfficeMockObject } from 'office-addin-mock';

/** The state of one compose window, as the mocked Outlook item sees it. */
export interface ComposeState {
  from: string;
  composeType: 'newMail' | 'reply' | 'forward';
  attachments: { id: string; name: string; isInline: boolean; base64: string }[];
  signature?: string;
  clientSignatureDisabled: boolean;
  session: Map<string, string>;
  notifications: Map<string, { message: string; type: string }>;
  /** Every attachment ever added, removals included, to tell "attached once" from "attached, removed, attached". */
  added: string[];
}

type Callback<T> = (result: { status: string; value?: T; error?: { name: string; message: string } }) => void;
const ok = <T>(cb: Callback<T>, value?: T) => cb({ status: 'succeeded', value });
const fail = <T>(cb: Callback<T>, name: string, message: string) => cb({ status: 'failed', error: { name, message } });

export function composeState(from: string, composeType: ComposeState['composeType'] = 'newMail'): ComposeState {
  return { from, composeType, attachments: [], clientSignatureDisabled: false, session: new Map(), notifications: new Map(), added: [] };
}

let nextId = 1;

/** `Office` as office-addin-mock models it for Outlook, with a compose item backed by `state`. */
export function mockOffice(state: ComposeState, user = state.from): OfficeMockObject {
  const item = {
    from: {
      getAsync: (cb: Callback<{ emailAddress: string; displayName: string }>) =>
        ok(cb, { emailAddress: state.from, displayName: state.from }),
    },
    getComposeTypeAsync: (cb: Callback<{ composeType: string; coercionType: string }>) =>
      ok(cb, { composeType: state.composeType, coercionType: 'html' }),
    getAttachmentsAsync: (cb: Callback<unknown>) =>
      ok(
        cb,
        state.attachments.map((a) => ({ id: a.id, name: a.name, isInline: a.isInline, attachmentType: 'file', size: a.base64.length })),
      ),
    addFileAttachmentFromBase64Async: (base64: string, name: string, options: { isInline?: boolean }, cb: Callback<string>) => {
      const id = `att-${nextId++}`;
      state.attachments.push({ id, name, isInline: options.isInline === true, base64 });
      state.added.push(name);
      ok(cb, id);
    },
    removeAttachmentAsync: (id: string, cb: Callback<void>) => {
      const at = state.attachments.findIndex((a) => a.id === id);
      if (at < 0) return fail(cb, 'InvalidAttachmentId', 'The attachment does not exist');
      state.attachments.splice(at, 1);
      ok(cb);
    },
    body: {
      setSignatureAsync: (html: string, _options: unknown, cb: Callback<void>) => {
        state.signature = html;
        ok(cb);
      },
    },
    disableClientSignatureAsync: (cb: Callback<void>) => {
      state.clientSignatureDisabled = true;
      ok(cb);
    },
    sessionData: {
      getAsync: (key: string, cb: Callback<string>) =>
        state.session.has(key) ? ok(cb, state.session.get(key)) : fail(cb, 'KeyNotFound', key),
      setAsync: (key: string, value: string, cb: Callback<void>) => {
        state.session.set(key, value);
        ok(cb);
      },
    },
    notificationMessages: {
      replaceAsync: (key: string, details: { message: string; type: string }, cb: Callback<void>) => {
        state.notifications.set(key, details);
        ok(cb);
      },
    },
  };
  return new OfficeMockObject({
    host: 'outlook',
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    CoercionType: { Html: 'html', Text: 'text' },
    MailboxEnums: { ItemNotificationMessageType: { InformationalMessage: 'informationalMessage' } },
    context: {
      platform: 'PC',
      mailbox: { item, userProfile: { emailAddress: user }, diagnostics: { hostName: 'Outlook', hostVersion: '16.0.test' } },
    },
  });
}

/** `OfficeRuntime.storage`: the client's own storage, a map here. */
export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: async (key: string) => map.get(key) ?? null,
    setItem: async (key: string, value: string) => void map.set(key, value),
  };
}
