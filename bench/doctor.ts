// The signature doctor on a 30,000-character template: the time of one lint (all rules, a full organisation context),
// beside the time the HTML parser alone takes on the same body, measured in the same run. Goal: under 20 ms a lint.
import { parseDocument } from 'htmlparser2';
import { pathToFileURL } from 'node:url';
import { lint } from '../shared/doctor/engine.js';
import type { DoctorContext } from '../shared/doctor/schemas.js';
import { CLIENTS } from '../shared/doctor/schemas.js';
import { supportFor } from '../shared/doctor/support.js';

const RUNS = 200;

/** A busy, realistic signature: tables, inline styles, links, images and placeholders, grown to 30,000 characters. */
function template(chars = 30_000): string {
  const row = (i: number) =>
    `<tr><td style="padding:4px 8px;font-family:Arial,sans-serif;font-size:13px;color:#333333;border-radius:3px">` +
    `<strong style="color:#0b5394">{{displayName}}</strong> · {{jobTitle}}<br>` +
    `{{#mobilePhone}}<a href="tel:{{mobilePhone}}" style="color:#0b5394;text-decoration:none">M {{mobilePhone}}</a>{{/mobilePhone}} ` +
    `<a href="https://www.example.com/offer/${i}" style="color:#0b5394">example.com</a> ` +
    `<img src="cid:logo.png" alt="Example" width="120" height="40" style="display:block;border:0"></td></tr>\n`;
  let body = '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">\n';
  for (let i = 0; body.length < chars - 10; i++) body += row(i);
  return `${body}</table>`.slice(0, Math.max(chars, 0)) + '</table>';
}

const context = (): DoctorContext => ({
  clients: [...CLIENTS],
  support: supportFor(CLIENTS),
  images: { 'logo.png': { size: 24_000, width: 240, height: 80, dark: null, darkVariant: null } },
  knownPlaceholders: ['displayName', 'jobTitle', 'mobilePhone'],
  emptyShare: { mobilePhone: 0.62, jobTitle: 0.05 },
  mailboxes: 5000,
  longestValue: { displayName: 40, jobTitle: 60, mobilePhone: 20 },
  longest: null,
  tracking: true,
});

function time(run: () => void): { p50: number; p95: number; p99: number } {
  for (let i = 0; i < 20; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(RUNS * 0.5)], p95: samples[Math.floor(RUNS * 0.95)], p99: samples[Math.floor(RUNS * 0.99)] };
}

export function doctorBench(): void {
  const html = template();
  const ctx = context();
  const findings = lint(html, ctx).findings.length;
  const parse = time(() => parseDocument(html, { withStartIndices: true, withEndIndices: true }));
  const doctor = time(() => lint(html, ctx));
  console.log(
    `\nSignature doctor: one lint of a ${html.length.toLocaleString('en')}-character template (${findings} findings), ${RUNS} runs`,
  );
  console.log(`  parse only (baseline)  p50 ${parse.p50.toFixed(2)} ms  p95 ${parse.p95.toFixed(2)} ms  p99 ${parse.p99.toFixed(2)} ms`);
  console.log(
    `  lint, every rule       p50 ${doctor.p50.toFixed(2)} ms  p95 ${doctor.p95.toFixed(2)} ms  p99 ${doctor.p99.toFixed(2)} ms  (${(doctor.p50 / parse.p50).toFixed(1)}x the parse; goal under 20 ms)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) doctorBench();
