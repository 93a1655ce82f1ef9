/**
 * An SMTP reply smtp-server sends for an error a handler returns. The enhanced status code (RFC 3463) is written into
 * the text: smtp-server's own mapping is keyed by the basic code alone (550 would read 5.1.1, "no such mailbox", where
 * the relay means 5.7.1, "not authorised"), so the relay leaves that mapping off and says the right one itself.
 */
export class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    readonly enhancedCode: string,
    text: string,
  ) {
    super(`${enhancedCode} ${text}`);
    this.name = 'SmtpReply';
  }
}

export const sourceNotAllowed = (address: string) =>
  new SmtpReply(550, '5.7.1', `Relaying denied: connections from ${address} are not accepted by this relay`);
export const senderNotServed = (sender: string) =>
  new SmtpReply(550, '5.7.1', `Relaying denied: sender <${sender}> is not served by this relay`);
/** A message whose organisation is not proven (DESIGN §13): refused before anything of it is handed on. */
export const notAdmitted = (why: string) => new SmtpReply(550, '5.7.1', `Delivery not authorised: ${why}`);
export const admissionUnavailable = (why: string) =>
  new SmtpReply(451, '4.3.0', `Cannot verify the sender's organisation right now, try again later (${why})`);
export const deferred = (why: string) => new SmtpReply(451, '4.3.0', `Cannot sign this message right now, try again later (${why})`);
export const senderCheckUnavailable = () => new SmtpReply(451, '4.3.0', 'Cannot check the sender right now, try again later');
export const tooManyRecipients = (max: number) => new SmtpReply(452, '4.5.3', `Too many recipients: at most ${max} per message`);
export const messageTooBig = (max: number) => new SmtpReply(552, '5.3.4', `Message size exceeds the fixed maximum of ${max} bytes`);
export const nextHopUnavailable = (why: string) => new SmtpReply(451, '4.4.1', `Next hop unavailable, try again later (${why})`);
export const tlsRequired = () => new SmtpReply(530, '5.7.0', 'Must issue a STARTTLS command first');
export const clientCertificateRequired = () =>
  new SmtpReply(530, '5.7.0', 'A client certificate is required: present one in the TLS handshake');
export const clientCertificateRefused = (why: string) =>
  new SmtpReply(550, '5.7.1', `Relaying denied: the client certificate is not accepted, ${why}`);
export const nextHopLookupFailed = (why: string) =>
  new SmtpReply(451, '4.4.3', `Cannot find the next hop for this sender right now, try again later (${why})`);
export const localError = () => new SmtpReply(451, '4.3.0', 'Local error while receiving the message, try again later');
export const bareLineEnding = () => new SmtpReply(550, '5.5.2', 'Message contains bare CR or LF');
export const insufficientStorage = () => new SmtpReply(452, '4.3.1', 'Insufficient system storage, try again later');
export const tooManyConnections = () => new SmtpReply(421, '4.3.2', 'Too many connections, try again later');

/** A permanent refusal from the next hop, passed back with its own code so the sender's bounce says what it said. */
export function nextHopRefused(code: number, response: string): SmtpReply {
  const text = response.replace(/^\d{3}[ -]/, '');
  const enhanced = /^[245]\.\d{1,3}\.\d{1,3}(?= |$)/.exec(text)?.[0];
  return new SmtpReply(
    code,
    enhanced ?? '5.0.0',
    `Next hop refused the message: ${enhanced ? text.slice(enhanced.length).trimStart() : text}`,
  );
}
