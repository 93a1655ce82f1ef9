import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { silentLogger } from '../../shared/log.js';
import { PERSON_DATA_KINDS } from '../../shared/privacy/kinds.js';
import { NOT_PERSONAL } from '../../shared/privacy/not-personal.js';
import { personDataKinds } from '../../shared/privacy/registry.js';
import { PrivacyStore } from '../../shared/privacy/store.js';
import { createServices } from '../../shared/services.js';

/** The composition root, built without touching storage: every store has asked for its tables and containers. */
const services = createServices(
  loadConfig({ SIGNING_SECRET: 'registry-test-secret-0123456789abcdef', STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' }),
  { directory: new FixtureDirectory({ tenants: {} }), log: silentLogger },
);
const kinds = personDataKinds({
  storage: services.storage,
  users: services.users,
  snapshots: services.snapshots,
  store: new PrivacyStore(services.storage, 'x'.repeat(32)),
});
const layout = services.storage.layout();
const stored = [...layout.tenantTables, ...layout.indexTables, ...layout.tenantContainers];

describe("the registry of a person's data", () => {
  it('gives every table and container either a person-data adapter or the reason it holds no personal data', () => {
    const covered = new Set([...kinds.flatMap((k) => [...k.tables, ...k.containers]), ...Object.keys(NOT_PERSONAL)]);
    expect(stored.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('names only tables and containers that exist, and none both as personal and not', () => {
    const personal = kinds.flatMap((k) => [...k.tables, ...k.containers]);
    expect(personal.filter((name) => !stored.includes(name))).toEqual([]);
    expect(Object.keys(NOT_PERSONAL).filter((name) => personal.includes(name))).toEqual([]);
    expect(Object.keys(NOT_PERSONAL).filter((name) => !stored.includes(name) && !layout.otherContainers.includes(name))).toEqual([]);
  });

  it('has one adapter per kind, each described in a sentence', () => {
    expect(kinds.map((k) => k.kind).sort()).toEqual([...PERSON_DATA_KINDS].sort());
    for (const k of kinds) expect(k.describes).toMatch(/^[A-Z].*\.$/);
    for (const reason of Object.values(NOT_PERSONAL)) expect(reason.length).toBeGreaterThan(10);
  });
});
