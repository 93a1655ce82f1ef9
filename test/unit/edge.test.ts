import { HttpRequest, InvocationContext, type LogLevel } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../shared/config.js';
import { atEdge, runTimer, serveLogged } from '../../shared/http/edge.js';
import { ApiError } from '../../shared/http/errors.js';
import { serveAzure } from '../../shared/http/azure-adapter.js';
import { json } from '../../shared/http/reply.js';
import type { ApiRequest } from '../../shared/http/types.js';
import { capturingLogger } from '../helpers/log.js';
import { wholeBody } from '../../shared/http/types.js';

const req = (method: string, path: string): ApiRequest => ({
  method,
  path,
  query: new URLSearchParams(),
  headers: {},
  clientAddress: '192.0.2.1',
  invocationId: 'inv-1',
});

describe('the edge wrapper', () => {
  it('answers what the work answers, logging nothing', async () => {
    const { logger, entries } = capturingLogger();
    expect((await atEdge(logger, 'inv-1', async () => json({ ok: true }))).status).toBe(200);
    expect(entries).toEqual([]);
  });

  it('answers a refusal as every refusal is, and an unexpected error as a logged 500 with the invocation id', async () => {
    const { logger, entries } = capturingLogger();
    const refused = await atEdge(logger, 'inv-1', async () => {
      throw new ApiError(404, 'unknown_function', 'No such timer');
    });
    expect([refused.status, JSON.parse(String(wholeBody(refused.body))).code]).toEqual([404, 'unknown_function']);
    const failed = await atEdge(logger, 'inv-2', async () => {
      throw new ConfigError('Invalid configuration: SIGNING_SECRET: must be at least 32 characters');
    });
    expect([failed.status, JSON.parse(String(wholeBody(failed.body)))]).toEqual([
      500,
      { code: 'internal', message: 'Internal error', invocationId: 'inv-2' },
    ]);
    expect(entries.map((e) => [e.level, e.message, e.invocationId])).toEqual([['error', 'unexpected error', 'inv-2']]);
    expect(entries[0].error).toContain('Invalid configuration: SIGNING_SECRET');
  });

  it('logs a request served beside the pipeline as one request line under its template', async () => {
    const { logger, entries } = capturingLogger();
    await serveLogged(logger, req('POST', '/admin/functions/x%20y'), '/admin/functions/:name', async () => {
      throw new ApiError(400, 'invalid_path', 'bad');
    });
    expect(entries).toEqual([
      {
        level: 'info',
        message: 'request',
        route: 'POST /admin/functions/:name',
        status: 400,
        durationMs: expect.any(Number),
        invocationId: 'inv-1',
      },
    ]);
  });

  it('in Azure, a configuration that fails on first use is logged through the invocation and answered, not thrown', async () => {
    const sent: Array<[LogLevel, string]> = [];
    const ctx = new InvocationContext({ invocationId: 'inv-cfg', logHandler: (level, ...args) => sent.push([level, String(args[0])]) });
    const handler = {
      handle: () => {
        throw new ConfigError('Invalid configuration: STORAGE_CONNECTION_STRING or STORAGE_ACCOUNT_NAME is required');
      },
      bodyLimit: () => 0,
    };
    const res = await serveAzure(handler, new HttpRequest({ method: 'GET', url: 'https://func.example/health' }), ctx);
    expect(res.status).toBe(500);
    expect(sent.map(([level, line]) => [level, JSON.parse(line).message, JSON.parse(line).invocationId])).toEqual([
      ['error', 'unexpected error', 'inv-cfg'],
    ]);
    expect(sent[0][1]).toContain('STORAGE_CONNECTION_STRING or STORAGE_ACCOUNT_NAME is required');
  });
});

describe('a timer run', () => {
  it('logs one line with its name, trigger, outcome, duration and counts', async () => {
    const { logger, entries } = capturingLogger();
    expect(await runTimer(logger, 'rateLimitSweep', 'schedule', async () => ({ done: 3, failed: 0 }))).toEqual({
      ok: true,
      result: { done: 3, failed: 0 },
    });
    expect(entries).toEqual([
      {
        level: 'info',
        message: 'timer',
        name: 'rateLimitSweep',
        trigger: 'schedule',
        outcome: 'ok',
        durationMs: expect.any(Number),
        result: { done: 3, failed: 0 },
      },
    ]);
  });

  it('logs a failure as one error line and gives it back instead of throwing', async () => {
    const { logger, entries } = capturingLogger();
    const outcome = await runTimer(logger, 'digestSend', 'demand', async () => {
      throw new Error('storage refused');
    });
    expect(outcome).toEqual({ ok: false, error: 'storage refused' });
    expect(entries).toEqual([
      {
        level: 'error',
        message: 'timer',
        name: 'digestSend',
        trigger: 'demand',
        outcome: 'failed',
        durationMs: expect.any(Number),
        error: 'storage refused',
      },
    ]);
  });
});
