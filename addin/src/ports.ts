/** What the compose logic needs from Outlook, the client storage and the identity platform: small, so tests run the real logic. */
export type ComposeType = 'new' | 'reply';

export interface ComposeAttachment {
  id: string;
  name: string;
  isInline: boolean;
}

export interface ComposeItem {
  /** The mailbox the message leaves from: the shared mailbox when sending as one. */
  fromAddress(): Promise<string>;
  composeType(): Promise<ComposeType>;
  attachments(): Promise<ComposeAttachment[]>;
  /** Adds an inline image whose name is its content id; answers the attachment id. */
  addInlineImage(base64: string, name: string): Promise<string>;
  removeAttachment(id: string): Promise<void>;
  setSignature(html: string): Promise<void>;
  disableClientSignature(): Promise<void>;
  /** Per-compose storage that survives between events of the same item (`item.sessionData`). */
  sessionGet(key: string): Promise<string | undefined>;
  sessionSet(key: string, value: string): Promise<void>;
  notify(id: string, message: string): Promise<void>;
}

/** `OfficeRuntime.storage`: the client's own key-value storage. */
export interface ClientStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
}

type TokenSource = () => Promise<string>;
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface AddinDeps {
  base: string;
  fetch: Fetch;
  storage: ClientStorage;
  token: TokenSource;
  /** The Outlook client, e.g. "Outlook PC 16.0.1", sent with reports. */
  client?: string;
  /** The same, as Office names its parts: monitoring groups reports by it. */
  host?: { name: string; version: string; platform: string };
}
