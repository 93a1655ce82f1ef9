import { readFile } from 'node:fs/promises';
import type { ConnectionOptions } from 'node:tls';
import type { Config } from '../../shared/config.js';
import { EXCHANGE_ONLINE_SUFFIX, exchangeOnlineNextHop, type ExchangeOnlineHopOptions } from './exchange-online.js';
import { MIN_TLS_VERSION, type RelayTls } from './listening-tls.js';
import { parseNextHop, type NextHopChoice } from './next-hop.js';

type TlsSettings = Pick<Config, 'SMTP_TLS_CERT_FILE' | 'SMTP_TLS_KEY_FILE' | 'SMTP_CLIENT_CERT_NAMES'>;

/**
 * The relay's certificate from `SMTP_TLS_CERT_FILE`/`SMTP_TLS_KEY_FILE` (PEM, the certificate file with its chain) and
 * the client names from `SMTP_CLIENT_CERT_NAMES`; undefined when no certificate is configured (plain SMTP, as locally).
 * A file that cannot be read, or holds no PEM, stops the relay at start.
 */
export async function relayTlsFromConfig(config: TlsSettings): Promise<RelayTls | undefined> {
  if (!config.SMTP_TLS_CERT_FILE || !config.SMTP_TLS_KEY_FILE) return undefined;
  const [cert, key] = await Promise.all([
    readPem(config.SMTP_TLS_CERT_FILE, 'CERTIFICATE'),
    readPem(config.SMTP_TLS_KEY_FILE, 'PRIVATE KEY'),
  ]);
  return { cert, key, clientNames: config.SMTP_CLIENT_CERT_NAMES };
}

async function readPem(path: string, kind: string): Promise<string> {
  const text = await readFile(path, 'utf8').catch((err: unknown) => {
    throw new Error(`Cannot read the relay's TLS file ${path}: ${err instanceof Error ? err.message : String(err)}`);
  });
  if (!text.includes('-----BEGIN ') || !text.includes(kind)) throw new Error(`The relay's TLS file ${path} holds no PEM ${kind}`);
  return text;
}

/**
 * The next hop for `SMTP_NEXT_HOP`: `exchange-online` is each organisation's own endpoint (STARTTLS required, its
 * certificate verified); `host:port` is that host, with STARTTLS required and verified when it is an Exchange Online
 * endpoint and opportunistic otherwise. Either way the relay presents its own certificate, when it has one, as client
 * certificate: Exchange Online's inbound connector knows the relay by it (`TlsSenderCertificateName`).
 */
export function nextHopFromConfig(
  text: string,
  tls: RelayTls | undefined,
  exchange: Omit<ExchangeOnlineHopOptions, 'tls'> = {},
): NextHopChoice {
  const clientCertificate: ConnectionOptions = { minVersion: MIN_TLS_VERSION, ...(tls ? { cert: tls.cert, key: tls.key } : {}) };
  if (text.trim() === 'exchange-online') return exchangeOnlineNextHop({ ...exchange, tls: clientCertificate });
  const { host, port } = parseNextHop(text);
  if (host.toLowerCase().endsWith(EXCHANGE_ONLINE_SUFFIX)) {
    return { host, port, requireTls: true, tls: { ...clientCertificate, servername: host, rejectUnauthorized: true } };
  }
  // Opportunistic (RFC 7435): encrypted when the next hop offers it, whatever its certificate; plain text otherwise.
  return { host, port, tls: { ...clientCertificate, rejectUnauthorized: false } };
}
