/** What the compose logic needs from Outlook, the client storage and the identity platform: small, so tests run the real logic. */
export type ComposeType = 'new' | 'reply';

/** The internet header that says the add-in signed the message; the relay passes such a message in `unsigned` mode. */
export const MARK_HEADER = 'X-Signature-Applied';

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
  /** The addresses in To, then Cc, then Bcc (a meeting: none). Only their domains ever leave the add-in. */
  recipients(): Promise<string[]>;
  /**
   * Marks the message as signed by the add-in with the internet header `X-Signature-Applied` (DESIGN §13), or removes
   * the mark (`null`). False where the client has no internet headers (below Mailbox 1.8, Outlook mobile before
   * 4.2405, a meeting).
   */
  mark(value: string | null): Promise<boolean>;
  /** Per-compose storage that survives between events of the same item (`item.sessionData`). */
  sessionGet(key: string): Promise<string | undefined>;
  sessionSet(key: string, value: string): Promise<void>;
  notify(id: string, message: string): Promise<void>;
  /** The whole body as HTML, signature region and quoted history included (`body.getAsync`); absent where it cannot be read. */
  readBody?(): Promise<string>;
  /** Writes the whole body back (`body.setAsync`): only to take a phone's footer off the end of the new text. */
  replaceBody?(html: string): Promise<void>;
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
