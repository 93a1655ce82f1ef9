import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DirectorySnapshot, SnapshotDocumentSchema } from '../../shared/directory/snapshot.js';
import { DirectoryUserSchema, type DirectoryUser, type GroupChange, type UserChange } from '../../shared/directory/types.js';

/** The snapshot's stored form (users column by column, members as indexes) reads back as the snapshot that wrote it. */

const ATTRIBUTES = Object.keys(DirectoryUserSchema.shape) as (keyof DirectoryUser)[];
/** Unset is null or absent, the same to every reader. */
const normalised = (u: DirectoryUser) => Object.fromEntries(ATTRIBUTES.map((k) => [k, u[k] ?? null]));

// Values from small pools (stored once and referenced by index) and free strings (stored as they are), with gaps.
const few = (...pool: string[]) => fc.option(fc.constantFrom(...pool), { nil: null });
const any = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const userFields = fc.record(
  {
    mail: any,
    userPrincipalName: any,
    displayName: any,
    department: few('Sales', 'Legal', 'Finance'),
    city: few('Leeds', 'Lyon'),
    companyName: few('Fabrikam'),
    jobTitle: fc.oneof(any, few('Engineer', 'Analyst')),
    businessPhones: fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }),
    proxyAddresses: fc.oneof(fc.constant([]), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
    userType: few('Member', 'Guest'),
    accountEnabled: fc.option(fc.boolean(), { nil: null }),
    mailboxType: fc.constantFrom('user', 'shared'),
  },
  { requiredKeys: [] },
);

const directory = fc
  .record({
    users: fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 5 }).map((s) => `u:${s}`), fields: userFields }), {
      selector: (u) => u.id,
      maxLength: 40,
    }),
    groups: fc.integer({ min: 0, max: 6 }),
    memberPicks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('user', 'group', 'contact')), { maxLength: 80 }),
  })
  .map(({ users, groups, memberPicks }) => {
    const groupIds = Array.from({ length: groups }, (_, g) => `g:${g}`);
    const members = new Map(groupIds.map((id) => [id, new Set<string>()]));
    for (const [g, m, kind] of memberPicks) {
      if (!groups) break;
      const member =
        kind === 'user' && users.length ? users[m % users.length].id : kind === 'group' ? groupIds[m % groups] : `contact:${m % 5}`;
      members.get(groupIds[g % groups])!.add(member);
    }
    return {
      users,
      groups: groupIds.map((id) => ({
        id,
        fields: { displayName: `Group ${id}` },
        membersAdded: [...members.get(id)!],
        membersRemoved: [],
      })),
    };
  });

function built({ users, groups }: { users: UserChange[]; groups: GroupChange[] }) {
  const s = DirectorySnapshot.empty('2025-03-01T00:00:00.000Z');
  s.applyUsers(users);
  s.applyGroups(groups);
  s.links = { users: 'https://graph/users/delta?$deltatoken=1', groups: 'https://graph/groups/delta?$deltatoken=2' };
  return s;
}
const readBack = (s: DirectorySnapshot) =>
  DirectorySnapshot.fromDocument(SnapshotDocumentSchema.parse(JSON.parse(JSON.stringify(s.toDocument()))));

describe('the directory snapshot as stored', () => {
  it('reads back every user with every attribute, in order, and every group with its transitive members', () => {
    fc.assert(
      fc.property(directory, (dir) => {
        const s = built(dir);
        const back = readBack(s);
        expect(back.allUsers().map(normalised)).toEqual(s.allUsers().map(normalised));
        expect([back.userCount, back.groupCount, back.links, back.builtAt, back.refreshedAt]).toEqual([
          s.userCount,
          s.groupCount,
          s.links,
          s.builtAt,
          s.refreshedAt,
        ]);
        for (const g of dir.groups) {
          expect(back.group(g.id)).toEqual(s.group(g.id));
          expect(back.groupMembers(g.id).map((u) => u.id)).toEqual(s.groupMembers(g.id).map((u) => u.id));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps members it does not know as users or groups, so a later round that brings them finds them members', () => {
    const s = built({
      users: [{ id: 'u1', fields: { mail: 'a@x.test' } }],
      groups: [{ id: 'g1', fields: { displayName: 'G' }, membersAdded: ['u1', 'u-later'], membersRemoved: [] }],
    });
    const back = readBack(s);
    expect(back.groupMembers('g1').map((u) => u.id)).toEqual(['u1']);
    back.applyUsers([{ id: 'u-later', fields: { mail: 'later@x.test', displayName: 'Later' } }]);
    expect(
      back
        .groupMembers('g1')
        .map((u) => u.id)
        .sort(),
    ).toEqual(['u-later', 'u1']);
  });

  it('applies a delta round to a snapshot read back as to the one that wrote it', () => {
    fc.assert(
      fc.property(directory, userFields, (dir, changed) => {
        const s = built(dir);
        const back = readBack(s);
        const round = [
          ...dir.users.slice(0, 2).map((u) => ({ id: u.id, fields: changed })),
          ...dir.users.slice(2, 3).map((u) => ({ id: u.id, removed: true as const })),
          { id: 'u:joiner', fields: { ...changed, mail: 'joiner@x.test' } },
        ];
        s.applyUsers(round);
        back.applyUsers(round);
        expect(readBack(back).allUsers().map(normalised)).toEqual(s.allUsers().map(normalised));
      }),
      { numRuns: 50 },
    );
  });

  it('stores few-valued attributes once and every other once a user, with no keys repeated per user', () => {
    const users = Array.from({ length: 20 }, (_, i) => ({
      id: `u${i}`,
      fields: { mail: `user${i}@x.test`, department: i % 2 ? 'Sales' : 'Legal' },
    }));
    const doc = built({ users, groups: [] }).toDocument();
    expect(doc.users.columns.department).toEqual({ distinct: ['Legal', 'Sales'], at: users.map((_, i) => i % 2) });
    expect(doc.users.columns.mail).toEqual({ values: users.map((u) => u.fields.mail) });
    expect(JSON.stringify(doc).match(/"department"/g)).toHaveLength(1);
  });

  it('refuses a stored form whose columns do not hold one value a user', () => {
    const doc = built({
      users: [
        { id: 'u1', fields: { mail: 'a@x.test' } },
        { id: 'u2', fields: {} },
      ],
      groups: [],
    }).toDocument();
    const broken = { ...doc, users: { ...doc.users, columns: { ...doc.users.columns, mail: { values: ['a@x.test'] } } } };
    expect(SnapshotDocumentSchema.safeParse(broken).success).toBe(false);
    expect(SnapshotDocumentSchema.safeParse(doc).success).toBe(true);
  });
});
