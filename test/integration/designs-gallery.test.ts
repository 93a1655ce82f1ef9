import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/designs/gallery.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { DEMO_TENANT_ID, repoRoot } from '../../shared/local/defaults.js';
import { seedDemo } from '../../shared/local/seed.js';
import { SIGNATURE_LENGTH_LIMIT } from '../../shared/rendering/template.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// Every gallery design, for every mailbox of the directory `npm start` uses, through the signature path the add-in calls.
const FIXTURE = join(repoRoot(), 'shared', 'local', 'demo-directory.json');
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
  host = await startTestHost({ directory: await FixtureDirectory.fromFile(FIXTURE) });
  await seedDemo(host.services);
  admin = await host.token({ tenant: DEMO_TENANT_ID, user: 'admin@contoso.example' });
  const { kit } = await host.succeed('GET', '/api/admin/brand-kit', { token: admin });
  await host.succeed('PUT', '/api/admin/brand-kit', {
    token: admin,
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
  });
});
afterAll(() => host.close());

describe('the gallery for every mailbox', () => {
  it('has mailboxes to render for', () => expect(mailboxes.length).toBeGreaterThanOrEqual(5));

  it.each(GALLERY.map((g) => [g.id] as const))(
    'renders %s for every mailbox: no unknown placeholder, under the limit',
    async (galleryId) => {
      const created = await host.succeed('POST', '/api/admin/designs/templates', {
        token: admin,
        body: { name: `Gallery ${galleryId}`, galleryId },
      });
      await host.succeed('POST', `/api/admin/templates/${created.id}/publish-draft`, { token: admin });
      await host.succeed('PUT', '/api/admin/roles', { token: admin, body: { new: created.id, reply: created.id } });
      const preview = await host.succeed('POST', '/api/admin/preview', { token: admin, body: { templateId: created.id } });
      expect(preview.warnings.filter((w: { code: string }) => w.code === 'unknown_placeholder')).toEqual([]);
      for (const mailbox of mailboxes) {
        const token = await host.token({ tenant: DEMO_TENANT_ID, user: mailbox, scope: 'access_as_user' });
        const res = await host.call('POST', '/api/signature', { token, body: {} });
        expect([mailbox, res.status]).toEqual([mailbox, 200]);
        const html: string = res.json.html;
        expect([mailbox, res.json.templateId]).toEqual([mailbox, created.id]);
        expect(html, mailbox).not.toMatch(/\{\{|\}\}/);
        expect(html.length, mailbox).toBeLessThan(SIGNATURE_LENGTH_LIMIT);
        expect(html.length, mailbox).toBeGreaterThan(100);
      }
    },
  );
});
