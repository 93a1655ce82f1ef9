import { RELAY_NODE_FLAGS } from '../../shared/runtime/node-flags.js';
import nodemailer from 'nodemailer';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import { fromExchange } from '../helpers/relay-signing.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { smtpTalk } from '../helpers/smtp-talk.js';
import { fixture } from '../unit/relay-mime-helpers.js';

/**
 * The relay killed (SIGKILL) while a message streams in: the sender was never answered 250 and the next hop got
 * nothing; the next start on the same spool directory removes what the killed process left; the sender's retry
 * delivers the message once. A real relay process, a raw SMTP client, aiosmtpd as the next hop.
 */

let nextHop: SmtpSink;
let spool: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  nextHop = await startSmtpSink();
  spool = await mkdtemp(join(tmpdir(), 'relay-killed-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await nextHop?.stop();
  if (spool) await rm(spool, { recursive: true, force: true });
});

/** Starts the relay process and resolves with what it printed once it listens. */
async function startRelayProcess(): Promise<{ child: ChildProcess; port: number; leftSpoolsRemoved: number }> {
  const child = spawn(process.execPath, [...RELAY_NODE_FLAGS, '--import', 'tsx', join(repoRoot(), 'test', 'helpers', 'relay-process.ts')], {
    env: { ...process.env, NEXT_HOP_PORT: String(nextHop.port), SMTP_SPOOL_DIR: spool },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, ...(JSON.parse(line) as { port: number; leftSpoolsRemoved: number }) };
  }
  throw new Error('the relay process ended before it listened');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('the relay killed while a message streams in', () => {
  it('answered nothing, handed on nothing, left a spool the next start removes, and the retry delivers once', async () => {
    const raw = fromExchange(fixture('gmail-reply.eml'));
    const first = await startRelayProcess();
    const talk = await smtpTalk(first.port);
    expect(await talk.send('EHLO exchange.test')).toMatch(/^250/);
    expect(await talk.send('MAIL FROM:<ann@contoso.com>')).toMatch(/^250/);
    expect(await talk.send('RCPT TO:<bob@example.com>')).toMatch(/^250/);
    expect(await talk.send('DATA')).toMatch(/^354/);
    // Half the message and more than the megabyte a message is kept in memory up to (so it is in the spool's file),
    // then the process is killed while it waits for the rest.
    talk.write(
      Buffer.concat([
        raw.subarray(0, raw.lastIndexOf('\r\n', Math.floor(raw.length / 2)) + 2),
        Buffer.from(`${'y'.repeat(998)}\r\n`.repeat(1_100)),
      ]),
    );
    await expect.poll(async () => (await readdir(spool)).length).toBe(1);
    first.child.kill('SIGKILL');
    await Promise.all([exited(first.child), talk.closed()]);
    expect(talk.unread()).toBe('');
    expect(await nextHop.messages()).toEqual([]);
    expect(await readdir(spool)).toHaveLength(1);

    const second = await startRelayProcess();
    expect(second.leftSpoolsRemoved).toBe(1);
    expect(await readdir(spool)).toEqual([]);
    // Exchange sends it again: it arrives once.
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: second.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: 'ann@contoso.com', to: ['bob@example.com'] }, raw });
    const received = await nextHop.messages();
    expect(received).toHaveLength(1);
    expect(received[0].raw.toString('latin1')).toContain('Ann Lee');
    second.child.kill('SIGKILL');
  });
});
