import { createServer, request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fromNode, targetOf, toNode } from '../../shared/http/node-adapter.js';
import type { ApiRequest, ApiResponse } from '../../shared/http/types.js';

/** The path and query as WHATWG URL parsing reads a request target (what the adapter did on every request). */
const byUrl = (target: string) => {
  const url = new URL(target, 'http://local');
  return { path: url.pathname, query: [...url.searchParams] };
};

describe('reading a request target', () => {
  it('reads every target as URL parsing does, plain paths without it', () => {
    const targets = [
      '/',
      '/api/signature',
      '/api/admin/me',
      '/admin/config.js',
      '/api/admin/templates/t_1/versions/2',
      '/vcf/abc-DEF_1~x',
      '/api/x?y=1&z=%20two+three',
      '/api/x?',
      '/api/x#frag',
      '/api/x?y=1#frag',
      '//evil.example/path',
      '/a/../b',
      '/a/./b',
      '/a/%2e%2e/b',
      '/a/%2E/b',
      '/a/..',
      '/a/.',
      '/a/...',
      '/a/.b/c.',
      '/a\\b',
      '/a b',
      '/a"b<c>`d{e}',
      '/caf\u00e9',
      '/a%zz',
      "/a!$&'()*+,;=:@b",
      '/a//b/',
      '*',
      '',
    ];
    for (const target of targets) {
      const read = targetOf(target);
      expect({ path: read.path, query: [...read.query] }, target).toEqual(byUrl(target));
    }
    expect(targetOf(undefined).path).toBe('/');
  });
});

/** Serves one request through the adapter, answering `answer`; returns the raw answer and what the adapter read. */
async function roundTrip(
  send: { method: string; path: string; headers?: Record<string, string | string[]>; body?: string },
  answer: ApiResponse,
): Promise<{ read: ApiRequest; status: number; headers: IncomingMessage['headers']; body: string }> {
  let read!: ApiRequest;
  const server = createServer(async (req, res) => {
    read = await fromNode(req, { trustForwardedFor: true, maxBodyBytes: 1024 * 1024 });
    toNode(res, answer);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  try {
    return await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: send.method, path: send.path, headers: send.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ read, status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(send.body);
    });
  } finally {
    server.close();
  }
}

describe('the node:http adapter', () => {
  it('reads the method, path, query, headers, body and forwarded address', async () => {
    const { read } = await roundTrip(
      {
        method: 'post',
        path: '/api/signature?x=1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9, 198.51.100.7', cookie: 'a=1' },
        body: '{"type":"new"}',
      },
      { status: 204 },
    );
    expect(read.method).toBe('POST');
    expect(read.path).toBe('/api/signature');
    expect([...read.query]).toEqual([['x', '1']]);
    expect(read.headers['content-type']).toBe('application/json');
    expect(read.body?.toString('utf8')).toBe('{"type":"new"}');
    expect(read.clientAddress).toBe('198.51.100.7');
    expect(read.invocationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('joins a repeated header given as a list, and reads no body of a GET', async () => {
    const { read } = await roundTrip({ method: 'GET', path: '/x', headers: { 'set-cookie': ['a=1', 'b=2'] } }, { status: 204 });
    expect(read.headers['set-cookie']).toBe('a=1, b=2');
    expect(read.body).toBeUndefined();
  });

  it('reads a body sent in many chunks whole', async () => {
    const body = JSON.stringify({ text: 'é'.repeat(100_000) });
    const { read } = await roundTrip({ method: 'PUT', path: '/x', headers: { 'content-type': 'application/json' }, body }, { status: 204 });
    expect(read.body?.toString('utf8')).toBe(body);
  });

  it('keeps none of a body longer than it may read, answers while the rest still comes, and serves the next request', async () => {
    const reads: ApiRequest[] = [];
    const server = createServer(async (req, res) => {
      const read = await fromNode(req, { maxBodyBytes: 1000 });
      reads.push(read);
      toNode(res, { status: read.bodyTooLarge ? 413 : 200, body: read.body?.toString('utf8') ?? '' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    const answers = () =>
      received
        .split('HTTP/1.1 ')
        .slice(1)
        .map((a) => a.slice(0, 3));
    try {
      // Declared longer than it may be: answered before the rest of the body is sent, which is then read and dropped.
      socket.write(`POST /declared HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n${'x'.repeat(10)}`);
      await expect.poll(answers).toEqual(['413']);
      socket.write('x'.repeat(4990));
      // Sent in chunks with no length: found too long at the second chunk.
      const chunk = `258\r\n${'y'.repeat(600)}\r\n`;
      socket.write(`POST /chunked HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}${chunk}0\r\n\r\n`);
      // The same connection still serves a request whose body it may read, up to the limit itself.
      socket.write(`POST /small HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n${'z'.repeat(1000)}`);
      await expect.poll(answers).toEqual(['413', '413', '200']);
      expect(reads.map((r) => [r.path, r.bodyTooLarge ?? false, r.body?.length ?? 0])).toEqual([
        ['/declared', true, 0],
        ['/chunked', true, 0],
        ['/small', false, 1000],
      ]);
    } finally {
      socket.destroy();
      server.close();
    }
  });

  it('writes a string body with its length in bytes, a Buffer as it is, and no length without a body', async () => {
    const text = await roundTrip({ method: 'GET', path: '/x' }, { status: 200, headers: { 'content-type': 'text/plain' }, body: 'né' });
    expect(text.headers['content-length']).toBe('3');
    expect(text.body).toBe('né');
    const bytes = await roundTrip({ method: 'GET', path: '/x' }, { status: 200, body: Buffer.from([0x61, 0x62]) });
    expect(bytes.headers['content-length']).toBe('2');
    expect(bytes.body).toBe('ab');
    const empty = await roundTrip({ method: 'GET', path: '/x' }, { status: 200, body: '' });
    expect(empty.headers['content-length']).toBe('0');
    const none = await roundTrip({ method: 'GET', path: '/x' }, { status: 304, headers: { etag: '"a"' } });
    expect(none.headers['content-length']).toBeUndefined();
    expect(none.headers.etag).toBe('"a"');
    expect(none.status).toBe(304);
  });
});
