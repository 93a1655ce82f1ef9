import type { Storage } from '../storage/storage.js';
import { DEFAULT_MAIL_WAITS, MailError, postMail, type MailWaits } from './bounded-send.js';
import { graphSpan } from '../directory/graph-spans.js';
import { tracingOn } from '../metrics/tracing.js';

export { MailError };

export interface Message {
  to: string;
  subject: string;
  html: string;
}

/** Where mail goes. `send` throws `MailError` with the reason (and when the mail service is out, a wait) when the mail was not accepted. */
export interface MailTransport {
  readonly kind: string;
  /** False when this deployment cannot send mail at all (503 on the routes that would). */
  readonly available: boolean;
  send(message: Message): Promise<{ id: string }>;
}

/** No sender configured: mail is written to the `outbox` container, one JSON document a message (local, tests). */
export class OutboxTransport implements MailTransport {
  readonly kind = 'outbox';
  readonly available = true;
  private readonly container;
  constructor(storage: Storage) {
    // Mail as sent: the recipients' copy, not the organisation's data (a real transport keeps none of it).
    this.container = storage.container('outbox', { tenantData: false });
  }

  async send(message: Message): Promise<{ id: string }> {
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.json`;
    const body = JSON.stringify({ ...message, queuedAt: new Date().toISOString() });
    await this.container
      .getBlockBlobClient(id)
      .upload(body, Buffer.byteLength(body), { blobHTTPHeaders: { blobContentType: 'application/json' } });
    return { id };
  }

  /** The messages written so far, oldest first (for people running the service locally, and tests). */
  async messages(): Promise<(Message & { id: string })[]> {
    const out: (Message & { id: string })[] = [];
    for await (const b of this.container.listBlobsFlat()) {
      const text = (await this.container.getBlockBlobClient(b.name).downloadToBuffer()).toString('utf8');
      out.push({ id: b.name, ...(JSON.parse(text) as Message) });
    }
    return out.sort((a, b) => a.id.localeCompare(b.id));
  }
}

/** `MAIL_SENDER` configured: Microsoft Graph `sendMail` as that mailbox, with the API's app-only credential, bounded by `waits`. */
export class GraphMailTransport implements MailTransport {
  readonly kind = 'graph';
  constructor(private readonly opts: { sender: string; baseUrl: string; getToken: (() => Promise<string>) | null; waits?: MailWaits }) {}

  get available() {
    return this.opts.getToken !== null;
  }

  async send(message: Message): Promise<{ id: string }> {
    const getToken = this.opts.getToken;
    if (!getToken) throw new MailError('mail sending is not configured');
    const url = `${this.opts.baseUrl}/v1.0/users/${encodeURIComponent(this.opts.sender)}/sendMail`;
    const post = () =>
      postMail(
        url,
        JSON.stringify({
          message: {
            subject: message.subject,
            body: { contentType: 'HTML', content: message.html },
            toRecipients: [{ emailAddress: { address: message.to } }],
          },
          saveToSentItems: false,
        }),
        getToken,
        this.opts.waits ?? DEFAULT_MAIL_WAITS,
      );
    // A span of its own while tracing is on (`Graph POST users/{id}/sendMail`: never the sender or the recipient).
    const headers = await (tracingOn() ? graphSpan('POST', url, post) : post());
    return { id: headers.get('request-id') ?? crypto.randomUUID() };
  }
}
