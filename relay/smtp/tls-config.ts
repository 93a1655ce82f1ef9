import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import type { Config } from '../../shared/config.js';
import { EXCHANGE_ONLINE_SUFFIX, exchangeOnlineNextHop, type ExchangeOnlineHopOptions } from './exchange-online.js';
import { MIN_TLS_VERSION, type RelayTls } from './listening-tls.js';
import { isLoopbackHost } from './loopback.js';
import { parseNextHop, type NextHopChoice } from './next-hop.js';

type TlsSettings = Pick<Config, 'SMTP_TLS_CERT_FILE' | 'SMTP_TLS_KEY_FILE' | 'SMTP_CLIENT_CERT_NAMES'>;
type NextHopTrustSettings = Pick<Config, 'SMTP_NEXT_HOP_TLS'> & Partial<Pick<Config, 'SMTP_NEXT_HOP_CA_FILE' | 'SMTP_NEXT_HOP_CERT_NAME'>>;

/** How a `host:port` next hop off loopback is checked (`SMTP_NEXT_HOP_TLS` and the CA and name that go with it). */
export interface NextHopTrust {
  readonly mode: 'verify' | 'insecure';
  /** PEM: the only CAs its certificate may chain to; the public roots when not given. */
  readonly ca?: string;
  /** The name its certificate must carry; the host's when not given. */
  readonly certName?: string;
}

const VERIFIED: NextHopTrust = { mode: 'verify' };

/**
 * The relay's certificate from `SMTP_TLS_CERT_FILE`/`SMTP_TLS_KEY_FILE` (PEM, the certificate file with its chain) and
 * the client names from `SMTP_CLIENT_CERT_NAMES`; undefined when no certificate is configured (plain SMTP, as locally).
 * A file that cannot be read, or holds no PEM, stops the relay at start.
 */
export async function relayTlsFromConfig(config: TlsSettings): Promise<RelayTls | undefined> {
  if (!config.SMTP_TLS_CERT_FILE || !config.SMTP_TLS_KEY_FILE) return undefined;
  const [cert, key] = await Promise.all([
    readPem('SMTP_TLS_CERT_FILE', config.SMTP_TLS_CERT_FILE, 'CERTIFICATE'),
    readPem('SMTP_TLS_KEY_FILE', config.SMTP_TLS_KEY_FILE, 'PRIVATE KEY'),
  ]);
  return { cert, key, clientNames: config.SMTP_CLIENT_CERT_NAMES };
}

/** The next hop's trust from the settings; a CA file that cannot be read, or holds no certificate, stops the relay at start. */
export async function nextHopTrustFromConfig(config: NextHopTrustSettings): Promise<NextHopTrust> {
  const file = config.SMTP_NEXT_HOP_CA_FILE;
  return {
    mode: config.SMTP_NEXT_HOP_TLS,
    ...(file ? { ca: await readPem('SMTP_NEXT_HOP_CA_FILE', file, 'CERTIFICATE') } : {}),
    ...(config.SMTP_NEXT_HOP_CERT_NAME ? { certName: config.SMTP_NEXT_HOP_CERT_NAME } : {}),
  };
}

async function readPem(setting: string, path: string, kind: string): Promise<string> {
  const text = await readFile(path, 'utf8').catch((err: unknown) => {
    throw new Error(`Cannot read ${setting} ${path}: ${err instanceof Error ? err.message : String(err)}`);
  });
  if (!text.includes('-----BEGIN ') || !text.includes(kind)) throw new Error(`${setting} ${path} holds no PEM ${kind}`);
  return text;
}

/**
 * The next hop for `SMTP_NEXT_HOP`: `exchange-online` is each organisation's own endpoint (STARTTLS required, its
 * certificate verified), as is a `host:port` under Exchange Online's name. Any other `host:port` is taken as `trust`
 * says: verified (STARTTLS required, the certificate checked for its name against the CAs given or the public roots) or
 * insecure (opportunistic, checked for nothing). A loopback one (the local mail sink) is opportunistic: encrypted when
 * it offers STARTTLS, whatever its certificate, plain text otherwise. The relay presents its own certificate, when it
 * has one, as client certificate: Exchange Online's inbound connector knows the relay by it (`TlsSenderCertificateName`).
 */
export function nextHopFromConfig(
  text: string,
  tls: RelayTls | undefined,
  trust: NextHopTrust = VERIFIED,
  exchange: Omit<ExchangeOnlineHopOptions, 'tls'> = {},
): NextHopChoice {
  const clientCertificate: ConnectionOptions = { minVersion: MIN_TLS_VERSION, ...(tls ? { cert: tls.cert, key: tls.key } : {}) };
  if (text.trim() === 'exchange-online') return exchangeOnlineNextHop({ ...exchange, tls: clientCertificate });
  const { host, port } = parseNextHop(text);
  if (host.toLowerCase().endsWith(EXCHANGE_ONLINE_SUFFIX)) {
    return { host, port, requireTls: true, tls: { ...clientCertificate, servername: host, rejectUnauthorized: true } };
  }
  const unverified = { ...clientCertificate, rejectUnauthorized: false };
  if (isLoopbackHost(host)) return { host, port, tls: unverified };
  if (trust.mode === 'insecure') return { host, port, insecure: true, tls: unverified };
  // An address has no name to send (SNI); Node then checks the address against the certificate's IP names.
  const name = trust.certName ?? (isIP(host) ? undefined : host);
  const verified: ConnectionOptions = {
    ...clientCertificate,
    rejectUnauthorized: true,
    ...(name ? { servername: name } : {}),
    ...(trust.ca ? { ca: trust.ca } : {}),
  };
  return { host, port, requireTls: true, tls: verified };
}
