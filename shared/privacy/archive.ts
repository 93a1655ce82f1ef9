import { ZipFile } from 'yazl';
import type { KindExport, PersonDataKind, PersonRef } from './kinds.js';

const FIELD_NOTES = `Each file kind.json holds a list of records, one per thing the service keeps. Fields that appear in several:
- at, updatedAt, addedAt, lastSeenAt, requestedAt: when it happened or last changed (UTC, ISO 8601).
- mailbox, email, address, reportedBy: an e-mail address of the person.
- actor, actorName: who made a change (an address or an API key's name), and their display name.
- templateId, version, ruleId: which signature template, which of its published versions, which assignment rule.
- outcome, reason: what happened and why, as the service recorded it.
- client, clientFamily, clientVersion: the mail client that reported it.
- domains: the recipients' domains (never their addresses).
Files beside the JSON: photo-directory.jpg / photo-upload.jpg (their photo), kept-message.eml (a message kept for a check).`;

/** The README an archive starts with: whom it is about, when it was made, and what each kind and field means. */
export function readmeOf(person: PersonRef, at: string, kinds: readonly PersonDataKind[], counts: Map<string, number>): string {
  const lines = [
    'Personal data held by the e-mail signature service',
    '',
    `About: ${person.addresses.join(', ') || person.asked}${person.oids.length ? ` (directory object id ${person.oids.join(', ')})` : ''}`,
    `Made: ${at}`,
    '',
    'What each file holds:',
    ...kinds.map((k) => `- ${k.kind}.json (${counts.get(k.kind) ?? 0} records): ${k.describes}`),
    '',
    FIELD_NOTES,
    '',
  ];
  return lines.join('\n');
}

/** The archive: the README, one JSON file per kind, and the files the kinds carry. */
export async function zipOf(readme: string, parts: readonly { kind: string; data: KindExport }[]): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(readme, 'utf8'), 'README.txt', { mtime });
  for (const { kind, data } of parts) {
    zip.addBuffer(Buffer.from(JSON.stringify(data.records, null, 2), 'utf8'), `${kind}.json`, { mtime });
    for (const f of data.files ?? []) zip.addBuffer(f.bytes, `${kind}/${f.name}`, { mtime });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
