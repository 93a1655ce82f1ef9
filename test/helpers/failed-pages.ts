import { afterEach } from 'vitest';

// After a browser test fails, a screenshot of every page its file has open shows where it stood (`npm test` keeps no
// other screenshots). Other files load nothing for it.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail' || !ctx.task.file.filepath.includes('/test/e2e/')) return;
  const { keepOpenPages } = await import('../e2e/helpers/browser.js');
  await keepOpenPages(ctx.task.name);
});
