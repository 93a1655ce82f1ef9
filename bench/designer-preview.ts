import { chromium } from 'playwright-core';
import type { DesignInput } from '../shared/designs/schema.js';

const RUNS = 15;
const BLOCKS = 20;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A design of 20 blocks of every kind the renderer draws, text lines first (the one the bench edits). */
function twentyBlocks(): DesignInput {
  const blocks: DesignInput['blocks'] = [{ id: 'edited', type: 'text', text: '{{displayName}}', style: { bold: true } }];
  const kinds: DesignInput['blocks'] = [
    { id: 'title', type: 'text', text: '{{jobTitle}}', hideWhenEmpty: true },
    { id: 'photo', type: 'photo' },
    {
      id: 'social',
      type: 'social',
      items: [
        { network: 'linkedin', url: 'https://linkedin.com/company/x' },
        { network: 'x', url: 'https://x.com/x' },
      ],
    },
    { id: 'divider', type: 'divider' },
    { id: 'button', type: 'button', text: 'Book a demo', url: 'https://example.com/demo' },
    { id: 'vcard', type: 'vcard' },
    { id: 'spacer', type: 'spacer' },
    { id: 'phone', type: 'text', text: 'T {{businessPhone}}', hideWhenEmpty: true, link: 'tel:{{businessPhone}}' },
  ];
  for (let i = 0; blocks.length < BLOCKS - 1; i++) {
    const k = kinds[i % kinds.length];
    blocks.push({ ...k, id: `${k.id}-${i}` } as DesignInput['blocks'][number]);
  }
  blocks.push({
    id: 'columns',
    type: 'columns',
    left: [{ id: 'col-photo', type: 'photo' }],
    right: [{ id: 'col-name', type: 'text', text: '{{displayName}}' }],
  });
  return { version: 1, blocks };
}

/**
 * Opens a designed template of 20 blocks in the designer as the demo Admin and times, in the page, from an edit of a
 * text block's field to the preview frame having loaded the edited signature: the latency a person sees.
 */
export async function timeDesignerEdit(service: { port: number }, portalToken: string): Promise<{ editMs: number; p90Ms: number }> {
  const origin = `http://localhost:${service.port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    const res = await fetch(`${origin}/api/admin/designs/templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${portalToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench design ${Date.now()}`, design: twentyBlocks() }),
    });
    if (!res.ok) throw new Error(`creating the design answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    await page.goto(`${origin}/admin/templates/${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: /admin@contoso\.example/i }).click();
    await page.getByTestId('design-preview').waitFor({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Text', exact: true }).waitFor();

    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const marker = `Edited ${run} {{displayName}}`;
      times.push(
        await page.evaluate(
          (text) =>
            new Promise<number>((resolve) => {
              const frame = document.querySelector<HTMLIFrameElement>('[data-testid="design-preview"]')!;
              const input = document.querySelector<HTMLInputElement>('[data-testid="block-properties"] input')!;
              const seen = text.split(' {{')[0];
              const started = performance.now();
              // The frame runs no script (sandbox=""): its new document is in `srcdoc`, shown when it fires `load`.
              const loaded = () => {
                if (!frame.srcdoc.includes(seen)) return;
                frame.removeEventListener('load', loaded);
                resolve(performance.now() - started);
              };
              frame.addEventListener('load', loaded);
              // React reads the value through the input's own setter, as typing sets it.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          marker,
        ),
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { editMs: Math.round(median(times)), p90Ms: Math.round(sorted[Math.floor(sorted.length * 0.9)]) };
  } finally {
    await browser.close();
  }
}
