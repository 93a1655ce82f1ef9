import { ApiError, refuse } from '../http/errors.js';
import { MailError, type MailTransport, type Message } from './transport.js';

/**
 * Whether a failed send may succeed later (the mail service out, not refusing this mail): 502 `mail_failed` with
 * `Retry-After`. A background sender leaves such a mail for its next run.
 */
export const sendLater = (err: unknown) => err instanceof ApiError && err.code === 'mail_failed' && 'retry-after' in err.headers;

/**
 * Sends mail for every feature; refusals in the spec's terms: 503 when sending is unavailable (not configured), 502
 * with the reason when the send fails, with `Retry-After` when the mail service is out (unreachable, silent, busy).
 */
export class MailService {
  constructor(readonly transport: MailTransport) {}

  async send(message: Message): Promise<{ id: string; transport: string }> {
    if (!this.transport.available) throw refuse('mail_unavailable');
    try {
      return { ...(await this.transport.send(message)), transport: this.transport.kind };
    } catch (err) {
      if (err instanceof MailError) {
        const later = err.retryAfter === undefined ? undefined : { headers: { 'retry-after': String(err.retryAfter) } };
        throw refuse('mail_failed', `The mail was not sent: ${err.message}`, { reason: err.message }, later);
      }
      throw err;
    }
  }
}
