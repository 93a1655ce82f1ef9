import { join } from 'node:path';
import { repoRoot } from '../shared/repo-root.js';

export { repoRoot };

export const DEMO_TENANT_ID = '7d3c8f2a-5b1e-4c6d-9a0f-2e4b6c8d0a1f';
export const DEMO_ADMIN = 'admin@contoso.example';
/** The demo Admin's directory object id (demo-directory.json): every token for them carries it. */
export const DEMO_ADMIN_OID = '0b6f1c1e-1a2b-4c3d-8e4f-000000000001';
export const LOCAL_CLIENT_ID = '5e2f8a41-7c3b-4d9e-a1f0-6b8c2d4e9f17';

/** Embedded defaults of the local host; any of them can be overridden by the environment. */
export function localDefaults(port: number, scheme: 'http' | 'https' = 'http'): Record<string, string> {
  const root = repoRoot();
  const origin = `${scheme}://localhost:${port}`;
  return {
    PORT: String(port),
    IDP_AUTHORITY: `${origin}/idp`,
    API_CLIENT_ID: LOCAL_CLIENT_ID,
    BASE_URL: origin,
    CLICK_URL: origin,
    DIRECTORY_FIXTURE: join(root, 'local', 'demo-directory.json'),
    SIGNING_SECRET: 'local-development-signing-secret-do-not-use-in-azure',
  };
}

/** Where the local host keeps its state (gitignored); `LOCAL_STATE_DIR` moves it (tests run hosts side by side). */
export const localStateDir = (env: Record<string, string | undefined> = process.env) => env.LOCAL_STATE_DIR || join(repoRoot(), '.local');

/** Where the local identity provider keeps its signing key, so `npm run token` signs what the host accepts. */
export const localIdpKeyFile = (env: Record<string, string | undefined> = process.env) => join(localStateDir(env), 'idp-signing-key.json');
