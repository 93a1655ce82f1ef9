import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

/** `HTTPS=1` (or `true`) turns on the local host's https mode. */
export const httpsWanted = (env: Record<string, string | undefined> = process.env) => /^(?:1|true|yes)$/i.test(env.HTTPS ?? '');

/**
 * Where the development certificates live: office-addin-dev-certs' own folder (`~/.office-addin-dev-certs`), so
 * `npx office-addin-dev-certs install` trusts the very CA `npm start` uses; `DEV_CERTS_DIR` moves it.
 */
const devCertsDir = (env: Record<string, string | undefined> = process.env) =>
  env.DEV_CERTS_DIR || join(homedir(), '.office-addin-dev-certs');

export interface DevCertificates {
  cert: string;
  key: string;
  ca: string;
  dir: string;
  /** Made by this start (not trusted by the system until installed). */
  generated: boolean;
}

const CA = 'ca.crt';
const CERT = 'localhost.crt';
const KEY = 'localhost.key';

async function readExisting(dir: string): Promise<Omit<DevCertificates, 'generated' | 'dir'> | null> {
  try {
    const [ca, cert, key] = await Promise.all([CA, CERT, KEY].map((f) => readFile(join(dir, f), 'utf8')));
    const x509 = new X509Certificate(cert);
    const fresh = new Date(x509.validTo).getTime() > Date.now() + 24 * 3600_000;
    return fresh && x509.checkHost('localhost') && x509.checkIssued(new X509Certificate(ca)) ? { ca, cert, key } : null;
  } catch {
    return null;
  }
}

/**
 * The localhost certificate for the https mode: the one in the folder while it is valid for another day, otherwise a
 * new CA and certificate made offline by office-addin-dev-certs (for localhost and 127.0.0.1, valid 30 days).
 * This process trusts the CA too, so the service can read its own identity provider's keys over https.
 */
export async function devCertificates(env: Record<string, string | undefined> = process.env): Promise<DevCertificates> {
  const dir = devCertsDir(env);
  let found = await readExisting(dir);
  let generated = false;
  if (!found) {
    const { generateCertificates } = await import('office-addin-dev-certs');
    await generateCertificates(join(dir, CA), join(dir, CERT), join(dir, KEY), 30, ['localhost', '127.0.0.1']);
    found = await readExisting(dir);
    if (!found) throw new Error(`The development certificate in ${dir} could not be made`);
    generated = true;
  }
  setDefaultCACertificates([...getCACertificates('default'), found.ca]);
  return { ...found, dir, generated };
}
