import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MAX_DAYS } from '../../shared/changelog/schemas.js';
import { invertedTimeKey } from '../../shared/storage/entities.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
const ADMIN = 'export.admin@contoso.example';

/** Entries written at known moments: before the range, on its first moment, inside it, and on its end (excluded). */
const FROM = '2020-03-01T00:00:00.000Z';
const TO = '2020-03-08T00:00:00.000Z';
const record = (tenantId: string, at: string, target: string, actor = { actor: 'ann.lee@contoso.example', actorName: 'Ann Lee' }) =>
  host.services.changelog.record(
    tenantId,
    actor,
    { scope: 'tenant', action: 'apikey.revoked', target },
    { at, key: invertedTimeKey(new Date(at)) },
  );

const ids: Record<string, string> = {};
const exportOf = (query: Record<string, string>, token = admin) =>
  host.call('GET', `/api/admin/log/export?${new URLSearchParams(query)}`, { token });
const logLength = async () => (await ok(host.api(admin).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant, ADMIN);
  admin = await host.token({ tenant, user: ADMIN });
  await ok(host.api(admin).GET('/api/admin/me'));
  ids.before = await record(tenant, '2020-02-29T23:59:59.999Z', 'Before');
  ids.first = await record(tenant, FROM, 'Plain "quoted" name');
  ids.formula = await record(tenant, '2020-03-04T12:00:00.000Z', '=HYPERLINK("https://evil.example","x")', {
    actor: 'key-1',
    actorName: '@SUM(1+1)',
  });
  ids.last = await record(tenant, '2020-03-07T23:59:59.999Z', '-2+3\r\nnext line');
  ids.end = await record(tenant, TO, 'At the end');
  // Another organisation's entry inside the same range: never in this one's export.
  await record(other, '2020-03-05T00:00:00.000Z', 'Other organisation');
});
afterAll(() => host.close());

describe('a large export', () => {
  /** A week of its own, far from the other tests' range, holding more entries than three pages of the store. */
  const LARGE_FROM = '2021-06-01T00:00:00.000Z';
  const LARGE_TO = '2021-06-08T00:00:00.000Z';
  const COUNT = 2600;
  const written: string[] = [];

  beforeAll(async () => {
    const start = Date.parse(LARGE_FROM);
    for (let i = 0; i < COUNT; i += 100) {
      const batch = Array.from({ length: Math.min(100, COUNT - i) }, (_, j) => i + j);
      // Two minutes apart: every entry inside the week, each at its own moment.
      written.push(...(await Promise.all(batch.map((n) => record(tenant, new Date(start + n * 120_000).toISOString(), `Key ${n}`)))));
    }
  });

  it('streams every entry, newest first, with no length announced before the end', async () => {
    const res = await exportOf({ format: 'csv', from: LARGE_FROM, to: LARGE_TO });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const rows = res.text.split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows).toHaveLength(COUNT + 2);
    expect(rows[0]).toBe('"id","at","actor","actorName","keyId","scope","action","target","summary","details"');
    const expected = [...written].reverse();
    expect(rows.slice(1, -1).map((r) => r.slice(1, r.indexOf('"', 1)))).toEqual(expected);
    expect(rows[1]).toContain(`"Key ${COUNT - 1}"`);
    expect(rows[COUNT]).toContain('"Key 0"');

    const lines = (await exportOf({ format: 'jsonl', from: LARGE_FROM, to: LARGE_TO })).text.split('\n');
    expect(lines.pop()).toBe('');
    const entries = lines.map((l) => JSON.parse(l) as { id: string; target: string; summary: string });
    expect(entries.map((e) => e.id)).toEqual(expected);
    expect(entries[0]).toMatchObject({ target: `Key ${COUNT - 1}`, summary: `Revoked the API key “Key ${COUNT - 1}”` });
  });

  it('reads the store a page at a time', async () => {
    const pages: number[] = [];
    for await (const page of host.services.changelog.range(tenant, new Date(LARGE_FROM), new Date(LARGE_TO), 1000)) pages.push(page.length);
    expect(pages).toEqual([1000, 1000, COUNT - 2000]);
  });
});

describe('exporting the change log', () => {
  it('answers CSV rows exactly, newest first, from `from` (included) to `to` (excluded), formulas defused', async () => {
    const res = await exportOf({ format: 'csv', from: FROM, to: TO });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="change-log-2020-03-01-2020-03-08.csv"');
    // A line break inside a quoted cell stays in it (RFC 4180): split here, it reads as the next lines.
    expect(res.text.split('\r\n')).toEqual([
      '"id","at","actor","actorName","keyId","scope","action","target","summary","details"',
      `"${ids.last}","2020-03-07T23:59:59.999Z","ann.lee@contoso.example","Ann Lee","","tenant","apikey.revoked","'-2+3`,
      'next line","Revoked the API key “-2+3',
      'next line”",""',
      `"${ids.formula}","2020-03-04T12:00:00.000Z","key-1","'@SUM(1+1)","","tenant","apikey.revoked","'=HYPERLINK(""https://evil.example"",""x"")","Revoked the API key “=HYPERLINK(""https://evil.example"",""x"")”",""`,
      `"${ids.first}","2020-03-01T00:00:00.000Z","ann.lee@contoso.example","Ann Lee","","tenant","apikey.revoked","Plain ""quoted"" name","Revoked the API key “Plain ""quoted"" name”",""`,
      '',
    ]);
  });

  it('answers the same entries as JSON Lines, one object per line', async () => {
    const res = await exportOf({ format: 'jsonl', from: FROM, to: TO });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      {
        id: ids.last,
        at: '2020-03-07T23:59:59.999Z',
        actor: 'ann.lee@contoso.example',
        actorName: 'Ann Lee',
        keyId: null,
        scope: 'tenant',
        action: 'apikey.revoked',
        target: '-2+3\r\nnext line',
        details: null,
        summary: 'Revoked the API key “-2+3\r\nnext line”',
      },
      {
        id: ids.formula,
        at: '2020-03-04T12:00:00.000Z',
        actor: 'key-1',
        actorName: '@SUM(1+1)',
        keyId: null,
        scope: 'tenant',
        action: 'apikey.revoked',
        target: '=HYPERLINK("https://evil.example","x")',
        details: null,
        summary: 'Revoked the API key “=HYPERLINK("https://evil.example","x")”',
      },
      {
        id: ids.first,
        at: FROM,
        actor: 'ann.lee@contoso.example',
        actorName: 'Ann Lee',
        keyId: null,
        scope: 'tenant',
        action: 'apikey.revoked',
        target: 'Plain "quoted" name',
        details: null,
        summary: 'Revoked the API key “Plain "quoted" name”',
      },
    ]);
  });

  it('answers a header row alone for a range with no entries, and the edges move with the range', async () => {
    expect((await exportOf({ format: 'csv', from: '2019-01-01T00:00:00Z', to: '2019-02-01T00:00:00Z' })).text.split('\r\n')).toHaveLength(
      2,
    );
    const edges = await exportOf({ format: 'jsonl', from: '2020-02-29T23:59:59.999Z', to: '2020-03-01T00:00:00.001Z' });
    expect(
      edges.text
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual([ids.first, ids.before]);
    const end = await exportOf({ format: 'jsonl', from: TO, to: '2020-03-09T00:00:00Z' });
    expect(
      end.text
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual([ids.end]);
  });

  it('is readable by a key with the monitoring capability, and never shows another organisation', async () => {
    const key = await ok(host.api(admin).POST('/api/admin/api-keys', { body: { name: 'siem', access: ['monitoring'], readOnly: true } }));
    const res = await exportOf({ format: 'jsonl', from: '2020-01-01T00:00:00Z', to: '2020-04-01T00:00:00Z' }, key.secret);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Other organisation');
    expect(res.text.trim().split('\n')).toHaveLength(5);
    const templatesOnly = await ok(host.api(admin).POST('/api/admin/api-keys', { body: { name: 'templates', access: ['templates'] } }));
    const refused = await exportOf({ format: 'csv', from: FROM, to: TO }, templatesOnly.secret);
    expect([refused.status, refused.json.code]).toEqual([403, 'missing_capability']);
  });
});

describe('refusals', () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ['an unknown format', { format: 'xlsx', from: FROM, to: TO }, { format: 'must be csv or jsonl' }],
    ['no range', { format: 'csv' }, { from: expect.any(String) as string, to: expect.any(String) as string }],
    [
      'a start that is no date',
      { format: 'csv', from: 'yesterday', to: TO },
      { from: 'must be an ISO-8601 instant, e.g. 2026-01-31T00:00:00Z' },
    ],
    ['an end before the start', { format: 'csv', from: TO, to: FROM }, { to: 'must be later than from' }],
    ['an empty range', { format: 'csv', from: FROM, to: FROM }, { to: 'must be later than from' }],
    [
      'a range wider than the most',
      { format: 'csv', from: '2020-01-01T00:00:00Z', to: '2020-04-02T00:00:01Z' },
      { to: `must be at most ${EXPORT_MAX_DAYS} days after from` },
    ],
  ];
  it.each(cases)('refuses %s with 400 invalid_request naming the field, and changes nothing', async (_, query, fields) => {
    const before = await logLength();
    const res = await exportOf(query);
    expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    expect(res.json.fields).toEqual(fields);
    expect(await logLength()).toBe(before);
  });

  it('refuses a person who is not signed in', async () => {
    const res = await host.api().GET('/api/admin/log/export', { params: { query: { format: 'csv', from: FROM, to: TO } } });
    expect(statusAndCode(res)).toEqual([401, 'unauthenticated']);
  });
});
