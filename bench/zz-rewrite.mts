import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { benchMessages, benchSignature } from './relay-messages.js';
const which = process.argv[2];
const mod = await import(which === 'old' ? '/work/main/relay/mime/index.ts' : '../relay/mime/index.js');
const { small, large } = await benchMessages();
const signature = await benchSignature();
const decide = async () => ({ action: 'sign' as const, signature, stamp: 'x', skipAddInSigned: true, skipMeetings: true });
async function once(m: Buffer) {
  const msg = { bytes: m.length, open: () => Readable.from(Array.from({ length: Math.ceil(m.length / 65536) }, (_, i) => m.subarray(i * 65536, (i + 1) * 65536))) };
  const r = await mod.rewriteMessage(msg, decide);
  const cs: Buffer[] = []; for await (const c of r.message) cs.push(c); const out = Buffer.concat(cs);
  if (r.decision.action !== 'signed') throw new Error('not signed');
  return out.length;
}
for (const [name, m, n] of (process.env.ONLY_SMALL ? [['50 kB', small, 1500]] : [['50 kB', small, 200], ['5 MB', large, 20]]) as [string, Buffer, number][]) {
  for (let i = 0; i < 5; i++) await once(m);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) { await once(m); if (process.env.GAP) await new Promise((r) => setTimeout(r, Number(process.env.GAP))); }
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(which, name, 'cpu ms/msg', ((c.user + c.system) / 1000 / n).toFixed(2), 'wall ms/msg', (t / n).toFixed(2));
}
