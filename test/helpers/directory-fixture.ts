import type { DirectoryFixture } from '../../shared/directory/fixture.js';

export const TENANT_A = '11111111-1111-4111-8111-111111111111';
export const TENANT_B = '22222222-2222-4222-8222-222222222222';

const person = (id: string, mail: string, extra: Record<string, unknown> = {}) => ({
  id,
  userPrincipalName: mail,
  mail,
  accountEnabled: true,
  userType: 'Member',
  mailboxType: 'user' as const,
  businessPhones: [],
  proxyAddresses: [`SMTP:${mail}`],
  ...extra,
});

/**
 * Two organisations with people, a shared mailbox, an alias, a guest, and nested groups. Ann Lee and Nia Ross are
 * their Global Administrators (the one who onboards each); Cleo Martin is an Exchange Administrator, a role that
 * cannot grant consent.
 */
export const testDirectoryFixture: DirectoryFixture = {
  tenants: {
    [TENANT_A]: {
      displayName: 'Fabrikam Test',
      domains: ['fabrikam.test'],
      users: [
        person('a-ann', 'ann.lee@fabrikam.test', {
          displayName: 'Ann Lee',
          givenName: 'Ann',
          surname: 'Lee',
          jobTitle: 'Sales Director',
          department: 'Sales',
          country: 'United Kingdom',
          city: 'London',
          mobilePhone: '+44 7700 900001',
          businessPhones: ['+44 20 7946 0001'],
          companyName: 'Fabrikam',
          officeLocation: 'London HQ',
          directoryRoles: ['Global Administrator'],
        }),
        person('a-ben', 'ben.okafor@fabrikam.test', {
          displayName: 'Ben Okafor',
          givenName: 'Ben',
          surname: 'Okafor',
          jobTitle: 'Engineer',
          department: 'Engineering',
          country: 'Germany',
          city: 'Berlin',
          proxyAddresses: ['SMTP:ben.okafor@fabrikam.test', 'smtp:ben@fabrikam.test'],
        }),
        person('a-cleo', 'cleo.martin@fabrikam.test', {
          displayName: 'Cleo Martin',
          jobTitle: 'Marketing Manager',
          directoryRoles: ['Exchange Administrator'],
          department: 'Marketing',
          country: 'France',
          city: 'Paris',
        }),
        person('a-dev', 'dev.patel@fabrikam.test', {
          displayName: 'Dev Patel',
          jobTitle: 'Accountant',
          department: 'Finance',
          country: 'United States',
          city: 'Seattle',
        }),
        person('a-eva', 'eva.jansen@fabrikam.test', {
          displayName: 'Eva Jansen',
          jobTitle: 'Support Lead',
          department: 'Support',
          country: 'Netherlands',
        }),
        person('a-finn', 'finn.berg@fabrikam.test', { displayName: 'Finn Berg' }),
        person('a-info', 'info@fabrikam.test', { displayName: 'Fabrikam Info', accountEnabled: false, mailboxType: 'shared' as const }),
        person('a-guest', 'gus@partner.example', {
          displayName: 'Gus Guest',
          userType: 'Guest',
          userPrincipalName: 'gus_partner.example#EXT#@fabrikam.test',
          // A guest holding a role that may consent: still never the one who onboards or links the organisation.
          directoryRoles: ['Global Administrator'],
        }),
      ],
      groups: [
        { id: 'a-g-all-staff', displayName: 'All Staff', mail: 'staff@fabrikam.test', members: ['a-g-sales', 'a-dev', 'a-eva'] },
        { id: 'a-g-sales', displayName: 'Sales Team', mail: 'sales@fabrikam.test', members: ['a-ann', 'a-g-sales-uk'] },
        { id: 'a-g-sales-uk', displayName: 'Sales UK', mail: null, members: ['a-finn'] },
      ],
    },
    [TENANT_B]: {
      displayName: 'Northwind Test',
      domains: ['northwind.test'],
      users: [
        person('b-nia', 'nia.ross@northwind.test', {
          displayName: 'Nia Ross',
          jobTitle: 'CEO',
          department: 'Leadership',
          country: 'Ireland',
          directoryRoles: ['Global Administrator'],
        }),
        person('b-oli', 'oli.kim@northwind.test', {
          displayName: 'Oli Kim',
          jobTitle: 'Designer',
          department: 'Marketing',
          country: 'Canada',
        }),
        person('b-pat', 'pat.diaz@northwind.test', { displayName: 'Pat Diaz', department: 'Sales', country: 'Spain' }),
        person('b-quin', 'quin.wu@northwind.test', { displayName: 'Quin Wu', department: 'Engineering', country: 'Singapore' }),
        person('b-rae', 'rae.holm@northwind.test', { displayName: 'Rae Holm', department: 'Finance', country: 'Sweden' }),
        person('b-sam', 'sam.ito@northwind.test', {
          displayName: 'Sam Ito',
          department: 'Support',
          country: 'Japan',
          proxyAddresses: ['SMTP:sam.ito@northwind.test', 'smtp:sam@northwind.test'],
        }),
        person('b-hello', 'hello@northwind.test', {
          displayName: 'Northwind Hello',
          accountEnabled: false,
          mailboxType: 'shared' as const,
        }),
      ],
      groups: [{ id: 'b-g-all', displayName: 'Everyone', mail: 'everyone@northwind.test', members: ['b-nia', 'b-oli', 'b-pat'] }],
    },
  },
};
