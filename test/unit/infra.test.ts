import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { azureSettings, loadConfig } from '../../shared/config.js';

const infra = join(import.meta.dirname, '..', '..', 'infra');
const files = [join(infra, 'main.bicep'), ...readdirSync(join(infra, 'modules')).map((f) => join(infra, 'modules', f))].filter((f) =>
  f.endsWith('.bicep'),
);
const bicep = files.map((f) => ({ file: f.slice(infra.length + 1), text: readFileSync(f, 'utf8').replace(/^\s*\/\/.*$/gm, '') }));

/** Settings the Functions host itself reads (not shared/config.ts). */
const HOST_SETTINGS = ['APPLICATIONINSIGHTS_CONNECTION_STRING', 'APPLICATIONINSIGHTS_AUTHENTICATION_STRING'];
/** Read by the process itself before shared/config.ts: the address it listens on (local/serve.ts, the relay's main). */
const PROCESS_SETTINGS = ['HOST'];

/**
 * Every `SETTING_NAME: value` in the Bicep: app settings are the only upper-case snake-case keys there (resource
 * properties are camelCase). A value is a quoted string or an expression up to the end of the line or object.
 */
const settingsIn = (file: string, text: string) =>
  [...text.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*:\s*('(?:[^'\\]|\\.)*'|[^\n,]+?)\s*(?=[\n,]|\}\s*(?:[\n,)]|$))/g)].map((m) => ({
    file,
    name: m[1],
    value: m[2],
  }));
const assignments = bicep.flatMap(({ file, text }) => settingsIn(file, text));
const settings = azureSettings();
const KEY_VAULT_REFERENCE = /^'@Microsoft\.KeyVault\(SecretUri=\$\{[A-Za-z]\w*\.properties\.secretUri\}\)'$/;

describe('infra/', () => {
  it('finds the app settings it checks', () => {
    expect(assignments.length).toBeGreaterThan(10);
    expect(assignments.find((a) => a.name === 'API_CLIENT_ID')).toMatchObject({ file: 'main.bicep', value: 'apiClientId' });
  });

  it('sets every setting shared/config.ts requires in Azure', () => {
    const required = settings.filter((s) => s.required).map((s) => s.name);
    expect(required).toEqual(expect.arrayContaining(['SIGNING_SECRET', 'API_CLIENT_ID', 'BASE_URL', 'STORAGE_ACCOUNT_NAME']));
    const missing = required.filter((name) => !assignments.some((a) => a.name === name));
    expect(missing).toEqual([]);
  });

  it('sets a secret setting only as a Key Vault reference, never from a parameter', () => {
    const secrets: string[] = settings.filter((s) => s.secret).map((s) => s.name);
    expect(secrets).toEqual(expect.arrayContaining(['API_CLIENT_SECRET', 'SIGNING_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']));
    const plain = assignments.filter((a) => secrets.includes(a.name) && !KEY_VAULT_REFERENCE.test(a.value));
    expect(plain).toEqual([]);
    for (const name of secrets) expect([name, assignments.some((a) => a.name === name)]).toEqual([name, true]);
  });

  it('sets no app setting that neither the service nor the Functions host reads', () => {
    const known = new Set<string>([...settings.map((s) => s.name), ...HOST_SETTINGS, ...PROCESS_SETTINGS]);
    expect(assignments.filter((a) => !known.has(a.name))).toEqual([]);
  });

  it('marks every parameter that carries a secret @secure()', () => {
    for (const { file, text } of bicep) {
      const params = [...text.matchAll(/((?:@[^\n]+\n)*)param (\w*[Ss]ecret\w*) /g)];
      for (const [, decorators, name] of params) expect([file, name, decorators.includes('@secure()')]).toEqual([file, name, true]);
    }
  });

  it('keeps storage, Key Vault and telemetry keyless, and the app on HTTPS with TLS 1.2', () => {
    const text = (file: string) => bicep.find((b) => b.file === file)!.text;
    expect(text('modules/storage.bicep')).toMatch(/allowSharedKeyAccess: false/);
    expect(text('modules/keyvault.bicep')).toMatch(/enableRbacAuthorization: true/);
    expect(text('modules/monitoring.bicep')).toMatch(/DisableLocalAuth: true/);
    const functions = text('modules/functions.bicep');
    expect(functions).toMatch(/httpsOnly: true/);
    expect(functions).toMatch(/minTlsVersion: '1\.2'/);
    expect(functions).toMatch(/AzureWebJobsStorage__accountName:/);
    expect(functions).toMatch(/'4633458b-17de-408a-b874-0445c86b69e6'/); // Key Vault Secrets User
    expect(functions).toMatch(/'3913510d-42f4-4e42-8a64-420c390055eb'/); // Monitoring Metrics Publisher
    expect(functions).not.toMatch(/AccountKey=|listKeys\(/);
  });
});

/** A block of a Bicep file: from the line that starts with `header` to the closing brace at the start of a line. */
function blockOf(file: string, header: string): string {
  const text = bicep.find((b) => b.file === file)!.text;
  const start = text.indexOf(header);
  expect([file, header, start >= 0]).toEqual([file, header, true]);
  return text.slice(start, text.indexOf('\n}', start) + 2);
}

/** Bicep's integer arithmetic (division rounds down). */
const ARITHMETIC: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => Math.floor(a / b),
};

describe('infra/ relay (server-side signatures)', () => {
  const main = bicep.find((b) => b.file === 'main.bicep')!.text;
  const relay = bicep.find((b) => b.file === 'modules/relay.bicep')!.text;
  const relayModule = blockOf('main.bicep', "module relayApp 'modules/relay.bicep'");
  // What reaches the relay's container: the settings main.bicep passes it (the service's shared ones and its own),
  // the module's own, and the secrets it references.
  const plain = [
    ...settingsIn('main.bicep', blockOf('main.bicep', 'var serviceSettings =')),
    ...settingsIn('main.bicep', relayModule),
    ...settingsIn('modules/relay.bicep', blockOf('modules/relay.bicep', 'var relaySettings =')),
  ];
  const secretEnv = [...relay.matchAll(/\{ name: '(\w+)', secretRef: '([\w-]+)' \}/g)].map((m) => ({ name: m[1], ref: m[2] }));
  const vaultSecrets = [...relay.matchAll(/\{ name: '([\w-]+)', keyVaultUrl: [^,\n]+, identity: identity\.id \}/g)].map((m) => m[1]);

  /** A setting's value as the deployment gives it, when it is written in the Bicep (defaults of main.bicep's parameters). */
  function valueOf(name: string): string | undefined {
    const found = plain.filter((a) => a.name === name);
    expect([name, found.length]).toEqual([name, 1]);
    const value = found[0].value;
    const vars = (text: string, id: string) => text.match(new RegExp(`^var ${id} = '([^'\\n]*)'$`, 'm'))?.[1];
    if (value.startsWith("'")) return value.slice(1, -1).replace(/\$\{(\w+)\}/g, (_, id: string) => vars(relay, id) ?? '?');
    const number = /^string\((\w+)\)$/.exec(value)?.[1];
    if (number) return String(integerOf(number));
    if (vars(relay, value) !== undefined) return vars(relay, value);
    return moduleParameterDefault(value, "'([^'\\n]*)'");
  }

  /** What main.bicep passes for a module parameter: the default of its own parameter, read by `pattern`. */
  function moduleParameterDefault(parameter: string, pattern: string): string | undefined {
    const passed = relayModule.match(new RegExp(`^ *${parameter}: (\\w+)$`, 'm'))?.[1];
    return passed ? main.match(new RegExp(`^param ${passed} \\w+ = ${pattern}$`, 'm'))?.[1] : undefined;
  }

  /** An integer of the module: a literal, a var or a module parameter, or one of them with + - * / and a literal. */
  function integerOf(expression: string): number {
    const [, operand, operator, literal] = /^(\w+)(?: ([-+*/]) (\d+))?$/.exec(expression.trim()) ?? [];
    expect([expression, operand !== undefined]).toEqual([expression, true]);
    const defined = relay.match(new RegExp(`^var ${operand} = (.+)$`, 'm'))?.[1];
    const left = /^\d+$/.test(operand) ? Number(operand) : defined ? integerOf(defined) : Number(moduleParameterDefault(operand, '(\\d+)'));
    return operator ? ARITHMETIC[operator](left, Number(literal)) : left;
  }

  it('is deployed only when asked for, so existing deployments do not change', () => {
    expect(main).toMatch(/^param relay bool = false$/m);
    expect(relayModule.startsWith("module relayApp 'modules/relay.bicep' = if (relay) {")).toBe(true);
    expect(relayModule).toMatch(/settings: union\(serviceSettings, \{/);
    expect(relay).toMatch(/env: concat\(\n\s*\[for s in items\(union\(settings, relaySettings\)\): \{ name: s\.key, value: s\.value \}\],/);
  });

  it('gives the relay every setting shared/config.ts requires in Azure, the secrets only as Key Vault references', () => {
    const given = new Set([...plain.map((a) => a.name), ...secretEnv.map((s) => s.name)]);
    expect(settings.filter((s) => s.required && !given.has(s.name)).map((s) => s.name)).toEqual([]);
    const secrets: string[] = settings.filter((s) => s.secret).map((s) => s.name);
    expect(plain.filter((a) => secrets.includes(a.name))).toEqual([]);
    expect(secretEnv.map((s) => s.name).sort()).toEqual(['API_CLIENT_SECRET', 'SIGNING_SECRET']);
    for (const { ref } of secretEnv) expect([ref, vaultSecrets.includes(ref)]).toEqual([ref, true]);
    expect(vaultSecrets).toContain('relay-tls');
  });

  it('sets the relay settings it needs to values shared/config.ts accepts', () => {
    // Not given: the size limit (its default), and what only a host:port next hop reads (Azure's is exchange-online).
    const notGiven = ['SMTP_MAX_MESSAGE_MB', 'SMTP_NEXT_HOP_TLS', 'SMTP_NEXT_HOP_CA_FILE', 'SMTP_NEXT_HOP_CERT_NAME'];
    const smtp = settings.map((s) => s.name).filter((n) => n.startsWith('SMTP_') && !notGiven.includes(n));
    expect(smtp.filter((n) => !plain.some((a) => a.name === n))).toEqual([]);
    const env = Object.fromEntries(smtp.map((n) => [n, valueOf(n)]));
    const config = loadConfig({ ...env, STORAGE_ACCOUNT_NAME: 'sigsvc', SIGNING_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      SMTP_PORT: 2525,
      SMTP_NEXT_HOP: 'exchange-online',
      SMTP_CLIENT_CERT_NAMES: ['mail.protection.outlook.com'],
      SMTP_ALLOWED_SOURCES: [valueOf('SMTP_ALLOWED_SOURCES')],
    });
    // The certificate and key are the one PEM file of the Key Vault certificate, in the secret volume.
    const mount = relay.match(/\{ volumeName: 'tls', mountPath: (\w+) \}/)?.[1];
    expect(config.SMTP_TLS_CERT_FILE).toBe(`${valueOf('SMTP_TLS_KEY_FILE')}`);
    expect(config.SMTP_TLS_CERT_FILE?.startsWith(`${relay.match(new RegExp(`^var ${mount} = '([^']+)'$`, 'm'))?.[1]}/`)).toBe(true);
    expect(relay).toMatch(/\{ name: 'tls', storageType: 'Secret', secrets: \[\{ secretRef: 'relay-tls', path: tlsFileName \}\] \}/);
    expect(relay).toMatch(/@minLength\(4\)\nparam publicHost string/);
  });

  it('gives the relay a spool volume of its own and limits sized from the replica, which loadConfig accepts', () => {
    const ephemeralMb = integerOf('replicaEphemeralStorageMb');
    const memoryMb = integerOf('replicaMemoryMb');
    // Microsoft's table: a replica of 0.5 vCPU has 2 GiB of ephemeral storage for its file system and EmptyDir volumes.
    expect([relay.match(/^var replicaCpu = '([\d.]+)'$/m)?.[1], ephemeralMb]).toEqual(['0.5', 2048]);
    expect(relay).toMatch(/resources: \{ cpu: json\(replicaCpu\), memory: '\$\{replicaMemoryMb \/ 1024\}Gi' \}/);
    expect(relay).toMatch(/\{ volumeName: 'spool', mountPath: spoolMountPath \}/);
    expect(relay).toMatch(/\{ name: 'spool', storageType: 'EmptyDir' \}/);
    const env = Object.fromEntries(
      ['SMTP_SPOOL_DIR', 'SMTP_SPOOL_BUDGET_MB', 'SMTP_MEMORY_BUDGET_MB', 'SMTP_MAX_CONNECTIONS'].map((n) => [n, valueOf(n)]),
    );
    const config = loadConfig({ ...env, STORAGE_ACCOUNT_NAME: 'sigsvc', SIGNING_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      SMTP_SPOOL_DIR: '/var/spool/relay',
      SMTP_SPOOL_BUDGET_MB: 1536,
      SMTP_MEMORY_BUDGET_MB: 256,
      SMTP_MAX_CONNECTIONS: 2 * Number(moduleParameterDefault('connectionsPerReplica', '(\\d+)')),
    });
    expect(config.SMTP_SPOOL_BUDGET_MB).toBeLessThan(ephemeralMb);
    expect(config.SMTP_MEMORY_BUDGET_MB).toBeLessThan(memoryMb);
  });

  it('takes TCP on port 25 to SMTP_PORT in the container, from Exchange Online only, on a network of its own', () => {
    const ingress = relay.slice(relay.indexOf('ingress: {'), relay.indexOf('registries:'));
    expect(ingress).toMatch(/external: true\n\s*transport: 'tcp'\n\s*exposedPort: 25\n\s*targetPort: 2525\n/);
    expect(valueOf('SMTP_PORT')).toBe('2525');
    const probes = [...relay.matchAll(/tcpSocket: \{ port: (\d+) \}/g)].map((m) => m[1]);
    expect(probes).toEqual(['2525', '2525', '2525']);
    expect(relay).toMatch(/vnetConfiguration: \{ infrastructureSubnetId: '\$\{vnet\.id\}\/subnets\/relay', internal: false \}/);
    expect(relay).toMatch(/minReplicas: 1\n/);
    expect(relay).toMatch(/tcp: \{ metadata: \{ concurrentConnections: /);
    // Exchange Online's published ranges for SMTP (endpoint set 10), each one an address range the relay would accept.
    const ranges = [...blockOf('modules/relay.bicep', 'var exchangeOnlineRanges = [').matchAll(/^ {2}'([^']+)'$/gm)].map((m) => m[1]);
    expect(ranges).toEqual(['40.92.0.0/15', '40.107.0.0/16', '52.100.0.0/14', '104.47.0.0/17', '2a01:111:f400::/48', '2a01:111:f403::/48']);
    expect(
      loadConfig({ STORAGE_ACCOUNT_NAME: 'sigsvc', SIGNING_SECRET: 'x'.repeat(32), SMTP_ALLOWED_SOURCES: ranges.join(',') })
        .SMTP_ALLOWED_SOURCES,
    ).toEqual(ranges);
    expect(ingress).toMatch(/ipSecurityRestrictions: \[for \(range, i\) in filter\(exchangeOnlineRanges, r => !contains\(r, ':'\)\): \{/);
    expect(ingress).toMatch(/action: 'Allow'/);
  });

  it("grants the relay's identity the storage and Key Vault roles the Function App has, and uses no key", () => {
    expect(relay).toMatch(/'ba92f5b4-2d11-453d-a403-e96b0029c9fe'/); // Storage Blob Data Contributor
    expect(relay).toMatch(/'0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'/); // Storage Table Data Contributor
    expect(relay).toMatch(/'4633458b-17de-408a-b874-0445c86b69e6'/); // Key Vault Secrets User
    expect(relay).toMatch(/'7f951dda-4ed3-4680-a7ca-43fe172d538d'/); // AcrPull
    expect(relay).toMatch(/registries: \[\{ server: registry\.properties\.loginServer, identity: identity\.id \}\]/);
    expect(relay).toMatch(/dependsOn: \[storageGrants, secretsUser, imagePull\]/);
    expect(relay).not.toMatch(/AccountKey=|listKeys\(|sharedKey|passwordSecretRef/);
  });
});

describe("the deployment's region", () => {
  it('keeps every resource that holds data in the location the deployment names, and storage inside it', () => {
    const elsewhere = bicep.flatMap(({ file, text }) =>
      [...text.matchAll(/\blocation:\s*([^\s,}]+)/g)].map((m) => `${file}: ${m[1]}`).filter((l) => !l.endsWith(': location')),
    );
    // The portal's files (no data) where Static Web Apps run; the operator's alert e-mail group, which Azure keeps globally.
    expect(elsewhere.sort()).toEqual(['main.bicep: portalLocation', "modules/alerts.bicep: 'global'"]);
    const storage = bicep.find((b) => b.file === 'modules/storage.bicep')!.text;
    expect(storage).not.toMatch(/GRS|GZRS/);
  });
});
