import { LOOPBACK_SOURCES, parseAllowedSources } from './allowed-sources.js';

const loopback = parseAllowedSources(LOOPBACK_SOURCES);

/** 127.0.0.0/8, ::1 (an IPv4-mapped form too) or the name `localhost`: a host on this machine, never the network. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || loopback.allows(host);
}
