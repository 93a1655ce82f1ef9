import { z } from 'zod';
import type { Capability } from '../auth/roles.js';
import { routesUsing, type Route } from '../http/route.js';
import { json, noContent } from '../http/reply.js';
import { BannerBody, BannerOrFooter, BannerOrFooterParams, FooterBody, type BannerOrFooterKind } from './schemas.js';

const route = routesUsing('bannersFooters');

/** The four routes of one kind of block; banners and footers differ in their body and their capability. */
function bannerOrFooterRoutes(
  kind: BannerOrFooterKind,
  plural: string,
  capability: Capability,
  body: typeof BannerBody | typeof FooterBody,
  label: string,
): Route[] {
  const base = { auth: 'admin', guard: { capability }, keys: 'allow' } as const;
  return [
    route({
      ...base,
      method: 'GET',
      path: `/api/admin/${plural}`,
      summary: `${label}s`,
      response: z.object({ [plural]: z.array(BannerOrFooter) }),
      async handler({ tenantId, services }) {
        return json({ [plural]: await services.bannersFooters.list(tenantId, kind) });
      },
    }),
    route({
      ...base,
      method: 'POST',
      path: `/api/admin/${plural}`,
      summary: `Create a ${label.toLowerCase()}`,
      body,
      response: BannerOrFooter,
      async handler({ tenantId, actor, body: input, services }) {
        return json(
          await services.bannersFooters.create(tenantId, actor, kind, { position: 'below', startsAt: null, endsAt: null, ...input }),
          201,
        );
      },
    }),
    route({
      ...base,
      method: 'PUT',
      path: `/api/admin/${plural}/:id`,
      summary: `Change a ${label.toLowerCase()} (replaced whole)`,
      params: BannerOrFooterParams,
      body,
      response: BannerOrFooter,
      async handler({ tenantId, actor, params, body: input, services }) {
        return json(
          await services.bannersFooters.replace(tenantId, actor, kind, params.id, {
            position: 'below',
            startsAt: null,
            endsAt: null,
            ...input,
          }),
        );
      },
    }),
    route({
      ...base,
      method: 'DELETE',
      path: `/api/admin/${plural}/:id`,
      summary: `Delete a ${label.toLowerCase()}`,
      responseType: 'no-content',
      params: BannerOrFooterParams,
      async handler({ tenantId, actor, params, services }) {
        await services.bannersFooters.remove(tenantId, actor, kind, params.id);
        return noContent();
      },
    }),
  ];
}

export const bannersRoutes = bannerOrFooterRoutes('banner', 'banners', 'banners', BannerBody, 'Campaign banner');
export const footersRoutes = bannerOrFooterRoutes('footer', 'footers', 'footers', FooterBody, 'Compliance footer');
