import { createHmac, randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import {
  AdrProperty,
  EmailProperty,
  FNProperty,
  NProperty,
  OrgProperty,
  SpecialValueType,
  TelProperty,
  TextType,
  TitleProperty,
  TypeParameter,
  URIType,
  VCARD,
  ParameterValueType,
} from 'vcard4';
import type { DirectoryUser } from '../directory/types.js';
import type { Storage } from '../storage/storage.js';
import { createIfAbsent, deleteIfPresent, getOrNull, partition } from '../storage/entities.js';

const TOKEN = /^([\w-]{22})\.([\w-]{22})$/;

/**
 * Contact-card tokens: a random id plus its HMAC (key from configuration). The URL names no mailbox; the id maps to
 * one in storage. Tokens are minted only on the signature path, for the person in the verified token.
 */
export class ContactCards {
  private readonly key: Buffer;
  private readonly ids;
  private readonly owners;

  constructor(
    storage: Storage,
    signingSecret: string,
    private readonly baseUrl: string,
  ) {
    this.key = createHash('sha256').update(`vcard|${signingSecret}`).digest();
    this.ids = storage.indexTable('vcards', async (tenantId) => {
      for await (const r of partition<{ id: string }>(this.owners, tenantId)) await deleteIfPresent(this.ids, r.id, '');
    });
    this.owners = storage.table('vcardowners');
  }

  private mac(id: string) {
    return createHmac('sha256', this.key).update(id).digest().subarray(0, 16).toString('base64url');
  }

  /** The card URL of a mailbox, minted on first use and the same afterwards. */
  async urlFor(tenantId: string, address: string): Promise<string> {
    const owner = address.toLowerCase();
    let id = (await getOrNull<{ id: string }>(this.owners, tenantId, owner))?.id;
    if (!id) {
      const fresh = randomBytes(16).toString('base64url');
      await this.ids.createEntity({ partitionKey: fresh, rowKey: '', tenantId, address: owner });
      if (await createIfAbsent(this.owners, { partitionKey: tenantId, rowKey: owner, id: fresh })) id = fresh;
      else {
        await this.ids.deleteEntity(fresh, '').catch(() => undefined);
        id = (await getOrNull<{ id: string }>(this.owners, tenantId, owner))!.id;
      }
    }
    return `${this.baseUrl}/vcf/${id}.${this.mac(id)}.vcf`;
  }

  /** The mailbox a token stands for; null alike for a malformed token, a forged one and an unknown one. */
  async owner(token: string): Promise<{ tenantId: string; address: string } | null> {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const expected = Buffer.from(this.mac(m[1]));
    if (!timingSafeEqual(expected, Buffer.from(m[2]))) return null;
    const row = await getOrNull<{ tenantId: string; address: string }>(this.ids, m[1], '');
    return row ? { tenantId: row.tenantId, address: row.address } : null;
  }
}

const text = (s: string) => new TextType(s);
/** A component of a structured value (N, ADR, ORG): absent when empty. */
const part = (s: string | null | undefined) => (s ? new TextType(s) : undefined);
const type = (prop: string, ...values: string[]) =>
  new TypeParameter(prop, values.length === 1 ? new ParameterValueType(values[0]) : values.map((v) => new ParameterValueType(v)));

/** The person's vCard (RFC 6350, version 4.0) from directory attributes. */
export function buildVcard(u: DirectoryUser): string {
  const name = u.displayName || [u.givenName, u.surname].filter(Boolean).join(' ') || u.mail || 'Contact';
  const props = [
    new FNProperty([], text(name)),
    new NProperty([], new SpecialValueType('NProperty', [part(u.surname), part(u.givenName), undefined, undefined, undefined])),
    ...(u.mail ? [new EmailProperty([type('EmailProperty', 'work')], text(u.mail))] : []),
    ...(u.jobTitle ? [new TitleProperty([], text(u.jobTitle))] : []),
    ...(u.companyName
      ? [new OrgProperty([], new SpecialValueType('OrgProperty', [text(u.companyName), ...(u.department ? [text(u.department)] : [])]))]
      : []),
    ...u.businessPhones.map(
      (p) => new TelProperty([type('TelProperty', 'work', 'voice')], new URIType(`tel:${p.replace(/[^0-9+]/g, '')}`)),
    ),
    ...(u.mobilePhone ? [new TelProperty([type('TelProperty', 'cell')], new URIType(`tel:${u.mobilePhone.replace(/[^0-9+]/g, '')}`))] : []),
    ...(u.streetAddress || u.city || u.country
      ? [
          new AdrProperty(
            [type('AdrProperty', 'work')],
            new SpecialValueType('AdrProperty', [
              undefined,
              undefined,
              part(u.streetAddress),
              part(u.city),
              part(u.state),
              part(u.postalCode),
              part(u.country),
            ]),
          ),
        ]
      : []),
  ];
  return new VCARD(props).repr();
}
