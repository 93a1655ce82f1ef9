import { chromium, type Page } from 'playwright-core';

export const TEMPLATES = 200;
const RUNS = 5;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LibraryTiming {
  /** Median ms from navigation to the library's 200th row on screen, signed in. */
  libraryMs: number;
  /** Median ms from navigation to a template's editor showing its rendered preview, signed in. */
  editorMs: number;
  /** Median ms from navigation to the same browser showing the bare baseline page: the browser's own floor. */
  baselineMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Fills the demo organisation's library to 200 templates; the editor's address is that of its first template. */
export async function fillLibrary(service: { port: number }, portalToken: string): Promise<{ origin: string; editorUrl: string }> {
  const origin = `http://localhost:${service.port}`;
  const headers = { authorization: `Bearer ${portalToken}`, 'content-type': 'application/json' };
  const listed = ((await (await fetch(`${origin}/api/admin/templates`, { headers })).json()) as { templates: { id: string }[] }).templates;
  for (let i = listed.length; i < TEMPLATES; i++) {
    const res = await fetch(`${origin}/api/admin/templates`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench template ${String(i).padStart(3, '0')}`, html: `<p>{{displayName}} · template ${i}</p>` }),
    });
    if (!res.ok) throw new Error(`creating template ${i} answered ${res.status}`);
  }
  return { origin, editorUrl: `${origin}/admin/templates/${listed[0].id}` };
}

/** Signs in through the local identity provider's page as the demo Admin, and waits for the whole library. */
export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin/templates`);
  await page.getByRole('button', { name: /admin@contoso\.example/i }).click();
  await page
    .getByTestId('template-row')
    .nth(TEMPLATES - 1)
    .waitFor({ timeout: 60_000 });
}

/**
 * Fills the demo organisation's library to 200 templates, signs in through the local identity provider's page in
 * Chromium as the demo Admin, then times fresh navigations to `/admin/templates` until the 200th row is rendered.
 */
export async function timeLibrary(service: { port: number }, portalToken: string, baselineUrl: string): Promise<LibraryTiming> {
  const { origin, editorUrl } = await fillLibrary(service, portalToken);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, origin);

    const library: number[] = [];
    const editor: number[] = [];
    const baseline: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let t0 = performance.now();
      await page.goto(`${origin}/admin/templates`);
      await page
        .getByTestId('template-row')
        .nth(TEMPLATES - 1)
        .waitFor({ timeout: 60_000 });
      library.push(performance.now() - t0);
      t0 = performance.now();
      await page.goto(editorUrl);
      await page.getByTestId('preview-frame').waitFor({ timeout: 60_000 });
      editor.push(performance.now() - t0);
      t0 = performance.now();
      await page.goto(baselineUrl);
      await page.waitForLoadState('load');
      baseline.push(performance.now() - t0);
    }
    return { libraryMs: Math.round(median(library)), editorMs: Math.round(median(editor)), baselineMs: Math.round(median(baseline)) };
  } finally {
    await browser.close();
  }
}
