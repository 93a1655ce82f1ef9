// The Office.js stand-in: the Outlook APIs the event runtime calls, with Outlook's behaviour and its known faults.
// The add-in's tests and the portal's compose window both drive the unmodified built runtime through it; this module
// is their one entry (the clients and faults, the compose window, the happenings and the item's calls sit beside it).
import { ADDIN, type LaunchEventDescription } from '../../manifest/description.js';
import type { HandlerName } from '../../manifest/handlers.js';
import { FAULT_CLIENTS, MOBILE, NO_FAULTS, OUTLOOK_CLIENTS, type OutlookClient, type StandinFaults } from './clients.js';
import { newItem, recipientOf, RECIPIENT_FIELDS, type ComposeItemState, type ComposeOptions, type RecipientField } from './compose-item.js';
import { now, type Happening, type LaunchEventType } from './happenings.js';
import { officeItem } from './office-item.js';

export { FAULT_CLIENTS, NO_FAULTS, OUTLOOK_CLIENTS, type OutlookClient, type StandinFaults } from './clients.js';
export { RECIPIENT_FIELDS, recipientOf } from './compose-item.js';
export type {
  ComposeItemState,
  ComposeOptions,
  OfficeComposeType,
  RecipientField,
  StandinAttachment,
  StandinRecipient,
} from './compose-item.js';
export type { Happening, LaunchEventType } from './happenings.js';

interface FireResult {
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

type Handler = (event: { type: string; completed(options?: unknown): void; changedRecipientFields?: Record<string, boolean> }) => void;

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
  private events = 0;
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
  async fire(event: LaunchEventType, how: { popOut?: boolean; changed?: readonly RecipientField[] } = {}): Promise<FireResult> {
    const description = ADDIN.launchEvents.find((e) => e.xmlType === event)!;
    const refused = this.whyNotRaised(description, how);
    const at = now();
    const n = ++this.events;
    const fields = how.changed ? { fields: [...how.changed] } : {};
    this.record({ kind: 'event', at, n, event, fired: !refused, reason: refused, ...fields });
    if (refused) return { fired: false, completed: false };
    const handler = this.handlers.get(description.handler satisfies HandlerName);
    if (!handler) {
      this.record({ kind: 'event', at, n, event, fired: false, reason: `the runtime associated no ${description.handler}` });
      return { fired: false, completed: false };
    }
    // A recipients change says which fields changed (RecipientsChangedEventArgs), as Outlook's does.
    const args = how.changed
      ? {
          changedRecipientFields: {
            ...Object.fromEntries(RECIPIENT_FIELDS.map((f) => [f, how.changed!.includes(f)])),
            optionalAttendees: false,
            requiredAttendees: false,
            resources: false,
          },
        }
      : {};
    return new Promise<FireResult>((resolve) => {
      let done = false;
      const timer = setTimeout(() => {
        if (!done) resolve({ fired: true, completed: false });
        done = true;
      }, this.options.eventTimeoutMs ?? 300_000);
      handler({
        type: description.unifiedType,
        ...args,
        completed: () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          const ms = now() - at;
          this.record({ kind: 'completed', at: now(), n, event, ms });
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

  /**
   * The person adds or removes recipients in one field (each `address` or `Name <address>`): Outlook raises
   * OnMessageRecipientsChanged with that field changed. Nothing is raised when the field holds the same addresses.
   */
  changeRecipients(field: RecipientField, entries: readonly string[]): Promise<FireResult> {
    const next = entries.map(recipientOf).filter((r) => r.emailAddress);
    const same = (a: { emailAddress: string }[], b: { emailAddress: string }[]) =>
      a.length === b.length && a.every((r, i) => r.emailAddress.toLowerCase() === b[i].emailAddress.toLowerCase());
    if (same(this.item.recipients[field], next)) return Promise.resolve({ fired: false, completed: false });
    this.item.recipients[field] = next;
    this.changed();
    return this.fire('OnMessageRecipientsChanged', { changed: [field] });
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
      const asked = (body ? JSON.parse(body) : {}) as { email?: string; type?: string; recipients?: { domains?: string[] } };
      const headers = new Headers(init?.headers);
      this.record({
        kind: 'signature',
        at: now(),
        mailbox: asked.email ?? '',
        type: asked.type ?? '',
        domains: asked.recipients?.domains ?? [],
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
    if (how.popOut && this.faulty('eventLostOnPopOut')) return 'the window was popped out before the event was raised (office-js #6488)';
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

  /** Whether a known fault is switched on and occurs in the client in use. */
  private faulty(fault: keyof StandinFaults): boolean {
    return this.faults[fault] && FAULT_CLIENTS[fault].includes(this.client);
  }

  /** `Office.context.mailbox.item` for the open compose window. */
  private officeItem() {
    return officeItem({
      item: this.item,
      faulty: (fault) => this.faulty(fault),
      attachmentId: () => `AAMkAGI${this.nextAttachment++}`,
      record: (happening) => this.record(happening),
      body: () => this.bodyHtml(),
    });
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
