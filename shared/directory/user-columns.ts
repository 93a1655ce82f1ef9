import { z } from 'zod';
import { DirectoryUserSchema, type DirectoryUser } from './types.js';

/**
 * Users stored column by column: one array per attribute in the users' order instead of one record per user with its
 * keys repeated. An attribute with few distinct values (department, city, company, user type) is stored once per value
 * and referenced by index. At 50,000 users this is less than half the JSON a record per user takes, and reading it back
 * builds each user with one object literal of a fixed shape, several times faster than records of varying keys (see
 * docs/performance.md: a fresh instance's first report pays for this).
 */
const ATTRIBUTES = Object.keys(DirectoryUserSchema.shape).filter((k) => k !== 'id') as Attribute[];
type Attribute = Exclude<keyof DirectoryUser, 'id'>;

/** Every value of the attribute (null when unset), or the distinct values and each user's index into them (-1: unset). */
type Column = { values: unknown[] } | { distinct: unknown[]; at: number[] };

/**
 * Values were validated against DirectoryUserSchema when a delta round brought them, so reading checks the shape of the
 * columns (arrays of one length per user), not each value again: a schema parse of every value would cost more than
 * the whole read.
 */
export const list = <T>() => z.custom<T[]>(Array.isArray, 'an array');
const ColumnSchema: z.ZodType<Column> = z.union([
  z.object({ values: list<unknown>() }),
  z.object({ distinct: list<unknown>(), at: list<number>() }),
]);

export const UserColumnsSchema = z
  .object({
    ids: list<string>(),
    columns: z.record(z.string(), ColumnSchema),
  })
  .refine((u) => Object.values(u.columns).every((c) => ('at' in c ? c.at : c.values).length === u.ids.length), {
    message: 'every column holds one value a user',
  });
type UserColumns = z.infer<typeof UserColumnsSchema>;

/** Fewer distinct values than this share of the users: stored once each and referenced by index. */
const DISTINCT_SHARE = 0.25;

function column(users: readonly DirectoryUser[], attribute: Attribute): Column {
  const values = users.map((u) => u[attribute] ?? null);
  const index = new Map<string, number>();
  const distinct: unknown[] = [];
  const at: number[] = [];
  const limit = users.length * DISTINCT_SHARE;
  for (const v of values) {
    if (v === null) {
      at.push(-1);
      continue;
    }
    // Strings key themselves; arrays and booleans by their JSON, prefixed so no string can collide with them.
    const key = typeof v === 'string' ? v : `\u0000${JSON.stringify(v)}`;
    let i = index.get(key);
    if (i === undefined) {
      if (distinct.length >= limit) return { values };
      i = distinct.push(v) - 1;
      index.set(key, i);
    }
    at.push(i);
  }
  return { distinct, at };
}

export function toColumns(users: readonly DirectoryUser[]): UserColumns {
  return { ids: users.map((u) => u.id), columns: Object.fromEntries(ATTRIBUTES.map((a) => [a, column(users, a)])) };
}

type Read = (i: number) => unknown;
const unset: Read = () => null;
const reader = (c: Column | undefined): Read => {
  if (!c) return unset;
  if ('at' in c) {
    const { distinct, at } = c;
    return (i) => (at[i] < 0 ? null : (distinct[at[i]] ?? null));
  }
  const { values } = c;
  return (i) => values[i] ?? null;
};

/** The users back, in their stored order; an attribute with no column (added to the schema since) reads as unset. */
export function fromColumns({ ids, columns }: UserColumns): DirectoryUser[] {
  const r = Object.fromEntries(ATTRIBUTES.map((a) => [a, reader(columns[a])])) as Record<Attribute, Read>;
  return ids.map(
    (id, i) =>
      // One literal of every attribute (the `satisfies` keeps it in step with the schema): every user gets one shape.
      ({
        id,
        userPrincipalName: r.userPrincipalName(i),
        mail: r.mail(i),
        displayName: r.displayName(i),
        givenName: r.givenName(i),
        surname: r.surname(i),
        jobTitle: r.jobTitle(i),
        department: r.department(i),
        companyName: r.companyName(i),
        officeLocation: r.officeLocation(i),
        streetAddress: r.streetAddress(i),
        city: r.city(i),
        state: r.state(i),
        postalCode: r.postalCode(i),
        country: r.country(i),
        mobilePhone: r.mobilePhone(i),
        preferredLanguage: r.preferredLanguage(i),
        businessPhones: r.businessPhones(i) ?? [],
        proxyAddresses: r.proxyAddresses(i) ?? [],
        userType: r.userType(i),
        accountEnabled: r.accountEnabled(i),
        mailboxType: r.mailboxType(i) ?? 'user',
      }) satisfies { [K in keyof DirectoryUser]-?: unknown } as DirectoryUser,
  );
}
