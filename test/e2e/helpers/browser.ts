import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Frame, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from '../../../local/defaults.js';
import type { TestHost } from '../../helpers/host.js';

/** Debian's Chromium, the browser people run (here headless). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Chromium release and Blink, without the desktop browser's own layers
 * (its window compositing and browser UI). A browser file takes about a quarter less CPU in it, and the run is bound
 * by CPU (docs/performance.md). Without it installed, every file runs in the full browser.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots are kept (test-results/ is gitignored). */
export const SCREENSHOTS = join(repoRoot(), 'test-results', 'e2e');

/**
 * How long a locator waits for its element: generous, since a page renders slowly on a loaded machine (the waits end
 * as soon as the element is there), and well under the test's own timeout, so a missing element fails with the
 * locator it waited for.
 */
export const ELEMENT_TIMEOUT = 90_000;

const shared = new Map<string, Promise<Browser>>();

/** This worker process's browser of that path, launched on first use and ended with the process (playwright kills it on exit). */
function sharedChromium(executablePath: string): Promise<Browser> {
  let launching = shared.get(executablePath);
  if (!launching) {
    const started = chromium.launch({ executablePath, args: ARGS });
    const forget = () => shared.get(executablePath) === started && shared.delete(executablePath);
    started.then((b) => b.on('disconnected', forget), forget);
    shared.set(executablePath, (launching = started));
  }
  return launching;
}

/** Which browser a file runs in: the headless shell (the default, when installed), or the full browser. */
export type BrowserKind = 'headless-shell' | 'full';

export interface BrowserOptions {
  kind?: BrowserKind;
  /**
   * The motion preference of the file's pages: `reduce` (the default) is the system setting people with vestibular
   * disorders use, and the portal's transitions end at once; a file about motion itself asks for `no-preference`.
   * Frames that are never animated are never drawn: a browser file takes about a tenth less CPU (docs/performance.md).
   */
  motion?: 'reduce' | 'no-preference';
}

/**
 * A browser for one test file: the worker's chromium, shared by the files the worker runs one after another (a launch
 * costs seconds of CPU on this machine). Its contexts are the file's own, with its motion preference; `close()`
 * closes them and leaves chromium running for the next file.
 */
export async function launchBrowser({ kind = 'headless-shell', motion = 'reduce' }: BrowserOptions = {}): Promise<Browser> {
  const browser = await sharedChromium(kind === 'headless-shell' && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
  const contexts = new Set<BrowserContext>();
  const track = async (context: BrowserContext) => {
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    await watchPolicyViolations(context);
    return context;
  };
  const withMotion = (options: BrowserContextOptions = {}): BrowserContextOptions => ({ reducedMotion: motion, ...options });
  return new Proxy(browser, {
    get(target, prop) {
      if (prop === 'newContext') return async (options?: BrowserContextOptions) => track(await target.newContext(withMotion(options)));
      if (prop === 'newPage')
        return async (options?: BrowserContextOptions) => {
          const page = await target.newPage(withMotion(options));
          await track(page.context());
          return page;
        };
      if (prop === 'contexts') return () => [...contexts];
      if (prop === 'close') return async () => void (await Promise.all([...contexts].map((c) => c.close())));
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What the content security policy refused on each page (any of its frames), as the browser said it. */
const violations = new WeakMap<Page, string[]>();

/**
 * Records every refusal of the content security policy on the context's pages: the `securitypolicyviolation` event of
 * each document that runs script, and the browser's own console line for any frame (a sandboxed one runs none).
 */
async function watchPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Content Security Policy violation: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const page = message.page();
    if (!page || !/Content Security Policy/i.test(message.text())) return;
    violations.set(page, [...(violations.get(page) ?? []), message.text()]);
  });
}

/** The page's policy refusals so far (none is what every page of the service should show). */
export const policyViolations = (page: Page): readonly string[] => violations.get(page) ?? [];

export interface SignInOptions {
  /** The person's address in the directory fixture. */
  as: string;
  /** The portal page to open, relative to /admin (default: the home page). */
  path?: string;
  /** The browser's language (`navigator.language`), when a test reads dates or numbers as a reader of it would. */
  locale?: string;
  /** Entries of the portal's localStorage, written before its script runs (the pseudo-locale's switch). */
  storage?: Record<string, string>;
}

/**
 * Opens a portal page in a fresh browser context and signs in through the local identity provider's page, as a
 * person does: the portal redirects to /authorize, the person picks themselves, MSAL brings them back.
 */
export async function signInAndOpen(browser: Browser, host: TestHost, o: SignInOptions): Promise<Page> {
  // From the host's own address, as its API calls are: the run's hosts share one storage, so browsers all calling from
  // loopback would share one address's limit of tokens verified afresh.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': host.address },
    ...(o.locale && { locale: o.locale }),
  });
  context.setDefaultTimeout(ELEMENT_TIMEOUT);
  if (o.storage)
    await context.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), o.storage);
  const page = await context.newPage();
  await page.goto(`${host.url}/admin${o.path ?? ''}`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByRole('button', { name: new RegExp(o.as.replace(/[.]/g, '\\.'), 'i') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.hash.includes('code='));
  return page;
}

/**
 * Whether every checked page keeps its screenshot (`npm run screenshots`, for a person reviewing the pages); in a plain
 * `npm test` only a page that fails its check keeps one. About 200 full-page screenshots were 45 core-seconds of a run.
 */
export const KEEP_EVERY_SCREENSHOT = process.env.KEEP_SCREENSHOTS === '1';

/**
 * Keeps a full-page screenshot in test-results/e2e: a JPEG, which chromium encodes in about half the time of a PNG of
 * the same page.
 */
export async function keepScreenshot(page: Page, name: string, timeout?: number): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.jpeg`), fullPage: true, type: 'jpeg', quality: 85, timeout });
}

/**
 * Keeps a screenshot of every page open in the browser files (`failed-<test>`, numbered when there are several): what
 * the pages showed when a test failed. A page that cannot be captured (closed, hung) is passed over.
 */
export async function keepOpenPages(testName: string): Promise<void> {
  const browsers = await Promise.all([...shared.values()].map((launching) => launching.catch(() => null)));
  const pages = browsers.flatMap((b) => b?.contexts().flatMap((c) => c.pages()) ?? []);
  const name = `failed-${testName.replace(/\W+/g, '-').slice(0, 80)}`;
  await Promise.all(pages.map((p, i) => keepScreenshot(p, pages.length > 1 ? `${name}-${i + 1}` : name, 20_000).catch(() => undefined)));
}

/** Keeps the page's screenshot for review when every page keeps one (`npm run screenshots`). */
export async function keepForReview(page: Page, name: string): Promise<void> {
  if (KEEP_EVERY_SCREENSHOT) await keepScreenshot(page, name);
}

/**
 * Puts axe-core into a frame that has not got it yet. Frames sandboxed without scripts (the previews) are left out:
 * they run no script, so axe cannot analyse them. AxeBuilder instead evaluated the half-megabyte source and configured
 * axe again in every frame on every analysis: 1.5 s a page against 0.2 s this way, with the same findings.
 */
async function ensureAxe(frame: Frame): Promise<boolean> {
  const owner = await frame.frameElement().catch(() => null);
  const sandbox = owner && (await owner.getAttribute('sandbox'));
  if (sandbox != null && !sandbox.split(/\s+/).includes('allow-scripts')) return false;
  if (await frame.evaluate(() => 'axe' in window)) return true;
  await frame.evaluate(axe.source);
  await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
  return true;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Which part of the page axe looks at: CSS selectors (what crosses into the page's script has to be plain data). */
export interface AxeScope {
  include?: string[][];
  exclude?: string[][];
}

/**
 * axe-core's results for the page (its own frames through axe's messaging, as in AxeBuilder's legacy mode). When no
 * frame but the page's own can run axe (the previews are sandboxed without scripts), axe is told not to ask them: it
 * waits half a second on every run for an answer such a frame cannot give, and then counts it as not tested all the
 * same (a `frame-tested` review item, never a violation).
 */
export async function runAxe(page: Page, scope: AxeScope, options: axe.RunOptions): Promise<axe.AxeResults> {
  const frames = page.frames();
  const analysable = await Promise.all(frames.map(ensureAxe));
  const framesToAsk = frames.some((frame, i) => frame !== page.mainFrame() && analysable[i]);
  if (!framesToAsk && options.iframes === undefined) options = { ...options, iframes: false };
  return page.evaluate(
    ({ scope, options }): Promise<axe.AxeResults> =>
      window.axe.run(scope.include || scope.exclude ? (scope as axe.ContextObject) : document, options),
    { scope, options },
  );
}

/**
 * Waits for the page's finite animations to end (a dialog fading in, a panel sliding): axe measures the contrast of
 * what is drawn, and a dialog half faded in reads as too faint. Endless ones (a spinner) are left running.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // A dialog that has just closed leaves the page hidden from assistive technology (`aria-hidden` on the root) until
  // its focus goes back: a moment later on a busy machine. With no dialog open, the page is checked once it is back.
  await page.waitForFunction(
    () => !!document.querySelector('[role="dialog"], [role="alertdialog"]') || !document.querySelector('#root[aria-hidden]'),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Only the violations carry their nodes back: passes and inapplicable rules are not read, and every node they
  // matched would be serialised and sent through the protocol.
  const results = await runAxe(page, { exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails on any serious or critical accessibility violation axe finds (Fluent's focus-trap helpers,
 * `[data-tabster-dummy]`, are a known false positive), keeping the page's screenshot when it does, or for review;
 * and on anything the content security policy refused on the page so far.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await animationsEnded(page);
  let bad = await seriousViolations(page);
  // Contrast is measured on what is drawn at that instant: on a loaded machine a button can be caught between two
  // states (a colour change the reduced-motion transition has not painted yet). Only what is still there a moment
  // later counts; a real contrast fault is there both times.
  if (bad.length && bad.every((v) => v.startsWith('color-contrast'))) {
    await page.waitForTimeout(500);
    await animationsEnded(page);
    bad = await seriousViolations(page);
  }
  if (KEEP_EVERY_SCREENSHOT || bad.length) await keepScreenshot(page, name);
  expect(bad, `accessibility of ${name}`).toEqual([]);
  // The service's headers are part of what a page is checked under: nothing it needs may be refused by them.
  expect(policyViolations(page), `content security policy on ${name}`).toEqual([]);
}
