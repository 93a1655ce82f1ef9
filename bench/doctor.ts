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

interface Timing {
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of the process (user and system): what a loaded machine's waiting for a core does not add to. */
  cpu50: number;
}

function time(run: () => void): Timing {
  for (let i = 0; i < 20; i++) run();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.floor(RUNS * q)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), cpu50: cpu[Math.floor(RUNS * 0.5)] };
}

const figures = (t: Timing) =>
  `p50 ${t.p50.toFixed(2)} ms  p95 ${t.p95.toFixed(2)} ms  p99 ${t.p99.toFixed(2)} ms  (CPU p50 ${t.cpu50.toFixed(2)} ms)`;

export function doctorBench(): void {
  const html = template();
  const ctx = context();
  const findings = lint(html, ctx).findings.length;
  const parse = time(() => parseDocument(html, { withStartIndices: true, withEndIndices: true }));
  const doctor = time(() => lint(html, ctx));
  console.log(
    `\nSignature doctor: one lint of a ${html.length.toLocaleString('en')}-character template (${findings} findings), ${RUNS} runs`,
  );
  console.log(`  parse only (baseline)  ${figures(parse)}`);
  console.log(`  lint, every rule       ${figures(doctor)}  ${(doctor.cpu50 / parse.cpu50).toFixed(1)}x the parse's CPU; goal under 20 ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) doctorBench();
