// `tsx bench/portal-only.ts`: the portal's browser figures alone (library, editor), against a built service.
import { DEMO_ADMIN, DEMO_TENANT_ID, localIdpKeyFile, LOCAL_CLIENT_ID } from '../shared/local/defaults.js';
import { LocalIdp } from '../shared/local/idp.js';
import { startBaseline, startService } from './harness.js';
import { timeLibrary } from './portal-library.js';

const baseline = await startBaseline();
const service = await startService();
try {
  const idp = await LocalIdp.create({
    base: `http://localhost:${service.port}/idp`,
    clientId: LOCAL_CLIENT_ID,
    keyFile: localIdpKeyFile(),
  });
  const portal = await idp.mint({ tenant: DEMO_TENANT_ID, user: DEMO_ADMIN, name: 'Dana Admin', scope: 'portal_admin' });
  const library = await timeLibrary(service, portal, baseline.url);
  console.log(
    `Portal: library of 200 templates rendered ${library.libraryMs} ms after navigation, the editor with its preview ${library.editorMs} ms (medians of 5); the bare baseline page ${library.baselineMs} ms in the same browser`,
  );
} finally {
  service.stop();
  baseline.server.close();
}
