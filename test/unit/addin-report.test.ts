import { describe, expect, it } from 'vitest';
import type { ApplyReport } from '../../addin/src/api.js';
import { handleComposeEvent } from '../../addin/src/compose.js';
import type { AddinDeps, ComposeItem } from '../../addin/src/ports.js';
import { withOwnMark } from '../../addin/src/own-mark.js';

/** A compose item that keeps what the logic did to it. */
function item(): ComposeItem & { signature?: string } {
  const session = new Map<string, string>();
  const it: ComposeItem & { signature?: string } = {
    fromAddress: async () => 'ann.lee@fabrikam.test',
    composeType: async () => 'new',
    attachments: async () => [],
    addInlineImage: async (_b, name) => name,
    removeAttachment: async () => undefined,
    setSignature: async (html) => void (it.signature = html),
    disableClientSignature: async () => undefined,
    sessionGet: async (k) => session.get(k),
    sessionSet: async (k, v) => void session.set(k, v),
    notify: async () => undefined,
    recipients: async () => [],
    mark: async () => false,
  };
  return it;
}

/** Deps whose service answers with `answer` and whose reports land in `reports`. */
function deps(answer: () => Promise<Response>, reports: ApplyReport[]): AddinDeps {
  const store = new Map<string, string>();
  return {
    base: 'https://sig.example',
    token: async () => 'token',
    client: 'newOutlookWindows OfficeOnline 1.2025.1105.100',
    host: { name: 'newOutlookWindows', platform: 'OfficeOnline', version: '1.2025.1105.100' },
    storage: { getItem: async (k) => store.get(k) ?? null, setItem: async (k, v) => void store.set(k, v) },
    fetch: async (url, init) => {
      if (url.endsWith('/report')) {
        reports.push(JSON.parse(init?.body as string) as ApplyReport);
        return new Response(null, { status: 202 });
      }
      return answer();
    },
  };
}

const signature = { html: '<p>Ann</p>', images: [], templateId: 't1', version: 3 };

describe('the report of one launch event', () => {
  it('carries the client, the event and the time to completed()', async () => {
    const reports: ApplyReport[] = [];
    let completed = 0;
    const target = item();
    await handleComposeEvent(
      deps(async () => Response.json(signature), reports),
      target,
      { completed: () => void completed++ },
      'fromChanged',
    );
    expect(completed).toBe(1);
    expect(target.signature).toBe(withOwnMark('<p>Ann</p>', 'ann.lee@fabrikam.test'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      outcome: 'applied',
      event: 'fromChanged',
      host: { name: 'newOutlookWindows', platform: 'OfficeOnline', version: '1.2025.1105.100' },
      templateId: 't1',
      version: 3,
    });
    expect(reports[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(reports[0].reason).toBeUndefined();
  });

  it.each([
    ['the service is unreachable', () => Promise.reject(new TypeError('Failed to fetch')), 'failed', 'service_unreachable'],
    ['the service fails', async () => new Response('', { status: 503 }), 'failed', 'service_error'],
    ['the mailbox is not served', async () => new Response('', { status: 404 }), 'skipped', 'not_served'],
  ] as const)('names why nothing was applied when %s', async (_what, answer, outcome, reason) => {
    const reports: ApplyReport[] = [];
    await handleComposeEvent(deps(answer, reports), item(), { completed: () => undefined }, 'newMessage');
    expect(reports[0]).toMatchObject({ outcome, reason, event: 'newMessage' });
  });
});

describe('while the service cannot give a signature', () => {
  it.each([
    ['is unreachable (no copy on this device)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 503', async () => Response.json({ code: 'storage_unavailable' }, { status: 503, headers: { 'retry-after': '5' } })],
  ] as const)('keeps the signature the person already has when the service %s', async (_what, answer) => {
    const target = item();
    target.signature = '<p>What Ann had</p>';
    const reports: ApplyReport[] = [];
    await handleComposeEvent(deps(answer, reports), target, { completed: () => undefined }, 'newMessage');
    expect(target.signature).toBe('<p>What Ann had</p>');
    expect(reports[0]).toMatchObject({ outcome: 'failed' });
  });

  it('applies the last good signature the service served stale, and says so in the report', async () => {
    const reports: ApplyReport[] = [];
    const target = item();
    const renderedAt = '2026-11-28T09:00:00.000Z';
    const stale = () => Response.json({ stale: renderedAt, ...signature }, { headers: { 'x-signature-stale': renderedAt } });
    await handleComposeEvent(
      deps(async () => stale(), reports),
      target,
      { completed: () => undefined },
      'newMessage',
    );
    expect(target.signature).toBe(withOwnMark('<p>Ann</p>', 'ann.lee@fabrikam.test'));
    expect(reports[0]).toMatchObject({ outcome: 'applied', stale: true, templateId: 't1' });
    // A fresh answer's report says nothing of it.
    await handleComposeEvent(
      deps(async () => Response.json(signature), reports),
      item(),
      { completed: () => undefined },
      'newMessage',
    );
    expect(reports[1].stale).toBeUndefined();
  });
});
