import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const OPENSSL = '/usr/bin/openssl';

export interface Issued {
  readonly cert: string;
  readonly key: string;
}

export interface ThrowawayCa {
  /** PEM of the CA's own certificate: what a verifier trusts. */
  readonly cert: string;
  /** A leaf certificate for server and client use, with this subject CN and these SAN DNS names (and 127.0.0.1). */
  issue(cn: string, dnsNames?: readonly string[]): Promise<Issued>;
  remove(): Promise<void>;
}

/** A certificate authority made for one test file with Debian's openssl (EC P-256 keys: quick to make), valid two days. */
export async function throwawayCa(name = 'Throwaway Test CA'): Promise<ThrowawayCa> {
  const dir = await mkdtemp(join(tmpdir(), 'throwaway-ca-'));
  const caKey = join(dir, 'ca.key');
  const caCert = join(dir, 'ca.crt');
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run(OPENSSL, [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    caKey,
    '-out',
    caCert,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  let count = 0;
  return {
    cert: await readFile(caCert, 'utf8'),
    async issue(cn, dnsNames = []) {
      const base = join(dir, `leaf-${++count}`);
      await run(OPENSSL, ['req', '-new', ...ec, '-keyout', `${base}.key`, '-out', `${base}.csr`, '-subj', `/CN=${cn}`]);
      const san = [...dnsNames.map((n) => `DNS:${n}`), 'IP:127.0.0.1'].join(',');
      await writeFile(
        `${base}.ext`,
        `subjectAltName=${san}\nextendedKeyUsage=serverAuth,clientAuth\nkeyUsage=critical,digitalSignature\nbasicConstraints=CA:FALSE\n`,
      );
      await run(OPENSSL, [
        'x509',
        '-req',
        '-in',
        `${base}.csr`,
        '-CA',
        caCert,
        '-CAkey',
        caKey,
        '-out',
        `${base}.crt`,
        '-days',
        '2',
        '-set_serial',
        `0x${randomBytes(8).toString('hex')}`,
        '-extfile',
        `${base}.ext`,
      ]);
      const [cert, key] = await Promise.all([readFile(`${base}.crt`, 'utf8'), readFile(`${base}.key`, 'utf8')]);
      return { cert, key };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
