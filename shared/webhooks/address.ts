import type { HandReason } from '../http/said-reasons.js';
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';

/**
 * Where a webhook may point (server-side request forgery): only public addresses. Private, shared, link-local
 * (cloud metadata at 169.254.169.254 included), multicast and reserved ranges are refused; loopback is refused too,
 * except when the service itself runs on a loopback address (the local host), so that tests can receive.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv6 address that carries an IPv4 one (mapped `::ffff:a.b.c.d`, or NAT64 `64:ff9b::a.b.c.d`): that IPv4 address. */
function embeddedV4(address: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (m) return m[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export const isLoopback = (address: string): boolean => {
  const v4 = isIP(address) === 6 ? embeddedV4(address) : address;
  return v4 ? isIP(v4) === 4 && loopback.check(v4, 'ipv4') : loopback.check(address, 'ipv6');
};

/** Whether a webhook may connect to this IP address. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (isLoopback(address)) return allowLoopback;
  const v4 = family === 6 ? embeddedV4(address) : address;
  if (v4) return !refused.check(v4, 'ipv4');
  return !refused.check(address, 'ipv6');
}

/** The hostname of a URL without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether the service runs on a loopback address (the local host): its BASE_URL names one. */
export function runsOnLoopback(baseUrl: string): boolean {
  const host = bareHost(new URL(baseUrl));
  return host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
}

/**
 * Why a webhook URL is refused, or null. `https` only; plain `http` and loopback only for loopback addresses on the
 * local host. No credentials in the URL. An IP literal is checked here; a name is checked on every connection
 * (`pinnedLookup`), so a name that resolves elsewhere later (DNS rebinding) is refused then.
 */
export function urlProblem(raw: string, allowLoopback: boolean): HandReason | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'mustBeHttpsUrl';
  }
  const host = bareHost(url);
  const loop = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loop && allowLoopback)) return 'mustBeHttpsUrl';
  if (url.username || url.password) return 'noCredentialsInUrl';
  if (loop) return allowLoopback ? null : 'notLoopbackAddress';
  if (isIP(host) !== 0 && !addressAllowed(host, allowLoopback)) return 'notPrivateAddress';
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http(s).request`: resolves the name and answers only addresses a webhook may reach, so the
 * connection goes to the address that was checked (no second resolution between check and connect).
 */
export function pinnedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    lookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const allowed = addresses.filter((a) => addressAllowed(a.address, allowLoopback));
      if (allowed.length === 0) {
        const refusal: NodeJS.ErrnoException = new Error(`${hostname} resolves only to addresses a webhook may not reach`);
        refusal.code = 'EADDRNOTALLOWED';
        return callback(refusal, []);
      }
      if (options.all) return callback(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
