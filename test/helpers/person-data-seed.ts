import { CAPABILITIES } from '../../shared/auth/vocabulary.js';
import { ApplyRollupStore } from '../../shared/activity/rollups.js';
import { ActivityStore } from '../../shared/activity/store.js';
import type { ApplyEvent } from '../../shared/activity/schemas.js';
import { PhotoStore } from '../../shared/photos/store.js';
import { CheckStore } from '../../shared/server-side/store.js';
import { rowsOf, TrailStore } from '../../shared/trail/store.js';
import type { TrailEntry } from '../../shared/trail/schemas.js';
import type { TestHost } from './host.js';

/** Ben Okafor of the fixture's first organisation: an alias, a former address, and a shared mailbox he sends as. */
export const BEN = { oid: 'a-ben', address: 'ben.okafor@fabrikam.test', alias: 'ben@fabrikam.test', former: 'ben.old@fabrikam.test' };
export const ANN = { oid: 'a-ann', address: 'ann.lee@fabrikam.test' };
export const SHARED = 'info@fabrikam.test';

const report = (mailbox: string, reportedBy: string, at: string): ApplyEvent => ({
  mailbox,
  reportedBy,
  type: 'new',
  outcome: 'applied',
  templateId: 't1',
  version: 1,
  error: null,
  client: 'outlook-web',
  clientFamily: null,
  clientVersion: null,
  event: null,
  reason: null,
  durationMs: 12,
  at,
  source: 'addin',
});

const trailEntry = (mailbox: string, at: string, messageId: string): TrailEntry => ({
  at,
  mailbox,
  source: 'server',
  messageId,
  outcome: 'signed',
  explanation: 'Signed with the template Sales.',
});

/**
 * One person's data in every kind the service keeps, and one colleague's beside it (who must never show up in his
 * export nor lose anything to his erasure). Written through the stores, as the features write them.
 */
export async function seedPerson(host: TestHost, tenant: string, at: Date, opts: { datedOnly?: boolean } = {}): Promise<void> {
  const iso = (minutesAgo: number) => new Date(at.getTime() - minutesAgo * 60_000).toISOString();
  if (!opts.datedOnly) await seedUndated(host, tenant, iso);
  await seedDated(host, tenant, iso);
}

/** What is kept without a date to expire by: a role, profile values, a photo, a kept message, a listing, a card. */
async function seedUndated(host: TestHost, tenant: string, iso: (minutesAgo: number) => string): Promise<void> {
  const s = host.services;
  await s.snapshots.current(tenant);
  await s.users.put(tenant, { actor: ANN.address, capabilities: CAPABILITIES }, BEN.address, 'Editor');
  // Profile values typed while he had his former address.
  await s.storage.table('profilevalues').upsertEntity({
    partitionKey: tenant,
    rowKey: `o:${BEN.oid}`,
    address: BEN.former,
    values: JSON.stringify({ pronouns: 'he/him' }),
    updatedAt: iso(500),
    updatedBy: BEN.former,
  });
  const photos = new PhotoStore(s.storage);
  const bytes = Buffer.from('not really a jpeg');
  await photos.putRenditions(tenant, 'benphoto1', { '96.jpg': bytes, '192.jpg': bytes, '96-round.png': bytes, '192-round.png': bytes });
  await photos.write(tenant, BEN.oid, { graphId: 'benphoto1', graphEtag: 'e1', uploadId: '', updatedAt: iso(400) }, null, null);
  const checks = new CheckStore(s.storage);
  await checks.start(tenant, { code: 'C0DE', startedAt: iso(60), expiresAt: iso(-60) });
  const blob = await checks.keep(tenant, 'C0DE', Buffer.from(`From: ${BEN.address}\r\nSubject: check\r\n\r\nHello`));
  const check = (await checks.get(tenant))!;
  await checks.receive(tenant, check.etag, {
    receivedAt: iso(59),
    mailbox: BEN.address,
    status: 'signed',
    reason: '',
    nextHop: 'mx.example',
    placement: 'bottom',
    blob,
    messageBytes: 40,
    keptBytes: 40,
    notKept: '',
  });
  await s.storage
    .table('exclusions')
    .upsertEntity({ partitionKey: tenant, rowKey: `m|${BEN.alias}`, note: 'asked to be left out', addedBy: ANN.address, addedAt: iso(90) });
  await s.cards.urlFor(tenant, BEN.address);
  await s.cards.urlFor(tenant, ANN.address);
  // Values an HR system imported for him, the language he chose, and his out-of-office replies (switched on by Ann, naming her as contact).
  await s.storage.table('importlayers').upsertEntity({
    partitionKey: tenant,
    rowKey: `o:${BEN.oid}`,
    address: BEN.address,
    attributes: JSON.stringify({ jobTitle: 'Field engineer' }),
    custom: '{}',
    active: true,
    updatedAt: iso(80),
    updatedBy: ANN.address,
  });
  await s.storage.table('preferences').upsertEntity({
    partitionKey: tenant,
    rowKey: `o:${BEN.oid}`,
    address: BEN.former,
    language: 'de',
    updatedAt: iso(75),
  });
  await s.storage.table('autoreplies').upsertEntity({
    partitionKey: tenant,
    rowKey: `m|${BEN.address}`,
    mailbox: BEN.address,
    userId: BEN.oid,
    displayName: 'Ben Okafor',
    enabled: true,
    start: iso(70),
    end: iso(-600),
    contact: ANN.address,
    templateId: '',
    version: 0,
    updatedAt: iso(70),
    updatedBy: ANN.address,
  });
  await seedNotifications(host, tenant, iso);
}

/**
 * What names him besides: the alerts he receives and a digest owed to him (beside Ann's), his mailbox's rollup rows,
 * and records he made or changed.
 */
async function seedNotifications(host: TestHost, tenant: string, iso: (minutesAgo: number) => string): Promise<void> {
  const s = host.services;
  const recipients = [
    { email: BEN.address, kinds: ['clientFailures'] },
    { email: ANN.address, kinds: ['clientFailures', 'directorySync'] },
  ];
  await s.storage.table('alerts').upsertEntity({ partitionKey: tenant, rowKey: 'recipients', recipients: JSON.stringify(recipients) });
  await s.storage
    .table('digests')
    .upsertEntity({ partitionKey: tenant, rowKey: 'state', lastSentAt: iso(45), owed: JSON.stringify([BEN.address, ANN.address]) });
  const rollups = new ApplyRollupStore(s.storage);
  await rollups.record(tenant, report(BEN.address, BEN.address, iso(30)), 'r-ben');
  await rollups.record(tenant, report(ANN.address, ANN.address, iso(10)), 'r-ann');
  // Ann's replies name him as the contact.
  await s.storage.table('autoreplies').upsertEntity({
    partitionKey: tenant,
    rowKey: `m|${ANN.address}`,
    mailbox: ANN.address,
    userId: ANN.oid,
    displayName: 'Ann Lee',
    enabled: true,
    start: iso(60),
    end: iso(-600),
    contact: BEN.address,
    templateId: 't-replies',
    version: 3,
    updatedAt: iso(60),
    updatedBy: ANN.address,
  });
  // Records he made or changed: values he typed for Ann, a banner.
  await s.storage.table('profilevalues').upsertEntity({
    partitionKey: tenant,
    rowKey: `o:${ANN.oid}`,
    address: ANN.address,
    values: JSON.stringify({ pronouns: 'she/her' }),
    updatedAt: iso(40),
    updatedBy: BEN.address,
  });
  const banner = {
    id: 'b-ben',
    kind: 'banner',
    name: 'Summer sale',
    html: '<p>Sale</p>',
    createdAt: iso(50),
    updatedAt: iso(50),
    updatedBy: BEN.address,
  };
  await s.storage.table('blocks').upsertEntity({ partitionKey: tenant, rowKey: 'banner|b-ben', block: JSON.stringify(banner) });
}

/** What expires with its date: apply reports, the message trail, the change log. */
async function seedDated(host: TestHost, tenant: string, iso: (minutesAgo: number) => string): Promise<void> {
  const s = host.services;
  const activity = new ActivityStore(s.storage);
  await activity.append(tenant, report(BEN.address, BEN.address, iso(30)));
  await activity.append(tenant, report(BEN.former, BEN.former, iso(300)));
  await activity.append(tenant, report(SHARED, BEN.address, iso(20)));
  await activity.append(tenant, report(ANN.address, ANN.address, iso(10)));
  const trail = new TrailStore(s.storage);
  for (const entry of [
    trailEntry(BEN.address, iso(15), '<b1@fabrikam.test>'),
    trailEntry(BEN.former, iso(200), '<b0@fabrikam.test>'),
    trailEntry(ANN.address, iso(14), '<a1@fabrikam.test>'),
  ])
    for (const row of rowsOf(tenant, entry)) await trail.writePartition([row]);
  await s.changelog.record(
    tenant,
    { actor: BEN.address, actorName: 'Ben Okafor' },
    { scope: 'tenant', action: 'settings.changed', details: { keys: ['x'] } },
  );
  await s.changelog.record(
    tenant,
    { actor: ANN.address, actorName: 'Ann Lee' },
    { scope: 'tenant', action: 'settings.changed', details: { keys: ['y'] } },
  );
}
