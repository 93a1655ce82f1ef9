import type { MxRecord } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import type { NextHop, NextHopEnvelope } from './next-hop.js';

/** Exchange Online's inbound endpoints for an organisation's accepted domains live under this name. */
export const EXCHANGE_ONLINE_SUFFIX = '.mail.protection.outlook.com';

export type MxLookup = (domain: string) => Promise<MxRecord[]>;

export interface ExchangeOnlineHopOptions {
  /** TLS for the connection, the relay's own certificate as client certificate (the inbound connector knows it by it). */
  readonly tls?: NextHop['tls'];
  /** MX lookup; `node:dns/promises` when not given (tests inject one). */
  readonly resolveMx?: MxLookup;
  /** The longest an MX lookup may take before the message is answered with a temporary failure. */
  readonly lookupTimeoutMs?: number;
  readonly timeoutMs?: number;
  /** 25 in production; a test's own port otherwise. */
  readonly port?: number;
}

/** A next-hop lookup that failed: the client hears a temporary failure, the message goes nowhere else. */
export class NextHopLookupError extends Error {
  override name = 'NextHopLookupError';
}

const DEFAULT_LOOKUP_TIMEOUT_MS = 5000;

/** `contoso.co.uk` → `contoso-co-uk.mail.protection.outlook.com`, the name Exchange Online gives the domain's endpoint. */
export function exchangeOnlineHost(domain: string): string {
  return `${domain.toLowerCase().replace(/\.$/, '').split('.').join('-')}${EXCHANGE_ONLINE_SUFFIX}`;
}

/**
 * The next hop for each message: the sender's organisation's own Exchange Online endpoint, where its inbound connector
 * takes the signed message back. The domain's MX names it when the organisation's mail arrives straight at Exchange
 * Online; when the MX names anything else (a filtering service in front, the newer `mx.microsoft` names, no MX at all),
 * the endpoint's own name is used: the message must go back into the organisation's Exchange Online, never to whatever
 * else the MX says. A lookup that fails or runs out of time rejects with NextHopLookupError (a temporary failure).
 */
export function exchangeOnlineNextHop(options: ExchangeOnlineHopOptions = {}): (envelope: NextHopEnvelope) => Promise<NextHop> {
  const resolveMx = options.resolveMx ?? systemMxLookup(options.lookupTimeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS);
  const lookupTimeoutMs = options.lookupTimeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
  return async (envelope) => {
    const domain = senderDomain(envelope.sender);
    const records = await withinTime(lookup(resolveMx, domain), lookupTimeoutMs, domain);
    const host = preferredExchangeHost(records) ?? exchangeOnlineHost(domain);
    return {
      host,
      port: options.port ?? 25,
      requireTls: true,
      // The endpoint's certificate is publicly issued for *.mail.protection.outlook.com: verified, name and all.
      tls: { ...options.tls, servername: host, rejectUnauthorized: true },
      timeoutMs: options.timeoutMs,
    };
  };
}

function senderDomain(sender: string): string {
  const at = sender.lastIndexOf('@');
  const ascii = at === -1 ? '' : domainToASCII(sender.slice(at + 1).toLowerCase());
  // Letters, digits, hyphens and dots only: an address literal or anything odd has no Exchange Online endpoint.
  if (!ascii || !/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(ascii)) {
    throw new NextHopLookupError(`sender <${sender}> has no domain to route by`);
  }
  return ascii;
}

async function lookup(resolveMx: MxLookup, domain: string): Promise<MxRecord[]> {
  try {
    return await resolveMx(domain);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    // The domain says it has no MX: its endpoint's own name still stands. Anything else is a failure to look it up.
    if (code === 'ENODATA' || code === 'ENOTFOUND') return [];
    throw new NextHopLookupError(`MX lookup for ${domain} failed: ${typeof code === 'string' ? code : messageOf(err)}`);
  }
}

/** The most preferred MX host under Exchange Online's inbound name, if the domain has one. */
export function preferredExchangeHost(records: readonly MxRecord[]): string | undefined {
  return [...records]
    .map((r) => ({ priority: r.priority, host: r.exchange.toLowerCase().replace(/\.$/, '') }))
    .filter((r) => r.host.endsWith(EXCHANGE_ONLINE_SUFFIX) && r.host.length > EXCHANGE_ONLINE_SUFFIX.length)
    .sort((a, b) => a.priority - b.priority)[0]?.host;
}

function systemMxLookup(timeoutMs: number): MxLookup {
  return (domain) => {
    // A resolver per lookup: its own timeout and tries, and cancel() stops only this one.
    const resolver = new Resolver({ timeout: Math.max(1, Math.floor(timeoutMs / 2)), tries: 2 });
    return resolver.resolveMx(domain);
  };
}

async function withinTime<T>(work: Promise<T>, timeoutMs: number, domain: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NextHopLookupError(`MX lookup for ${domain} took over ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
