import { z } from 'zod';
import { guardCapabilities } from '../auth/roles.js';
import type { RefusalCode } from '../http/refusals.js';
import type { Route } from '../http/route.js';

/** The refusals a key meets on the allow-list, in the order the pipeline checks them. */
const KEY_REFUSALS = [
  'invalid_key',
  'key_expired',
  'read_only_key',
  'missing_capability',
  'approval_required',
] as const satisfies readonly RefusalCode[];
type KeyRefusal = (typeof KEY_REFUSALS)[number];

export const SurfaceOperation = z.object({
  method: z.string(),
  path: z.string(),
  /** The capability the route's guard demands ("a or b" when it accepts either), null for authentication only. */
  capability: z.string().nullable(),
  write: z.boolean(),
  publish: z.boolean(),
  summary: z.string(),
  reachable: z.boolean().optional(),
  /** The refusal the key would meet first. */
  reason: z.enum(KEY_REFUSALS).nullable().optional(),
});
export type SurfaceOperation = z.infer<typeof SurfaceOperation>;

export const ApiSurface = z.object({
  baseUrl: z.string(),
  operations: z.array(SurfaceOperation),
  key: z
    .object({
      id: z.string(),
      name: z.string(),
      access: z.array(z.string()),
      readOnly: z.boolean(),
      expires: z.string().nullable(),
      revoked: z.boolean(),
    })
    .optional(),
});
export type ApiSurface = z.infer<typeof ApiSurface>;

/** The allow-list as data: derived from the route table, never listed a second time. */
export function buildApiSurface(routes: readonly Route[], baseUrl: string): ApiSurface {
  return {
    baseUrl,
    operations: routes
      .filter((r) => r.keys === 'allow')
      .map((r) => ({
        method: r.method,
        path: r.path,
        capability: guardCapabilities(r.guard).join(' or ') || null,
        write: r.write,
        // A route that publishes only when asked (a create with `"publish": true`) is reachable either way.
        publish: r.publish === true,
        summary: r.summary,
      })),
  };
}

export interface KeyView {
  capabilities: readonly string[];
  readOnly: boolean;
  revoked: boolean;
  expired: boolean;
  requireApproval: boolean;
}

/** Marks each operation reachable or not for one key, with the refusal it would meet first. */
export function reachability(
  routes: readonly Route[],
  op: SurfaceOperation,
  key: KeyView,
): { reachable: boolean; reason: KeyRefusal | null } {
  const route = routes.find((r) => r.method === op.method && r.path === op.path);
  const wanted = route ? guardCapabilities(route.guard) : [];
  const reason = key.revoked
    ? 'invalid_key'
    : key.expired
      ? 'key_expired'
      : op.write && key.readOnly
        ? 'read_only_key'
        : wanted.length && !wanted.some((c) => key.capabilities.includes(c))
          ? 'missing_capability'
          : op.publish && key.requireApproval
            ? 'approval_required'
            : null;
  return { reachable: reason === null, reason };
}
