import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySignature, handleComposeEvent } from '../../addin/src/compose.js';
import type { AddinDeps, ComposeItem } from '../../addin/src/ports.js';
import { OutlookStandin } from '../../addin/src/standin/outlook.js';
import { domainOf, lastOfBurst, MAX_RECIPIENT_DOMAINS, oneAtATime, recipientDomains } from '../../addin/src/recipients.js';
import { withOwnMark } from '../../addin/src/own-mark.js';

describe('the recipients the service is told about: their domains', () => {
  it('keeps the domain of each address, lower-cased, distinct and sorted', () => {
    expect(
      recipientDomains(['Lena.Vogel@Fabrikam.TEST', 'alex@contoso.example', 'raj@CONTOSO.example', 'x@fabrikam.test.', ' y@a.b ']),
    ).toEqual(['a.b', 'contoso.example', 'fabrikam.test']);
  });

  it('writes one set the same way whatever the order or field it came from', () => {
    expect(recipientDomains(['a@z.example', 'b@y.example'])).toEqual(recipientDomains(['c@Y.example', 'd@z.example', 'e@y.example']));
  });

  it('takes the part after the last @ and nothing that is not a host name', () => {
    expect(
      ['"a@b"@quoted.example', 'no-at-sign', 'a@', 'a@localhost', 'a@-x..example', 'a@x y.example', 'a@x_y.example'].map(domainOf),
    ).toEqual(['quoted.example', undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('writes an international domain in its ASCII form', () => {
    expect(domainOf('jürgen@Müller.example')).toBe('xn--mller-kva.example');
  });

  it('never holds an address, and at most 100 domains (the first fields first)', () => {
    const addresses = Array.from({ length: 250 }, (_, i) => `person${i}@d${String(i).padStart(3, '0')}.example`);
    const domains = recipientDomains(addresses);
    expect(domains).toHaveLength(MAX_RECIPIENT_DOMAINS);
    expect(domains[0]).toBe('d000.example');
    expect(domains.filter((d) => d.includes('@'))).toEqual([]);
    expect(domains).not.toContain('d100.example');
    expect(recipientDomains([])).toEqual([]);
  });
});

describe('waiting until the person stops typing', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('answers only the last of a burst, 1.5 s after it; the ones it overtook answer false at once', async () => {
    const settled = lastOfBurst(1500);
    const answers: boolean[] = [];
    const first = settled().then((last) => answers.push(last));
    await vi.advanceTimersByTimeAsync(1000);
    const second = settled().then((last) => answers.push(last));
    await first;
    expect(answers).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(answers).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(answers).toEqual([false, true]);
    // A change after the burst settled starts a new wait.
    const third = settled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(await third).toBe(true);
  });

  it('runs applies one after another, also after one fails', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) =>
          setTimeout(() => {
            log.push(name);
            if (fail) reject(new Error(name));
            else resolve(name);
          }, ms),
        );
    const a = inTurn(task('a', 300, true));
    const b = inTurn(task('b', 10));
    const c = inTurn(task('c', 10));
    await vi.advanceTimersByTimeAsync(400);
    await expect(a).rejects.toThrow('a');
    expect([await b, await c, log]).toEqual(['b', 'c', ['a', 'b', 'c']]);
  });
});

/** A compose item whose signature region holds one signature, as Outlook's does; what the logic did, kept. */
function item(recipients: string[], marks = true) {
  const session = new Map<string, string>();
  const state = { recipients, signature: '', typed: '<p>Hello</p>', headers: new Map<string, string>(), sets: 0 };
  const target: ComposeItem = {
    fromAddress: async () => 'ann.lee@fabrikam.test',
    composeType: async () => 'reply',
    attachments: async () => [],
    addInlineImage: async (_b, name) => name,
    removeAttachment: async () => undefined,
    setSignature: async (html) => {
      state.sets++;
      state.signature = html;
    },
    disableClientSignature: async () => undefined,
    sessionGet: async (k) => session.get(k),
    sessionSet: async (k, v) => void session.set(k, v),
    notify: async () => undefined,
    recipients: async () => state.recipients,
    mark: async (value) => {
      if (!marks) return false;
      if (value === null) state.headers.delete('X-Signature-Applied');
      else state.headers.set('X-Signature-Applied', value);
      return true;
    },
  };
  return { target, state };
}

/** A service that answers a signature naming the domains it was asked with; every request body kept. */
function service() {
  const bodies: Record<string, unknown>[] = [];
  const store = new Map<string, string>();
  const deps: AddinDeps = {
    base: 'https://sig.example',
    token: async () => 'token',
    storage: { getItem: async (k) => store.get(k) ?? null, setItem: async (k, v) => void store.set(k, v) },
    fetch: async (url, init) => {
      if (url.endsWith('/report')) return new Response(null, { status: 202 });
      const body = JSON.parse(init?.body as string) as { recipients?: { domains: string[] } };
      bodies.push(body);
      const html = body.recipients ? `<p>Ann, for ${body.recipients.domains.join(' ')}</p>` : '<p>Ann</p>';
      return Response.json({ html, images: [], templateId: 't1', version: 4 }, { headers: { etag: `"${html.length}"` } });
    },
  };
  return { deps, bodies };
}

describe('a signature asked with the recipients', () => {
  it('sends their domains only, and none when there are no recipients', async () => {
    const { deps, bodies } = service();
    await applySignature(deps, item(['Alex.Wilber@Contoso.example', 'lena@fabrikam.test']).target);
    await applySignature(deps, item([]).target);
    expect(bodies).toEqual([
      { email: 'ann.lee@fabrikam.test', type: 'reply', recipients: { domains: ['contoso.example', 'fabrikam.test'] } },
      { email: 'ann.lee@fabrikam.test', type: 'reply' },
    ]);
    expect(JSON.stringify(bodies)).not.toMatch(/alex|lena/i);
  });

  it('replaces the signature in place when the domains change, after the person wrote more, and asks nothing when they do not', async () => {
    const { deps, bodies } = service();
    const { target, state } = item(['lena@fabrikam.test']);
    await handleComposeEvent(deps, target, { completed: () => undefined }, 'newMessage');
    state.typed += '<p>More text</p>';
    state.recipients = ['lena@fabrikam.test', 'alex@contoso.example'];
    await handleComposeEvent(deps, target, { completed: () => undefined }, 'recipientsChanged', { unlessUnchanged: true });
    expect(state.signature).toBe(withOwnMark('<p>Ann, for contoso.example fabrikam.test</p>', 'ann.lee@fabrikam.test'));
    // The same domains again (another colleague, another address at the same customer): nothing asked, nothing set.
    state.recipients = ['raj@fabrikam.test', 'alex@contoso.example', 'ALEX@contoso.example'];
    let completed = 0;
    await handleComposeEvent(deps, target, { completed: () => void completed++ }, 'recipientsChanged', { unlessUnchanged: true });
    expect([completed, bodies.length, state.sets, state.typed]).toEqual([1, 2, 2, '<p>Hello</p><p>More text</p>']);
  });

  it('leaves the signature in place untouched when the service answers the same one for the new recipients', async () => {
    const { deps } = service();
    const statuses: number[] = [];
    const sameForAll: AddinDeps = {
      ...deps,
      fetch: async (url, init) => {
        if (url.endsWith('/report')) return new Response(null, { status: 202 });
        const tag = '"same"';
        const status = new Headers(init?.headers).get('if-none-match') === tag ? 304 : 200;
        statuses.push(status);
        if (status === 304) return new Response(null, { status, headers: { etag: tag } });
        return Response.json({ html: '<p>Ann</p>', images: [], templateId: 't1', version: 4 }, { headers: { etag: tag } });
      },
    };
    const { target, state } = item(['lena@fabrikam.test']);
    await applySignature(sameForAll, target);
    state.recipients = ['alex@contoso.example'];
    const result = await applySignature(sameForAll, target, { unlessUnchanged: true });
    expect([statuses, state.sets, result.report.outcome, result.report.templateId]).toEqual([[200, 304], 1, 'applied', 't1']);
    // From or a new window still write it (what they always did).
    await applySignature(sameForAll, target);
    expect(state.sets).toBe(2);
  });

  it('marks the message with the template and version it applied; an empty signature takes the mark away', async () => {
    const { deps } = service();
    const { target, state } = item(['alex@contoso.example']);
    await applySignature(deps, target);
    expect([...state.headers]).toEqual([['X-Signature-Applied', 'template=t1; version=4']]);
    const empty: AddinDeps = { ...deps, fetch: async () => Response.json({ html: '', images: [], templateId: null, version: null }) };
    await applySignature(empty, target);
    expect([...state.headers]).toEqual([]);
  });

  it('writes into the mark whom the signature was made for and its token, and follows a change of those alone without writing the signature again', async () => {
    const { deps } = service();
    const byRecipients: AddinDeps = {
      ...deps,
      fetch: async (url, init) => {
        if (url.endsWith('/report')) return new Response(null, { status: 202 });
        const { recipients } = JSON.parse(init?.body as string) as { recipients?: { domains: string[] } };
        const outside = recipients?.domains.some((d) => d !== 'fabrikam.test') ?? false;
        const verdict = outside ? 'external' : 'internal';
        const answer = {
          html: '<p>Ann</p>',
          images: [],
          templateId: 't1',
          version: 4,
          recipients: verdict,
          markToken: `20500.${verdict}-token`,
        };
        return Response.json(answer, { headers: { etag: `"${outside}"` } });
      },
    };
    const { target, state } = item(['lena@fabrikam.test']);
    await applySignature(byRecipients, target);
    const internal = 'template=t1; version=4; recipients=internal; token=20500.internal-token';
    expect([state.sets, state.headers.get('X-Signature-Applied')]).toEqual([1, internal]);
    state.recipients = ['lena@fabrikam.test', 'alex@contoso.example'];
    await applySignature(byRecipients, target, { unlessUnchanged: true });
    expect([state.sets, state.headers.get('X-Signature-Applied')]).toEqual([
      1,
      'template=t1; version=4; recipients=external; token=20500.external-token',
    ]);
    state.recipients = ['lena@fabrikam.test'];
    await applySignature(byRecipients, target, { unlessUnchanged: true });
    expect([state.sets, state.headers.get('X-Signature-Applied')]).toEqual([1, internal]);
  });

  it('applies the signature unmarked where the client has no internet headers', async () => {
    const { deps } = service();
    const { target, state } = item([], false);
    const result = await applySignature(deps, target);
    expect([result.report.outcome, state.signature, state.headers.size]).toEqual([
      'applied',
      withOwnMark('<p>Ann</p>', 'ann.lee@fabrikam.test'),
      0,
    ]);
  });

  it('asks again after an attempt that reached no service, even for the same domains', async () => {
    const { deps, bodies } = service();
    const { target } = item(['alex@contoso.example']);
    const offline: AddinDeps = { ...deps, fetch: () => Promise.reject(new TypeError('Failed to fetch')) };
    expect((await applySignature(offline, target, { unlessUnchanged: true })).report.outcome).toBe('failed');
    expect((await applySignature(deps, target, { unlessUnchanged: true })).report.outcome).toBe('applied');
    expect(bodies).toHaveLength(1);
  });
});

describe('the event runtime, in the Office.js stand-in, as recipients change', () => {
  afterEach(() => void vi.useRealTimers());
  // The stand-in is installed on this process's global object, which the other test files of the worker share: their
  // `fetch` (and no `Office`) come back once this file is done.
  const globals = {
    fetch: globalThis.fetch,
    Office: Reflect.get(globalThis, 'Office'),
    OfficeRuntime: Reflect.get(globalThis, 'OfficeRuntime'),
  };
  afterAll(() => {
    for (const [name, value] of Object.entries(globals)) {
      if (value === undefined) Reflect.deleteProperty(globalThis, name);
      else Reflect.set(globalThis, name, value);
    }
  });

  it('asks once for a burst of changes, 1.5 s after the last, and not again for the same domains', async () => {
    vi.useFakeTimers();
    const asked: { recipients?: { domains: string[] } }[] = [];
    const reports: { event?: string; outcome: string }[] = [];
    const outlook = new OutlookStandin({
      user: { email: 'ann.lee@fabrikam.test', displayName: 'Ann Lee' },
      token: async () => 'token',
      runtimeUrl: 'https://sig.example/addin/runtime.js',
      fetch: async (url, init) => {
        const body = JSON.parse(init?.body as string) as { recipients?: { domains: string[] }; event?: string; outcome: string };
        if (url.endsWith('/report')) {
          reports.push(body);
          return new Response(null, { status: 202 });
        }
        asked.push(body);
        return Response.json({ html: `<p>Ann ${asked.length}</p>`, images: [], templateId: 't1', version: 1 });
      },
    });
    outlook.install(globalThis);
    await import('../../addin/src/runtime.js');
    const state = outlook.compose({ from: 'ann.lee@fabrikam.test', to: ['Lena Vogel <lena@fabrikam.test>'] });
    expect(await outlook.fire('OnNewMessageCompose')).toMatchObject({ completed: true });

    // Two addresses added half a second apart: the first event completes at once, the second asks once it settled.
    const first = outlook.changeRecipients('to', ['lena@fabrikam.test', 'alex@contoso.example']);
    await vi.advanceTimersByTimeAsync(500);
    const second = outlook.changeRecipients('to', ['lena@fabrikam.test', 'alex@contoso.example', 'raj@northwind.example']);
    expect(await first).toMatchObject({ fired: true, completed: true });
    await vi.advanceTimersByTimeAsync(1499);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toMatchObject({ completed: true });
    expect(asked.map((b) => b.recipients?.domains)).toEqual([['fabrikam.test'], ['contoso.example', 'fabrikam.test', 'northwind.example']]);
    expect([state.signatures, state.headers.get('X-Signature-Applied')]).toEqual([
      [withOwnMark('<p>Ann 2</p>', 'ann.lee@fabrikam.test')],
      'template=t1; version=1',
    ]);

    // Another person at a domain already there: the event completes, nothing is asked.
    const third = outlook.changeRecipients('cc', ['someone@contoso.example']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await third).toMatchObject({ completed: true });
    expect(asked).toHaveLength(2);
    expect(state.signatures).toEqual([withOwnMark('<p>Ann 2</p>', 'ann.lee@fabrikam.test')]);
    await vi.waitFor(() =>
      expect(reports.map((r) => [r.event, r.outcome])).toEqual([
        ['newMessage', 'applied'],
        ['recipientsChanged', 'applied'],
      ]),
    );
  });
});
