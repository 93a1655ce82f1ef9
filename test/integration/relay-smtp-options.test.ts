import { describe, expect, it } from 'vitest';
import { LOOPBACK_SOURCES, parseAllowedSources, parseNextHop } from '../../relay/smtp/index.js';

describe('relay SMTP options: allowed sources', () => {
  it('allows loopback only by default', () => {
    const sources = parseAllowedSources(LOOPBACK_SOURCES);
    expect(['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1'].map((a) => sources.allows(a))).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::2', '::ffff:10.0.0.1', 'fe80::1'].map((a) => sources.allows(a))).toEqual([false, false, false, false]);
  });

  it('reads IPv4 and IPv6 CIDRs and single addresses', () => {
    const sources = parseAllowedSources([' 40.92.0.0/15 ', '2a01:111:f400::/48', '192.0.2.7', '']);
    expect(sources.allows('40.93.255.1')).toBe(true);
    expect(sources.allows('40.94.0.1')).toBe(false);
    expect(sources.allows('2a01:111:f400:7e00::5')).toBe(true);
    expect(sources.allows('2a01:111:f401::5')).toBe(false);
    expect(sources.allows('192.0.2.7')).toBe(true);
    expect(sources.allows('192.0.2.8')).toBe(false);
    expect(sources.allows('not an address')).toBe(false);
  });

  it('allows nobody from an empty list', () => {
    expect(parseAllowedSources([]).allows('127.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/-1', 'example.com', '10.0.0/8', '10.0.0.0/8/8'])(
    'refuses to start on the unreadable entry %s',
    (entry) => {
      expect(() => parseAllowedSources([entry])).toThrow(/Allowed source/);
    },
  );
});

describe('relay SMTP options: next hop', () => {
  it('reads host:port and [ipv6]:port', () => {
    expect(parseNextHop('mail.example:25')).toEqual({ host: 'mail.example', port: 25 });
    expect(parseNextHop('[::1]:2526')).toEqual({ host: '::1', port: 2526 });
  });

  it.each(['mail.example', 'mail.example:0', 'mail.example:70000', '::1:25', ':25'])('refuses %s', (text) => {
    expect(() => parseNextHop(text)).toThrow(/not host:port/);
  });
});
