import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { azureSettings } from '../../shared/config.js';

const infra = join(import.meta.dirname, '..', '..', 'infra');
const files = [join(infra, 'main.bicep'), ...readdirSync(join(infra, 'modules')).map((f) => join(infra, 'modules', f))].filter((f) =>
  f.endsWith('.bicep'),
);
const bicep = files.map((f) => ({ file: f.slice(infra.length + 1), text: readFileSync(f, 'utf8').replace(/^\s*\/\/.*$/gm, '') }));

/** Settings the Functions host itself reads (not shared/config.ts). */
const HOST_SETTINGS = ['APPLICATIONINSIGHTS_CONNECTION_STRING', 'APPLICATIONINSIGHTS_AUTHENTICATION_STRING'];

/**
 * Every `SETTING_NAME: value` in the Bicep: app settings are the only upper-case snake-case keys there (resource
 * properties are camelCase). A value is a quoted string or an expression up to the end of the line or object.
 */
const assignments = bicep.flatMap(({ file, text }) =>
  [...text.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*:\s*('(?:[^'\\]|\\.)*'|[^\n,]+?)\s*(?=[\n,]|\}\s*(?:[\n,)]|$))/g)].map((m) => ({
    file,
    name: m[1],
    value: m[2],
  })),
);
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
    const known = new Set<string>([...settings.map((s) => s.name), ...HOST_SETTINGS]);
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
