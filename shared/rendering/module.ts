import type { AssetService } from '../assets/service.js';
import type { TenantService } from '../tenants/service.js';
import type { Wired } from '../wiring.js';
import { RenderingService } from './service.js';

/** Rendering bodies for a person, or for the organisation's sample person. */
export function wire({ assets, tenants }: { assets: AssetService; tenants: TenantService }): Wired<{ rendering: RenderingService }> {
  const rendering = new RenderingService(assets, async (tenantId) => {
    const tenant = await tenants.current(tenantId);
    return tenant && { name: tenant.name, domains: tenant.domains };
  });
  return { facade: { rendering } };
}
