import { z } from 'zod';
import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { ADDIN_RUNTIME_PATH } from './files.js';

const route = routesUsing('config', 'snapshots');

const AllowedScripts = z.object({ allowed: z.array(z.string()) });
const Sender = z.object({ mail: z.string(), displayName: z.string() });
const Senders = z.object({
  own: Sender.describe("The caller's own mailbox"),
  shared: z.array(Sender).describe('The shared mailboxes of the directory the caller may pick as From'),
});

/**
 * The well-known file classic Outlook on Windows reads at the add-in's origin before its JavaScript-only event
 * runtime may use SSO or make CORS requests: it lists the scripts of that origin allowed to.
 */
export const addinRoutes = [
  route({
    method: 'GET',
    path: '/.well-known/microsoft-officeaddins-allowed.json',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: "The add-in scripts of this origin that Office lets use SSO and CORS (classic Outlook's event runtime)",
    response: AllowedScripts,
    async handler({ services }) {
      return json({ allowed: [`${services.config.BASE_URL}${ADDIN_RUNTIME_PATH}`] }, 200, { 'cache-control': 'public, max-age=3600' });
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/compose/senders',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'reading-one-person' },
    summary: "The From addresses of the portal's compose window: the caller's mailbox and the directory's shared mailboxes",
    response: Senders,
    async handler({ tenantId, principal, services }) {
      const users = (await services.snapshots.current(tenantId)).allUsers();
      const own = users.find((u) => u.mail?.toLowerCase() === principal.email.toLowerCase());
      const shared = users
        .filter((u) => u.mailboxType === 'shared' && u.mail)
        .map((u) => ({ mail: u.mail!, displayName: u.displayName ?? u.mail! }))
        .sort((a, b) => a.displayName.localeCompare(b.displayName));
      return json({ own: { mail: own?.mail ?? principal.email, displayName: own?.displayName ?? principal.name }, shared });
    },
  }),
];
