import { TableClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { killServiceProcesses, startServiceProcess, type ServiceProcess } from '../helpers/service-kill.js';

/**
 * The service killed (SIGKILL to its process group) in the middle of writes, and started again on the same storage
 * with the same tenants: nothing answered is lost, nothing is done twice. A real service process each time
 * (test/helpers/service-process.ts), the run's Azurite. The timers are fired on demand where a test needs them, and
 * never the outbox's (it settles every organisation of the run's storage, other files' deliberately unfinished work
 * included): a change of the organisation after the restart settles its own.
 */

afterAll(killServiceProcesses);

interface Answered {
  id: string;
  version: number;
  marker: string;
}

const table = (name: string) =>
  TableClient.fromConnectionString(inject('storageConnectionString'), name, { allowInsecureConnection: true });
/** After-commit work of the tenant still waiting: the outbox's intents and the publishes' rows in the templates' partition. */
async function openWork(tenant: string): Promise<number> {
  let n = 0;
  for await (const _ of table('outbox').listEntities({ queryOptions: { filter: `PartitionKey eq '${tenant}'` } })) n++;
  const range = `PartitionKey eq '${tenant}' and RowKey ge 'o|' and RowKey lt 'o}'`;
  for await (const _ of table('templates').listEntities({ queryOptions: { filter: range } })) n++;
  return n;
}

/** Every change-log entry of the tenant (newest first), all pages. */
async function logEntries(svc: ServiceProcess, token: string) {
  const entries: { action: string; details: { id?: string; version?: number } | null }[] = [];
  let cursor: string | null = null;
  do {
    const page = await svc.succeed('GET', `/api/admin/log?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    entries.push(...page.entries);
    cursor = page.cursor;
  } while (cursor);
  return entries;
}

describe('the service killed during publishes', () => {
  it('keeps every answered version, leaves no gap or duplicate, and logs each version once after the restart', async () => {
    const first = await startServiceProcess({ onboard: 1 });
    const tenant = first.tenants[0];
    let token = first.tokens[tenant];
    const ids: string[] = [];
    for (let t = 0; t < 3; t++) {
      const created = await first.succeed('POST', '/api/admin/templates', {
        token,
        body: { name: `Killed ${t}`, html: `<p>t${t} v0</p>`, publish: true },
      });
      ids.push(created.id);
    }
    const answered: Answered[] = [];
    let svc = first;
    // Two writers a template, each publishing new bodies one after another until the kill cuts them off.
    const writer = async (id: string, w: number) => {
      for (let n = 0; ; n++) {
        const marker = `${id.slice(0, 8)}-w${w}-n${n}`;
        let res;
        try {
          res = await svc.call('PUT', `/api/admin/templates/${id}`, { token, body: { html: `<p>${marker}</p>` } });
        } catch {
          return;
        }
        if (res.status === 200) answered.push({ id, version: res.json.version, marker });
        else throw new Error(`publish answered ${res.status}: ${res.text}`);
      }
    };
    const writers = ids.flatMap((id) => [writer(id, 0), writer(id, 1)]);
    await expect.poll(() => answered.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(8);
    await svc.kill();
    await Promise.all(writers);

    svc = await startServiceProcess({ tenants: first.tenants });
    token = svc.tokens[tenant];
    // One more change of the organisation settles the work the killed process left.
    await svc.succeed('PUT', `/api/admin/templates/${ids[0]}`, { token, body: { html: '<p>after the restart</p>' } });
    expect(await openWork(tenant)).toBe(0);

    const entries = await logEntries(svc, token);
    for (const id of ids) {
      const { current, versions } = await svc.succeed('GET', `/api/admin/templates/${id}/versions`, { token });
      const numbers = (versions as { version: number }[]).map((v) => v.version).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: current }, (_, i) => i + 1));
      const logged = entries
        .filter((e) => e.action === 'template.published' && e.details?.id === id)
        .map((e) => e.details!.version!)
        .sort((a, b) => a - b);
      expect(logged).toEqual(numbers);
      for (const a of answered.filter((x) => x.id === id)) {
        const preview = await svc.succeed('GET', `/api/admin/templates/${id}/versions/${a.version}/preview`, { token });
        expect(preview.html).toContain(a.marker);
      }
    }
    await svc.kill();
  });
});

describe('the service killed during an import', () => {
  it('leaves the template whole or absent, and the retry of the same import makes it once', async () => {
    const first = await startServiceProcess({ onboard: 1 });
    const tenant = first.tenants[0];
    const colours = ['#d00000', '#00d000', '#0000d0'];
    const pngs = await Promise.all(
      colours.map((c) =>
        sharp({ create: { width: 40, height: 20, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const names = colours.map((_, i) => `logo-${i}.png`);
    const bundle = {
      format: 'signature-template',
      formatVersion: 1,
      template: { name: 'Imported', html: `<p>${names.map((n) => `<img src="cid:${n}" alt="${n}" width="40" height="20">`).join('')}</p>` },
      images: pngs.map((b, i) => ({ name: names[i], contentType: 'image/png', base64: b.toString('base64') })),
    };
    const importing = first.call('POST', '/api/admin/templates/import', { token: first.tokens[tenant], body: bundle }).catch(() => null);
    // Killed as soon as its first image is stored: the rest of its images and its template not yet.
    const assets = BlobServiceClient.fromConnectionString(inject('storageConnectionString')).getContainerClient('assets');
    const stored = async () => {
      const found: string[] = [];
      for await (const b of assets.listBlobsFlat({ prefix: `${tenant}/` })) found.push(b.name.slice(tenant.length + 1));
      return found;
    };
    while (!(await stored()).length);
    await first.kill();
    expect(await importing).toBeNull();

    const svc = await startServiceProcess({ tenants: first.tenants });
    const token = svc.tokens[tenant];
    const imported = async () =>
      ((await svc.succeed('GET', '/api/admin/templates', { token })).templates as { id: string; name: string }[]).filter(
        (t) => t.name === 'Imported',
      );
    const after = await imported();
    expect(after.length).toBeLessThanOrEqual(1);
    // Whole if there: every image it names is stored.
    if (after.length) expect(await stored()).toEqual(expect.arrayContaining(names));

    // The script tries again, and again as if that answer were lost too: one template, each image once.
    const retried = await svc.call('POST', '/api/admin/templates/import', { token, body: bundle });
    const again = await svc.call('POST', '/api/admin/templates/import', { token, body: bundle });
    expect([retried.status, again.status, again.json.id]).toEqual([201, 201, retried.json.id]);
    expect((await imported()).map((t) => t.id)).toEqual([retried.json.id]);
    expect((await stored()).sort()).toEqual(names);
    const { draft } = await svc.succeed('GET', `/api/admin/templates/${retried.json.id}`, { token });
    for (const n of names) expect(draft.html).toContain(`cid:${n}`);
    const entries = await logEntries(svc, token);
    expect(entries.filter((e) => e.action === 'template.imported' && e.details?.id === retried.json.id)).toHaveLength(1);
    await svc.kill();
  });
});
