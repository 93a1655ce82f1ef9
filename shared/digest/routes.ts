import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { DigestPreview, DigestSent } from './schemas.js';

const route = routesUsing('digest');

const digest = { auth: 'admin', guard: { capability: 'settings' }, keys: { exclude: 'sending-mail' } } as const;

export const digestRoutes = [
  route({
    ...digest,
    method: 'GET',
    path: '/api/admin/settings/digest/preview',
    summary: 'The health digest as it would be sent now; sends nothing',
    response: DigestPreview,
    async handler({ tenantId, principal, services }) {
      return json(await services.digest.preview(tenantId, principal.email));
    },
  }),
  route({
    ...digest,
    method: 'POST',
    path: '/api/admin/settings/digest/send',
    summary: 'Mail the digest to the calling admin only (503 when mail is unavailable, 502 with the reason when sending fails)',
    response: DigestSent,
    async handler({ tenantId, principal, services }) {
      return json(await services.digest.sendTo(tenantId, principal.email));
    },
  }),
];
