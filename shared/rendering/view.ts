import type { DirectoryUser } from '../directory/types.js';

/** The directory attributes a template may name, plus derived ones. */
export type PersonAttributes = Partial<Omit<DirectoryUser, 'proxyAddresses'>> & { businessPhone?: string | null };

export interface ViewInput {
  person: Partial<DirectoryUser>;
  custom?: Record<string, string>;
  sender?: Partial<DirectoryUser>;
  senderCustom?: Record<string, string>;
  vcardUrl?: string;
}

function attributes(u: Partial<DirectoryUser>): PersonAttributes {
  const { proxyAddresses: _p, ...rest } = u;
  return { ...rest, email: u.mail ?? null, businessPhone: u.businessPhones?.[0] ?? null } as PersonAttributes;
}

/** What placeholders resolve against: `{{jobTitle}}`, `{{custom.x}}`, `{{sender.jobTitle}}`, `{{sender.custom.x}}`, `{{vcardUrl}}`. */
export function buildView(input: ViewInput) {
  const sender = input.sender ?? input.person;
  return {
    ...attributes(input.person),
    custom: input.custom ?? {},
    sender: { ...attributes(sender), custom: input.senderCustom ?? input.custom ?? {} },
    vcardUrl: input.vcardUrl ?? '',
  };
}

/** Sample data for previews that take no address. */
export const SAMPLE_PERSON: Partial<DirectoryUser> = {
  id: 'sample',
  displayName: 'Alex Example',
  givenName: 'Alex',
  surname: 'Example',
  mail: 'alex.example@contoso.example',
  userPrincipalName: 'alex.example@contoso.example',
  jobTitle: 'Customer Success Manager',
  department: 'Customer Success',
  companyName: 'Contoso Ltd',
  officeLocation: 'London',
  streetAddress: '1 Example Street',
  city: 'London',
  state: null,
  postalCode: 'EC1A 1AA',
  country: 'United Kingdom',
  mobilePhone: '+44 7700 900123',
  businessPhones: ['+44 20 7946 0123'],
  mailboxType: 'user',
};

export const SAMPLE_CUSTOM: Record<string, string> = { pronouns: 'they/them', bookingLink: 'https://contoso.example/book/alex' };

/** A contact-card URL shaped like a minted one (`/vcf/<id>.<mac>.vcf`), so previews show the card link as a link. */
export const SAMPLE_VCARD_URL = 'https://signatures.contoso.example/vcf/sample-contact-card-id.sample-card-signature0.vcf';
