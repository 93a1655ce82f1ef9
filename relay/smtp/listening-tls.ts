import type { PeerCertificate, TLSSocket } from 'node:tls';
import type { SMTPServerOptions } from 'smtp-server';
import { SmtpReply, clientCertificateRequired, clientCertificateRefused, tlsRequired } from './replies.js';

/** The relay's own certificate, and who may connect when clients must present one. */
export interface RelayTls {
  /** PEM: the relay's certificate (with its chain) and key, for STARTTLS and as its client certificate to the next hop. */
  readonly cert: string | Buffer;
  readonly key: string | Buffer;
  /**
   * When set, a client must be on TLS with a verified certificate whose subject CN or a SAN DNS name matches one of these
   * (Exchange Online's `mail.protection.outlook.com`) before MAIL FROM. Empty or missing: no client certificate asked.
   */
  readonly clientNames?: readonly string[];
  /** PEM: the CAs a client certificate must chain to; Node's public roots when not given (Exchange Online's is public). */
  readonly clientCa?: string | Buffer;
}

/** TLS 1.2 and 1.3 only: the relay talks to Exchange Online and the like, never to clients that need older versions. */
export const MIN_TLS_VERSION = 'TLSv1.2';

/** smtp-server's options for STARTTLS with this certificate; with client names, a client certificate is asked for. */
export function listeningTlsOptions(tls: RelayTls): Partial<SMTPServerOptions> {
  const askClients = (tls.clientNames ?? []).length > 0;
  return {
    secure: false,
    key: tls.key,
    cert: tls.cert,
    minVersion: MIN_TLS_VERSION,
    ...(tls.clientCa ? { ca: tls.clientCa } : {}),
    // Asked for, not required at the handshake: a client without one (or with another) hears why at MAIL FROM, in SMTP,
    // instead of a handshake that fails with nothing the sending side's logs can explain.
    ...(askClients ? { requestCert: true, rejectUnauthorized: false } : {}),
  };
}

/** What the client proved over TLS, read once the handshake is done. */
export type ClientIdentity =
  | { readonly status: 'none' }
  | { readonly status: 'untrusted'; readonly reason: string; readonly names: readonly string[] }
  | { readonly status: 'trusted'; readonly names: readonly string[] };

export function clientIdentityOf(socket: TLSSocket): ClientIdentity {
  const cert = socket.getPeerCertificate();
  if (!cert || Object.keys(cert).length === 0) return { status: 'none' };
  const names = certificateNames(cert);
  if (!socket.authorized) return { status: 'untrusted', reason: String(socket.authorizationError ?? 'not verified'), names };
  return { status: 'trusted', names };
}

/**
 * The refusal for MAIL FROM on a connection that has not proved it is an allowed client, or null when it has (or no
 * names are configured). No TLS: `530 5.7.0` as RFC 3207 words it; TLS without a certificate: `530 5.7.0`, the client
 * can still fix it (the "authentication required" reply of RFC 4954); a certificate that is untrusted or names someone
 * else: `550 5.7.1`, delivery not authorised, as for any other source the relay does not serve.
 */
export function clientRefusal(
  clientNames: readonly string[] | undefined,
  secure: boolean,
  identity: ClientIdentity | undefined,
): SmtpReply | null {
  if (!clientNames || clientNames.length === 0) return null;
  if (!secure) return tlsRequired();
  if (!identity || identity.status === 'none') return clientCertificateRequired();
  if (identity.status === 'untrusted') return clientCertificateRefused(`it is not trusted (${identity.reason})`);
  if (identity.names.some((presented) => clientNames.some((wanted) => nameMatches(presented, wanted)))) return null;
  return clientCertificateRefused(`it names ${identity.names.slice(0, 5).join(', ') || 'nobody'}`);
}

/** The subject CN and the SAN DNS names of a certificate, lower case. */
export function certificateNames(cert: PeerCertificate): string[] {
  const names: string[] = [];
  const cn = cert.subject?.CN as string | string[] | undefined;
  for (const name of Array.isArray(cn) ? cn : cn ? [cn] : []) names.push(name);
  // Node writes `DNS:a.example, DNS:b.example, IP Address:…`; a DNS name cannot hold ", ".
  for (const entry of (cert.subjectaltname ?? '').split(', ')) {
    if (entry.startsWith('DNS:')) names.push(entry.slice(4));
  }
  return [...new Set(names.map((n) => n.toLowerCase()))];
}

/**
 * Whether a name a certificate presents matches a wanted name, as RFC 6125 (and RFC 9525) match: case-insensitive, and a
 * wildcard only as the whole left-most label, standing for exactly one label (`*.example.com` matches `a.example.com`,
 * not `example.com` nor `a.b.example.com`). A wildcard over a public suffix alone (`*.com`) matches nothing.
 */
export function nameMatches(presented: string, wanted: string): boolean {
  const p = presented.toLowerCase().replace(/\.$/, '');
  const w = wanted.toLowerCase().replace(/\.$/, '');
  if (!p || !w) return false;
  if (!p.startsWith('*.')) return p === w;
  const rest = p.slice(2);
  if (rest.includes('*') || rest.split('.').length < 2) return false;
  const dot = w.indexOf('.');
  return dot > 0 && w.slice(dot + 1) === rest;
}
