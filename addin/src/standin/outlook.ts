// The Office.js stand-in: the Outlook APIs the event runtime calls, with Outlook's behaviour and its known faults.
// The add-in's tests and the portal's compose window both drive the unmodified built runtime through it.
import { ADDIN, type LaunchEventDescription } from '../../manifest/description.js';
import type { HandlerName } from '../../manifest/handlers.js';

/** The Outlook clients, as Office reports them (`diagnostics.hostName`, `context.platform`). */
export const OUTLOOK_CLIENTS = {
  classic: { label: 'Outlook classic on Windows', hostName: 'Outlook', platform: 'PC', hostVersion: '16.0.18526.20168' },
  new: { label: 'New Outlook on Windows', hostName: 'newOutlookWindows', platform: 'OfficeOnline', hostVersion: '1.2026.1010.100' },
  web: { label: 'Outlook on the web', hostName: 'OutlookWebApp', platform: 'OfficeOnline', hostVersion: '20261010004.08' },
  mac: { label: 'Outlook on Mac', hostName: 'Outlook', platform: 'Mac', hostVersion: '16.103' },
  ios: { label: 'Outlook on iOS', hostName: 'OutlookIOS', platform: 'iOS', hostVersion: '4.2540.0' },
  android: { label: 'Outlook on Android', hostName: 'OutlookAndroid', platform: 'Android', hostVersion: '4.2540.1' },
} as const;
export type OutlookClient = keyof typeof OUTLOOK_CLIENTS;
const MOBILE: readonly OutlookClient[] = ['ios', 'android'];

/** Known client faults that can be switched on. */
export interface StandinFaults {
  /**
   * office-js #6402: new Outlook and Outlook on the web insert a signature that has inline images below the one in
   * place instead of replacing it, so the signature and its images appear twice.
   */
  stackedSignature: boolean;
  /** office-js #6488: a compose window popped out quickly gets no launch event; the add-in never runs. */
  eventLostOnPopOut: boolean;
  /** The signature service cannot be reached: every request to it fails as a browser's fetch does. */
  serviceUnreachable: boolean;
}
export const NO_FAULTS: StandinFaults = { stackedSignature: false, eventLostOnPopOut: false, serviceUnreachable: false };
/** The clients each fault occurs in (as reported in office-js). */
export const FAULT_CLIENTS: Record<keyof StandinFaults, readonly OutlookClient[]> = {
  stackedSignature: ['new', 'web'],
  eventLostOnPopOut: ['new', 'web'],
  serviceUnreachable: Object.keys(OUTLOOK_CLIENTS) as OutlookClient[],
};

/** Office's compose types: reply and reply all are both `reply`. */
export type OfficeComposeType = 'newMail' | 'reply' | 'forward';
export type LaunchEventType = LaunchEventDescription['xmlType'];

export interface StandinAttachment {
  id: string;
  name: string;
  isInline: boolean;
  base64: string;
}

/** One compose window: what Outlook holds for the item. */
export interface ComposeItemState {
  itemType: 'message' | 'appointment';
  composeType: OfficeComposeType;
  from: string;
  /** What the person typed, above the signature (the cursor is at its end). */
  typed: string;
  /** The original message of a reply or forward, below the signature. */
  quoted: string;
  /** The signature region, top to bottom; more than one entry only when a fault stacked them. */
  signatures: string[];
  /** The region holds Outlook's own signature (until an add-in's replaces it). */
  clientSignatureShown: boolean;
  attachments: StandinAttachment[];
  /** Every attachment ever added, removals included, to tell "attached once" from "attached, removed, attached". */
  added: string[];
  clientSignatureDisabled: boolean;
  session: Map<string, string>;
  notifications: Map<string, { message: string; type: string }>;
  /** The signature region as one piece of HTML (undefined: empty). */
  readonly signature: string | undefined;
}

export interface ComposeOptions {
  itemType?: 'message' | 'appointment';
  composeType?: OfficeComposeType;
  from?: string;
  typed?: string;
  quoted?: string;
  /** Outlook's own signature for the person, inserted as the window opens. */
  clientSignature?: string;
}

/** What happened, in order, for the page beside the compose window and for tests. */
export type Happening =
  | { kind: 'event'; at: number; event: LaunchEventType; fired: boolean; reason?: string }
  | { kind: 'token'; at: number; ok: boolean; error?: string }
  | { kind: 'signature'; at: number; mailbox: string; type: string; status: number; notModified: boolean; revalidated: boolean }
  | { kind: 'unreachable'; at: number; path: string }
  | { kind: 'attached'; at: number; name: string; bytes: number }
  | { kind: 'removed'; at: number; name: string }
  | { kind: 'setSignature'; at: number; stacked: boolean; empty: boolean }
  | { kind: 'clientSignatureDisabled'; at: number }
  | { kind: 'notification'; at: number; message: string }
  | { kind: 'report'; at: number; status: number; report: unknown }
  | { kind: 'completed'; at: number; event: LaunchEventType; ms: number };

export interface FireResult {
  fired: boolean;
  /** Event to `completed()`, in milliseconds; undefined when it did not fire or did not complete in time. */
  ms?: number;
  completed: boolean;
}

export interface StandinOptions {
  user: { email: string; displayName: string };
  client?: OutlookClient;
  /** The add-in's token for the signed-in person (scope `access_as_user`). */
  token?: () => Promise<string>;
  /** The network the runtime's `fetch` goes through. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  faults?: Partial<StandinFaults>;
  /** Office's `context.urls.javascriptRuntimeUrl` (classic Outlook's runtime without a page). */
  runtimeUrl?: string;
  /** How long Outlook waits for `completed()` before it ends the event. */
  eventTimeoutMs?: number;
  storage?: Record<string, string>;
  /** The compose window open from the start (without it: a new message from the user). */
  compose?: ComposeOptions;
}

type AsyncResult<T> = { status: 'succeeded' | 'failed'; value?: T; error?: { name: string; message: string; code: number } };
type Callback<T> = (result: AsyncResult<T>) => void;
type Handler = (event: { type: string; completed(options?: unknown): void }) => void;

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
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function newItem(o: ComposeOptions, user: string): ComposeItemState {
  return {
    itemType: o.itemType ?? 'message',
    composeType: o.itemType === 'appointment' ? 'newMail' : (o.composeType ?? 'newMail'),
    from: o.from ?? user,
    typed: o.typed ?? '',
    quoted: o.quoted ?? '',
    signatures: o.clientSignature ? [o.clientSignature] : [],
    clientSignatureShown: !!o.clientSignature,
    attachments: [],
    added: [],
    clientSignatureDisabled: false,
    session: new Map(),
    notifications: new Map(),
    get signature() {
      return this.signatures.length ? this.signatures.join('') : undefined;
    },
  };
}

/** Outlook as the event runtime sees it: `Office`, `OfficeRuntime` and the network, over one compose window. */
export class OutlookStandin {
  readonly happenings: Happening[] = [];
  /** Moves on with every change (a snapshot for UI frameworks). */
  revision = 0;
  readonly storage = new Map<string, string>();
  faults: StandinFaults;
  client: OutlookClient;
  item: ComposeItemState;
  private readonly handlers = new Map<string, Handler>();
  private readonly listeners = new Set<() => void>();
  private nextAttachment = 1;
  private readonly network: (url: string, init?: RequestInit) => Promise<Response>;
  readonly Office: ReturnType<OutlookStandin['office']>;
  readonly OfficeRuntime: ReturnType<OutlookStandin['officeRuntime']>;

  constructor(private readonly options: StandinOptions) {
    this.client = options.client ?? 'classic';
    this.faults = { ...NO_FAULTS, ...options.faults };
    // The page's own fetch, taken before `install` puts the recording one in its place.
    const pageFetch = globalThis.fetch.bind(globalThis);
    this.network = options.fetch ?? ((url, init) => pageFetch(url, init));
    for (const [k, v] of Object.entries(options.storage ?? {})) this.storage.set(k, v);
    this.item = newItem(options.compose ?? {}, options.user.email);
    this.Office = this.office();
    this.OfficeRuntime = this.officeRuntime();
  }

  /** Puts `Office`, `OfficeRuntime` and `fetch` on a global object (a frame's window, a vm context). */
  install<T extends object>(target: T): T & { Office: unknown; OfficeRuntime: unknown; fetch: typeof fetch } {
    return Object.assign(target, { Office: this.Office, OfficeRuntime: this.OfficeRuntime, fetch: this.fetch });
  }

  /** Opens a compose window (the item Office.context.mailbox.item answers). */
  compose(o: ComposeOptions = {}): ComposeItemState {
    this.item = newItem(o, this.options.user.email);
    this.changed();
    return this.item;
  }

  /** The handler names `Office.actions.associate` received. */
  get associated(): string[] {
    return [...this.handlers.keys()];
  }

  /** Calls back on every change of the item or the happenings. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Raises a launch event as Outlook does: the handler the manifests bind to it, an event whose `completed()` ends it.
   * Settles when the add-in completes it, or when Outlook would give up on it.
   */
  async fire(event: LaunchEventType, how: { popOut?: boolean } = {}): Promise<FireResult> {
    const description = ADDIN.launchEvents.find((e) => e.xmlType === event)!;
    const refused = this.whyNotRaised(description, how);
    const at = now();
    this.record({ kind: 'event', at, event, fired: !refused, reason: refused });
    if (refused) return { fired: false, completed: false };
    const handler = this.handlers.get(description.handler satisfies HandlerName);
    if (!handler) {
      this.record({ kind: 'event', at, event, fired: false, reason: `the runtime associated no ${description.handler}` });
      return { fired: false, completed: false };
    }
    return new Promise<FireResult>((resolve) => {
      let done = false;
      const timer = setTimeout(() => {
        if (!done) resolve({ fired: true, completed: false });
        done = true;
      }, this.options.eventTimeoutMs ?? 300_000);
      handler({
        type: description.unifiedType,
        completed: () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          const ms = now() - at;
          this.record({ kind: 'completed', at: now(), event, ms });
          resolve({ fired: true, completed: true, ms });
        },
      });
    });
  }

  /** The person picks another From address: Outlook raises OnMessageFromChanged. */
  changeFrom(address: string): Promise<FireResult> {
    this.item.from = address;
    this.changed();
    return this.fire('OnMessageFromChanged');
  }

  /** The body as Outlook holds it: the typed text with the cursor, the signature region, then a reply's original. */
  bodyHtml(): string {
    const signature = this.item.signatures.map((s) => `<div class="signature-block">${s}</div>`).join('');
    const quoted = this.item.quoted ? `<div id="appendonsend"></div><hr><div id="divRplyFwdMsg">${this.item.quoted}</div>` : '';
    return `<div id="typed">${this.item.typed}</div><div id="Signature">${signature}</div>${quoted}`;
  }

  /** The runtime's network: the fault switch, and what the service answered, recorded. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://standin.invalid').pathname;
    if (this.faults.serviceUnreachable) {
      this.record({ kind: 'unreachable', at: now(), path });
      throw new TypeError('Failed to fetch');
    }
    const res = await this.network(url, init);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (path.endsWith('/api/signature')) {
      const asked = (body ? JSON.parse(body) : {}) as { email?: string; type?: string };
      const headers = new Headers(init?.headers);
      this.record({
        kind: 'signature',
        at: now(),
        mailbox: asked.email ?? '',
        type: asked.type ?? '',
        status: res.status,
        notModified: res.status === 304,
        revalidated: headers.has('if-none-match'),
      });
    } else if (path.endsWith('/api/signature/report')) {
      this.record({ kind: 'report', at: now(), status: res.status, report: body ? (JSON.parse(body) as unknown) : null });
    }
    return res;
  };

  private whyNotRaised(description: LaunchEventDescription, how: { popOut?: boolean }): string | undefined {
    if (MOBILE.includes(this.client) && !description.mobile)
      return `${OUTLOOK_CLIENTS[this.client].label} does not raise ${description.xmlType}`;
    if ((description.xmlType === 'OnNewAppointmentOrganizer') !== (this.item.itemType === 'appointment'))
      return `${description.xmlType} is not raised for this kind of item`;
    if (how.popOut && this.faults.eventLostOnPopOut && FAULT_CLIENTS.eventLostOnPopOut.includes(this.client))
      return 'the window was popped out before the event was raised (office-js #6488)';
    return undefined;
  }

  private record(happening: Happening) {
    this.happenings.push(happening);
    this.changed();
  }

  private changed() {
    this.revision++;
    for (const listener of this.listeners) listener();
  }

  private office() {
    // The getters below belong to object literals (Office's shape) and read the stand-in's current state.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const self = this;
    const diagnostics = () => ({
      hostName: OUTLOOK_CLIENTS[self.client].hostName,
      hostVersion: OUTLOOK_CLIENTS[self.client].hostVersion,
      OWAView: undefined,
    });
    const context = {
      get platform() {
        return OUTLOOK_CLIENTS[self.client].platform;
      },
      urls: self.options.runtimeUrl ? { javascriptRuntimeUrl: self.options.runtimeUrl } : undefined,
      mailbox: {
        get item() {
          return self.officeItem();
        },
        userProfile: { emailAddress: self.options.user.email, displayName: self.options.user.displayName },
        get diagnostics() {
          return diagnostics();
        },
      },
    };
    return {
      AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
      CoercionType: { Html: 'html', Text: 'text' },
      MailboxEnums: { ItemNotificationMessageType: { InformationalMessage: 'informationalMessage', ErrorMessage: 'errorMessage' } },
      context,
      actions: {
        associate: (name: string, handler: Handler) => void self.handlers.set(name, handler),
      },
      onReady: (callback?: (info: { host: string; platform: string }) => void) => {
        const info = { host: 'Outlook', platform: OUTLOOK_CLIENTS[self.client].platform };
        callback?.(info);
        return Promise.resolve(info);
      },
    };
  }

  /** `Office.context.mailbox.item` for the open compose window: a message or an appointment, as Outlook shapes them. */
  private officeItem() {
    const item = this.item;
    const attachmentDetails = () =>
      item.attachments.map((a) => ({ id: a.id, name: a.name, isInline: a.isInline, attachmentType: 'file', size: a.base64.length }));
    const common = {
      itemType: item.itemType,
      getAttachmentsAsync: (...args: unknown[]) => succeed(args, attachmentDetails()),
      addFileAttachmentFromBase64Async: (base64: string, name: string, ...rest: unknown[]) => {
        const options = (typeof rest[0] === 'object' && rest[0] ? rest[0] : {}) as { isInline?: boolean };
        if (!name) return fail(rest, 'InvalidAttachmentName', 'The attachment needs a name');
        const id = `AAMkAGI${this.nextAttachment++}`;
        item.attachments.push({ id, name, isInline: options.isInline === true, base64 });
        item.added.push(name);
        this.record({ kind: 'attached', at: now(), name, bytes: Math.floor((base64.length * 3) / 4) });
        succeed(rest, id);
      },
      removeAttachmentAsync: (id: string, ...rest: unknown[]) => {
        const at = item.attachments.findIndex((a) => a.id === id);
        if (at < 0) return fail(rest, 'InvalidAttachmentId', 'The attachment does not exist', 9002);
        const [removed] = item.attachments.splice(at, 1);
        this.record({ kind: 'removed', at: now(), name: removed.name });
        succeed(rest);
      },
      body: {
        setSignatureAsync: (html: string, ...rest: unknown[]) => {
          if (html.length > SIGNATURE_LIMIT) return fail(rest, 'DataExceedsMaximumSize', 'The signature is too long', 9016);
          const stacked =
            this.faults.stackedSignature &&
            FAULT_CLIENTS.stackedSignature.includes(this.client) &&
            html.includes('cid:') &&
            item.signatures.length > 0;
          if (stacked) item.signatures.push(html);
          else item.signatures = html ? [html] : [];
          item.clientSignatureShown = false;
          this.record({ kind: 'setSignature', at: now(), stacked, empty: !html });
          succeed(rest);
        },
      },
      disableClientSignatureAsync: (...args: unknown[]) => {
        item.clientSignatureDisabled = true;
        this.record({ kind: 'clientSignatureDisabled', at: now() });
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
          this.record({ kind: 'notification', at: now(), message: details.message });
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
    return {
      ...common,
      from: { getAsync: (...args: unknown[]) => succeed(args, { emailAddress: item.from, displayName: item.from }) },
      getComposeTypeAsync: (...args: unknown[]) => succeed(args, { composeType: item.composeType, coercionType: 'html' }),
    };
  }

  private officeRuntime() {
    return {
      storage: {
        getItem: async (key: string) => this.storage.get(key) ?? null,
        setItem: async (key: string, value: string) => void this.storage.set(key, value),
        removeItem: async (key: string) => void this.storage.delete(key),
      },
      auth: {
        getAccessToken: async (_options?: unknown) => {
          try {
            if (!this.options.token) throw new Error('13001: The user is not signed in to Office');
            const token = await this.options.token();
            this.record({ kind: 'token', at: now(), ok: true });
            return token;
          } catch (e) {
            this.record({ kind: 'token', at: now(), ok: false, error: e instanceof Error ? e.message : String(e) });
            throw e;
          }
        },
      },
    };
  }
}
