import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { json } from '../http/reply.js';
import { ADDIN_RUNTIME_PATH } from './files.js';

const AllowedScripts = z.object({ allowed: z.array(z.string()) });

/**
 * The well-known file classic Outlook on Windows reads at the add-in's origin before its JavaScript-only event
 * runtime may use SSO or make CORS requests: it lists the scripts of that origin allowed to.
 */
export const addinRoutes = [
  defineRoute({
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
];
