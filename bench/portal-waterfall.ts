// `tsx bench/portal-waterfall.ts` (after `npm run build && npm run build:local`): where one navigation to the library, and one to the
// editor, spend their time: the resource timings of each (ms after navigation start) and when the page showed.
import { chromium, type Page } from 'playwright-core';
import { demoTokens, startBaseline, startService } from './harness.js';
import { CHROMIUM_ARGS, fillLibrary, signIn, TEMPLATES } from './portal-library.js';

interface Entry {
  name: string;
  start: number;
  end: number;
  kb: number;
}

async function waterfall(page: Page, url: string, shown: string): Promise<void> {
  const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'commit' });
  const at = await page.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : 0), shown, {
    polling: 'raf',
    timeout: 60_000,
  });
  const shownAt = Math.round((await at.jsonValue()) as number);
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile as CpuProfile);
  const entries = await page.evaluate((): Entry[] => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByType('paint').map((p) => ({ name: p.name, start: p.startTime, end: p.startTime, kb: 0 }));
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name.replace(location.origin, ''),
      start: r.startTime,
      end: r.responseEnd,
      kb: r.encodedBodySize / 1024,
    }));
    return [
      { name: '(document)', start: nav.startTime, end: nav.responseEnd, kb: nav.encodedBodySize / 1024 },
      { name: '(DOMContentLoaded)', start: nav.domContentLoadedEventStart, end: nav.domContentLoadedEventEnd, kb: 0 },
      ...paint,
      ...resources,
    ];
  });
  console.log(`\n${url}: shown at ${shownAt} ms`);
  for (const e of entries.sort((a, b) => a.start - b.start))
    console.log(
      `${String(Math.round(e.start)).padStart(6)} → ${String(Math.round(e.end)).padStart(6)}  ${e.kb.toFixed(1).padStart(7)} KB  ${e.name}`,
    );
}

/** The part of a V8 CPU profile (`Profiler.stop`) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time by function (the top 25), and by script, of the main thread's samples. */
function printProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  // PROFILE=<ms>: only the samples of the last <ms> before the page showed (what stood between the data and the paint).
  const from = profile.endTime - Number(process.env.PROFILE) * 1000;
  let t = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    t += deltas[i] ?? 0;
    if (t >= from) self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, ms] of self) {
    const f = byId.get(id)!.callFrame;
    const script = f.url.replace(/^.*\//, '') || '(native)';
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(`-- main thread by script --\n${top(byScript, 12)}\n-- by function --\n${top(byFunction, 25)}`);
}

const baseline = await startBaseline();
const service = await startService();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const { portal } = await demoTokens(service.port);
  const { origin, editorUrl } = await fillLibrary(service, portal);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, origin);
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    await page.goto(baseline.browserUrl);
    await waterfall(page, `${origin}/admin/templates`, `[data-testid="template-row"]:nth-of-type(${TEMPLATES})`);
    await waterfall(page, editorUrl, '[data-testid="preview-frame"]');
  }
} finally {
  await browser.close();
  await service.stop();
  baseline.stop();
}
