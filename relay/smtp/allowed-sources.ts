import { BlockList, isIP } from 'node:net';

/** Loopback only: a relay that was given no sources accepts nobody from the network. */
export const LOOPBACK_SOURCES: readonly string[] = ['127.0.0.0/8', '::1/128'];

export interface AllowedSources {
  allows(remoteAddress: string): boolean;
}

/**
 * The sources allowed to connect, from CIDRs (`10.0.0.0/8`, `2001:db8::/32`) or single addresses. Throws on an entry it
 * cannot read: a typo in the list must stop the relay at start, not open or close it silently.
 */
export function parseAllowedSources(entries: readonly string[]): AllowedSources {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const slash = entry.indexOf('/');
    const address = slash === -1 ? entry : entry.slice(0, slash);
    const family = isIP(address);
    if (family === 0) throw new Error(`Allowed source "${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const max = family === 4 ? 32 : 128;
    const prefixText = slash === -1 ? String(max) : entry.slice(slash + 1);
    const prefix = Number(prefixText);
    if (!/^\d{1,3}$/.test(prefixText) || prefix > max) {
      throw new Error(`Allowed source "${entry}" has a prefix length outside 0-${max}`);
    }
    list.addSubnet(address, prefix, type);
  }
  return {
    allows(remoteAddress) {
      const address = unmapIpv4(remoteAddress);
      const family = isIP(address);
      if (family === 0) return false;
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** A dual-stack listener reports IPv4 clients as `::ffff:a.b.c.d`; the IPv4 ranges are the ones that apply to them. */
function unmapIpv4(address: string): string {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : '';
  return isIP(mapped) === 4 ? mapped : address;
}
