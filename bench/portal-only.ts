// `tsx bench/portal-only.ts`: the portal's browser figures alone (library, editor), against a built service.
import { demoTokens, startBaseline, startService } from './harness.js';
import { timeLibrary } from './portal-library.js';

const baseline = await startBaseline();
const service = await startService();
try {
  const { portal } = await demoTokens(service.port);
  const library = await timeLibrary(service, portal, baseline.browserUrl);
  console.log(
    `Portal: library of 200 templates rendered ${library.libraryMs} ms after navigation, the editor with its preview ${library.editorMs} ms (medians of 5); the bare baseline page ${library.baselineMs} ms in the same browser`,
  );
} finally {
  await service.stop();
  baseline.stop();
}
