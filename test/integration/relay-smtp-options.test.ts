import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOOPBACK_SOURCES,
  nameMatches,
  nextHopFromConfig,
  nextHopTrustFromConfig,
  parseAllowedSources,
  parseNextHop,
  plainTextAllowed,
  relayTlsFromConfig,
  type NextHop,
} from '../../relay/smtp/index.js';
import { loadConfig } from '../../shared/config.js';

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

describe('relay SMTP options: client certificate names (RFC 6125)', () => {
  it.each([
    ['mail.protection.outlook.com', 'mail.protection.outlook.com', true],
    ['MAIL.Protection.Outlook.com.', 'mail.protection.outlook.com', true],
    ['*.mail.protection.outlook.com', 'contoso-com.mail.protection.outlook.com', true],
    ['*.mail.protection.outlook.com', 'mail.protection.outlook.com', false],
    ['*.mail.protection.outlook.com', 'a.b.mail.protection.outlook.com', false],
    ['*.com', 'outlook.com', false],
    ['f*.example.com', 'foo.example.com', false],
    ['*.*.example.com', 'a.b.example.com', false],
    ['mail.protection.outlook.com', '*.protection.outlook.com', false],
    ['evilmail.protection.outlook.com', 'mail.protection.outlook.com', false],
  ])('%s presented, %s wanted: %s', (presented, wanted, matches) => {
    expect(nameMatches(presented, wanted)).toBe(matches);
  });
});

describe('relay SMTP options: TLS from the settings', () => {
  const settings = { SMTP_TLS_CERT_FILE: undefined, SMTP_TLS_KEY_FILE: undefined, SMTP_CLIENT_CERT_NAMES: [] };

  it('is plain SMTP without a certificate', async () => {
    expect(await relayTlsFromConfig(settings)).toBeUndefined();
  });

  it('reads the PEM files and the client names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'relay-tls-'));
    try {
      const cert = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
      const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';
      await writeFile(join(dir, 'relay.crt'), cert);
      await writeFile(join(dir, 'relay.key'), key);
      await writeFile(join(dir, 'empty.key'), '');
      const files = { SMTP_TLS_CERT_FILE: join(dir, 'relay.crt'), SMTP_TLS_KEY_FILE: join(dir, 'relay.key') };

      expect(await relayTlsFromConfig({ ...files, SMTP_CLIENT_CERT_NAMES: ['mail.protection.outlook.com'] })).toEqual({
        cert,
        key,
        clientNames: ['mail.protection.outlook.com'],
      });
      await expect(relayTlsFromConfig({ ...settings, ...files, SMTP_TLS_KEY_FILE: join(dir, 'empty.key') })).rejects.toThrow(
        /holds no PEM PRIVATE KEY/,
      );
      await expect(relayTlsFromConfig({ ...settings, ...files, SMTP_TLS_CERT_FILE: join(dir, 'missing.crt') })).rejects.toThrow(
        /Cannot read/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('maps SMTP_NEXT_HOP: a host off loopback verified, Exchange Online always verified, loopback opportunistic', () => {
    const tls = { cert: 'CERT', key: 'KEY' };
    expect(nextHopFromConfig('mx.example:2526', tls)).toEqual({
      host: 'mx.example',
      port: 2526,
      requireTls: true,
      tls: { minVersion: 'TLSv1.2', cert: 'CERT', key: 'KEY', rejectUnauthorized: true, servername: 'mx.example' },
    });
    expect(nextHopFromConfig('contoso-com.mail.protection.outlook.com:25', tls, { mode: 'insecure' })).toMatchObject({
      requireTls: true,
      tls: { servername: 'contoso-com.mail.protection.outlook.com', rejectUnauthorized: true, cert: 'CERT' },
    });
    expect(typeof nextHopFromConfig('exchange-online', tls)).toBe('function');
    for (const loopback of ['127.0.0.1:2526', '127.9.9.9:25', '[::1]:25', 'LocalHost:25']) {
      const hop = nextHopFromConfig(loopback, undefined);
      expect([loopback, hop]).toEqual([loopback, { ...parseNextHop(loopback), tls: { minVersion: 'TLSv1.2', rejectUnauthorized: false } }]);
    }
  });

  it('verifies a private next hop against the CA and the name it is given, an address against its own IP names', () => {
    const trust = { mode: 'verify', ca: 'PRIVATE CA', certName: 'relay-hop.internal' } as const;
    expect(nextHopFromConfig('10.0.0.5:25', undefined, trust)).toEqual({
      host: '10.0.0.5',
      port: 25,
      requireTls: true,
      tls: { minVersion: 'TLSv1.2', rejectUnauthorized: true, servername: 'relay-hop.internal', ca: 'PRIVATE CA' },
    });
    expect(nextHopFromConfig('10.0.0.5:25', undefined)).toEqual({
      host: '10.0.0.5',
      port: 25,
      requireTls: true,
      tls: { minVersion: 'TLSv1.2', rejectUnauthorized: true },
    });
  });

  it('takes a next hop off loopback unverified, plain text allowed, only when SMTP_NEXT_HOP_TLS says insecure', () => {
    expect(nextHopFromConfig('mx.example:25', undefined, { mode: 'insecure' })).toEqual({
      host: 'mx.example',
      port: 25,
      insecure: true,
      tls: { minVersion: 'TLSv1.2', rejectUnauthorized: false },
    });
  });

  it('allows plain text only on loopback or when insecure, never when TLS is required', () => {
    const allowed = (hop: Partial<NextHop>) => plainTextAllowed({ host: 'mx.example', port: 25, ...hop });
    expect(allowed({})).toBe(false);
    expect(allowed({ host: '10.0.0.5' })).toBe(false);
    expect(allowed({ host: 'localhost.example' })).toBe(false);
    expect(allowed({ host: '128.0.0.1' })).toBe(false);
    expect(allowed({ insecure: true })).toBe(true);
    expect(allowed({ host: '127.0.0.1' })).toBe(true);
    expect(allowed({ host: '::1' })).toBe(true);
    expect(allowed({ host: '::ffff:127.0.0.1' })).toBe(true);
    expect(allowed({ host: 'localhost' })).toBe(true);
    expect(allowed({ host: '127.0.0.1', requireTls: true })).toBe(false);
    expect(allowed({ insecure: true, requireTls: true })).toBe(false);
  });

  it('reads the next hop’s CA file at start, and names the setting when it cannot', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'relay-hop-ca-'));
    try {
      const ca = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
      await writeFile(join(dir, 'ca.crt'), ca);
      await writeFile(join(dir, 'empty.crt'), '');
      expect(await nextHopTrustFromConfig({ SMTP_NEXT_HOP_TLS: 'verify' })).toEqual({ mode: 'verify' });
      expect(
        await nextHopTrustFromConfig({
          SMTP_NEXT_HOP_TLS: 'verify',
          SMTP_NEXT_HOP_CA_FILE: join(dir, 'ca.crt'),
          SMTP_NEXT_HOP_CERT_NAME: 'hop.internal',
        }),
      ).toEqual({ mode: 'verify', ca, certName: 'hop.internal' });
      await expect(nextHopTrustFromConfig({ SMTP_NEXT_HOP_TLS: 'verify', SMTP_NEXT_HOP_CA_FILE: join(dir, 'empty.crt') })).rejects.toThrow(
        /^SMTP_NEXT_HOP_CA_FILE .* holds no PEM CERTIFICATE$/,
      );
      await expect(nextHopTrustFromConfig({ SMTP_NEXT_HOP_TLS: 'verify', SMTP_NEXT_HOP_CA_FILE: join(dir, 'none.crt') })).rejects.toThrow(
        /^Cannot read SMTP_NEXT_HOP_CA_FILE /,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ SMTP_NEXT_HOP_TLS: 'insecure' }, /SMTP_NEXT_HOP_TLS, SMTP_NEXT_HOP_CA_FILE and SMTP_NEXT_HOP_CERT_NAME apply to a host:port/],
    [{ SMTP_NEXT_HOP: 'exchange-online', SMTP_NEXT_HOP_CA_FILE: '/ca.pem' }, /apply to a host:port SMTP_NEXT_HOP/],
    [
      { SMTP_NEXT_HOP: 'mx.example:25', SMTP_NEXT_HOP_TLS: 'insecure', SMTP_NEXT_HOP_CERT_NAME: 'mx.example' },
      /which SMTP_NEXT_HOP_TLS=insecure/,
    ],
    [
      { SMTP_MAX_MESSAGE_MB: '50', SMTP_SPOOL_BUDGET_MB: '40' },
      /SMTP_SPOOL_BUDGET_MB must hold at least one message of SMTP_MAX_MESSAGE_MB/,
    ],
  ])('refuses settings that contradict each other: %o', (env, why) => {
    expect(() => loadConfig({ STORAGE_ACCOUNT_NAME: 'relaytest', SIGNING_SECRET: 'x'.repeat(32), ...env })).toThrow(why);
  });
});
