import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/designs/gallery.js';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { DEMO_TENANT_ID, repoRoot } from '../../local/defaults.js';
import { seedDemo } from '../../local/seed.js';
import { SIGNATURE_LENGTH_LIMIT } from '../../shared/rendering/template.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// Every gallery design, for every mailbox of the directory `npm start` uses, through the signature path the add-in calls.
const FIXTURE = join(repoRoot(), 'local', 'demo-directory.json');
let host: TestHost;
let admin: string;
let mailboxes: string[];

beforeAll(async () => {
  const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as {
    tenants: Record<string, { domains: string[]; users: { mail: string | null; accountEnabled?: boolean }[] }>;
  };
  // The organisation's own mailboxes (a guest's address is another organisation's).
  const { domains, users } = fixture.tenants[DEMO_TENANT_ID];
  mailboxes = users.filter((u) => u.mail && u.accountEnabled !== false && domains.includes(u.mail.split('@')[1])).map((u) => u.mail!);
  host = await startTestHost({ directory: await FixtureDirectory.fromFile(FIXTURE), people: fixture as unknown as DirectoryFixture });
  expect(await seedDemo(host.services, { url: host.url })).toEqual({ seeded: true });
  admin = await host.token({ tenant: DEMO_TENANT_ID, user: 'admin@contoso.example' });
  const { kit } = await ok(host.api(admin).GET('/api/admin/brand-kit'));
  await ok(
    host.api(admin).PUT('/api/admin/brand-kit', {
      body: {
        kit: {
          ...kit,
          social: {
            linkedin: 'https://www.linkedin.com/company/contoso',
            x: 'https://x.com/contoso',
            youtube: 'https://youtube.com/@contoso',
          },
          cta: { text: 'Book a demo', url: 'https://contoso.example/demo' },
          website: 'https://contoso.example',
        },
      },
    }),
  );
});
afterAll(() => host.close());

describe('the gallery for every mailbox', () => {
  it('has mailboxes to render for', () => expect(mailboxes.length).toBeGreaterThanOrEqual(5));

  it.each(GALLERY.map((g) => [g.id] as const))(
    'renders %s for every mailbox: no unknown placeholder, under the limit',
    async (galleryId) => {
      const api = host.api(admin);
      const created = await ok(api.POST('/api/admin/designs/templates', { body: { name: `Gallery ${galleryId}`, galleryId } }));
      await ok(api.POST('/api/admin/templates/{id}/publish-draft', { params: { path: { id: created.id } } }));
      await ok(api.PUT('/api/admin/roles', { body: { new: created.id, reply: created.id } }));
      const preview = await ok(api.POST('/api/admin/preview', { body: { templateId: created.id } }));
      expect(preview.warnings.filter((w) => w.code === 'unknown_placeholder')).toEqual([]);
      for (const mailbox of mailboxes) {
        const token = await host.token({ tenant: DEMO_TENANT_ID, user: mailbox, scope: 'access_as_user' });
        const res = await host.api(token).POST('/api/signature', { body: {} });
        expect([mailbox, res.response.status]).toEqual([mailbox, 200]);
        const html = res.data?.html ?? '';
        expect([mailbox, res.data?.templateId]).toEqual([mailbox, created.id]);
        expect(html, mailbox).not.toMatch(/\{\{|\}\}/);
        expect(html.length, mailbox).toBeLessThan(SIGNATURE_LENGTH_LIMIT);
        expect(html.length, mailbox).toBeGreaterThan(100);
      }
    },
  );
});
