import { refuse } from '../http/errors.js';
import { MailError, type MailTransport, type Message } from './transport.js';

/** Sends mail for every feature; refusals in the spec's terms: 503 when sending is unavailable, 502 with the reason. */
export class MailService {
  constructor(readonly transport: MailTransport) {}

  async send(message: Message): Promise<{ id: string; transport: string }> {
    if (!this.transport.available) throw refuse('mail_unavailable');
    try {
      return { ...(await this.transport.send(message)), transport: this.transport.kind };
    } catch (err) {
      if (err instanceof MailError) throw refuse('mail_failed', `The mail was not sent: ${err.message}`, { reason: err.message });
      throw err;
    }
  }
}
