import { primaryDomain, type DirectoryUser } from '../directory/types.js';
import { DIRECTORY_PLACEHOLDERS, SERVICE_PLACEHOLDERS, placeholderValue, serviceValues, type ServiceValues } from './placeholders.js';
import type { ServicePlaceholderName } from './vocabulary.js';
import { untilWords } from '../automatic-replies/compose.js';

/** The directory placeholders by name: exactly what the editors offer, so a name they warn about renders empty. */
type PersonAttributes = Record<string, string | null>;

/** A person's values (and their sender's) and the service placeholders' (see `SERVICE_PLACEHOLDERS`). */
export interface ViewInput extends ServiceValues {
  person: Partial<DirectoryUser>;
  custom?: Record<string, string>;
  sender?: Partial<DirectoryUser>;
  senderCustom?: Record<string, string>;
  /** An absence, for automatic replies: when the person is back and whom to contact meanwhile (already formatted). */
  ooo?: { until: string; contact: string };
}

function attributes(u: Partial<DirectoryUser>): PersonAttributes {
  return Object.fromEntries(DIRECTORY_PLACEHOLDERS.map((p) => [p.name, placeholderValue(p, u)]));
}

/**
 * What placeholders resolve against: `{{jobTitle}}`, `{{custom.x}}`, `{{sender.jobTitle}}`, `{{sender.custom.x}}`
 * and the service placeholders (empty without a value, so a section of one is left out).
 */
export function buildView(input: ViewInput) {
  const sender = input.sender ?? input.person;
  return {
    ...attributes(input.person),
    custom: input.custom ?? {},
    sender: { ...attributes(sender), custom: input.senderCustom ?? input.custom ?? {} },
    ooo: { until: input.ooo?.until ?? '', contact: input.ooo?.contact ?? '' },
    ...(Object.fromEntries(SERVICE_PLACEHOLDERS.map((p) => [p.name, input[p.name] ?? ''])) as Record<ServicePlaceholderName, string>),
  };
}

/** Who sample data stands for: the organisation's name and its verified domains (from the directory, at onboarding). */
export interface SampleOrganisation {
  name: string;
  domains: readonly string[];
}

const NEUTRAL: SampleOrganisation = { name: 'Example Ltd', domains: ['example.com'] };

/** A sample person of an organisation: its domain in the addresses and links, its name as the company. */
export function samplePerson(org: SampleOrganisation = NEUTRAL): Partial<DirectoryUser> {
  const domain = primaryDomain(org.domains) ?? primaryDomain(NEUTRAL.domains)!;
  return {
    id: 'sample',
    displayName: 'Alex Example',
    givenName: 'Alex',
    surname: 'Example',
    mail: `alex.example@${domain}`,
    userPrincipalName: `alex.example@${domain}`,
    jobTitle: 'Customer Success Manager',
    department: 'Customer Success',
    companyName: org.name,
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
}

/** Sample data for previews that take no address, when the organisation is not known (the length check). */
export const SAMPLE_PERSON: Partial<DirectoryUser> = samplePerson();

const sampleCustom = (domain: string): Record<string, string> => ({ pronouns: 'they/them', bookingLink: `https://${domain}/book/alex` });

/** A contact-card URL shaped like a minted one (`/vcf/<id>.<mac>.vcf`), so previews show the card link as a link. */
export const SAMPLE_VCARD_URL = 'https://signatures.example/vcf/sample-contact-card-id.sample-card-signature0.vcf';

/** The sample absence ends the morning of a Monday, written as the portal writes a day picked (its local midnight). */
const SAMPLE_BACK = '2026-12-14T00:00:00Z';

/**
 * Everything a sample preview resolves, for one organisation (or a neutral one). `{{ooo.until}}` is written as a reply
 * writes it: in `language` (the variant previewed), British English without one.
 */
export function sampleView(org?: SampleOrganisation | null, language?: string | null): ViewInput {
  const person = samplePerson(org ?? undefined);
  const domain = person.mail!.split('@')[1];
  return {
    person,
    custom: sampleCustom(domain),
    ooo: { until: untilWords(SAMPLE_BACK, language), contact: `sam.taylor@${domain}` },
    ...serviceValues({ card: SAMPLE_VCARD_URL }),
  };
}
