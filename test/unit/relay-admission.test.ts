import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRootFields } from '../../relay/mime/root-fields.js';
import { boundOrganisation } from '../../relay/server-side/admission.js';
import { Deferrals } from '../../relay/server-side/deferrals.js';

const ID = 'X-MS-Exchange-CrossTenant-Id';
const TENANT = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The message in pieces of `size` bytes, as a spool hands them out. */
const pieces = (text: string, size: number) => {
  const bytes = Buffer.from(text, 'latin1');
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return Readable.from(out, { objectMode: false });
};

const fields = async (text: string, size = 64 * 1024, max?: number) => {
  const read = await readRootFields(pieces(text, size), [ID, 'From'], max);
  return { ids: read.values.get(ID.toLowerCase()), from: read.values.get('from'), tooLarge: read.tooLarge };
};

describe('the root header block as the admission reads it', () => {
  const message = [`${ID}: ${TENANT}`, 'From: Ann <ann@contoso.com>', 'Subject: Hi', '', `${ID}: in the body`, ''].join('\r\n');

  it('finds every occurrence in the root block only, wherever the pieces are cut', async () => {
    for (const size of [1, 2, 3, 5, 7, 64]) {
      expect(await fields(message, size)).toEqual({ ids: [TENANT], from: ['Ann <ann@contoso.com>'], tooLarge: false });
    }
  });

  it('matches names in any case and with blanks before the colon, and joins folded lines', async () => {
    const text = [`x-ms-exchange-crosstenant-ID:\r\n\t${TENANT}`, `${ID} : other`, 'FROM: a@b.example', '', ''].join('\r\n');
    expect(await fields(text)).toEqual({ ids: [TENANT, 'other'], from: ['a@b.example'], tooLarge: false });
  });

  it('does not take a sibling whose name only starts or ends alike', async () => {
    const text = [`X-MS-Exchange-CrossTenant-Network-Message-Id: ${TENANT}`, `X-MS-Exchange-CrossTenant-Id-Extra: ${TENANT}`, '', ''].join(
      '\r\n',
    );
    expect((await fields(text)).ids).toEqual([]);
  });

  it('reads a message that is all header block, and none when it starts with the empty line', async () => {
    expect((await fields(`${ID}: ${TENANT}\r\n`)).ids).toEqual([TENANT]);
    expect((await fields(`\r\n${ID}: ${TENANT}\r\n`)).ids).toEqual([]);
  });

  it('closes the message once the block is read, without an error (a held message is read where it is)', async () => {
    for (const size of [7, 64 * 1024]) {
      const stream = pieces(`${message}${'x'.repeat(100_000)}`, size);
      const errors: unknown[] = [];
      stream.on('error', (error) => errors.push(error));
      expect((await readRootFields(stream, [ID])).values.get(ID.toLowerCase())).toEqual([TENANT]);
      await new Promise((resolve) => setImmediate(resolve));
      expect({ destroyed: stream.destroyed, errors }).toEqual({ destroyed: true, errors: [] });
    }
  });

  it('says so when the block is larger than it reads, and keeps a long value cut (one past the limit)', async () => {
    const long = `${ID}: ${TENANT}\r\nX-Filler: ${'a'.repeat(2000)}\r\n\r\nbody`;
    expect(await fields(long, 100, 1000)).toEqual({ ids: [], from: [], tooLarge: true });
    const from = (await fields(`From: ${'b'.repeat(20_000)}\r\n\r\n`)).from!;
    expect(from[0].length).toBe(8193);
  });
});

describe("a connection's organisation by the name it asked for", () => {
  it('binds only a tenant id directly under the relay host', () => {
    expect(boundOrganisation(`${TENANT.toUpperCase()}.Relay.Example.`, 'relay.example')).toBe(TENANT);
    expect(boundOrganisation('relay.example', 'relay.example')).toBeNull();
    expect(boundOrganisation(`x.${TENANT}.relay.example`, 'relay.example')).toBeNull();
    expect(boundOrganisation(`${TENANT}.relay.example.evil`, 'relay.example')).toBeNull();
    expect(boundOrganisation(`${TENANT}.other.example`, 'relay.example')).toBeNull();
    expect(boundOrganisation(null, 'relay.example')).toBeNull();
  });
});

describe('deferrals while the service cannot decide', () => {
  it('defers a message by sender and Message-ID until its window ends, and never one without a Message-ID', () => {
    let now = 1_000_000;
    const deferrals = new Deferrals(() => now, 60_000);
    expect(deferrals.defer('Ann@contoso.com', '<m1@x>')).toBe(true);
    now += 59_999;
    expect(deferrals.defer('ann@contoso.com', '<m1@x>')).toBe(true);
    expect(deferrals.defer('ann@contoso.com', '<m2@x>')).toBe(true);
    now += 1;
    expect(deferrals.defer('ann@contoso.com', '<m1@x>')).toBe(false);
    expect(deferrals.defer('ann@contoso.com', null)).toBe(false);
  });
});
