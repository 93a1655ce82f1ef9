/**
 * Every table and container that holds no personal data of an organisation's staff, with the reason. The registry's
 * test compares storage's layout against the kinds' tables and containers and this list: a store added later is
 * either given a person-data adapter or named here, never forgotten.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  tenants: 'the organisation itself: its name, domains, state and the dates of its agreements',
  consentnonces: 'one-time values of the consent flow, kept minutes',
  verifieddomains: "an index of the organisations' verified domains",
  settings: "the organisation's settings",
  apikeyindex: 'an index of key hashes',
  apikeyrevocations: 'an index of revoked key hashes',
  generations: 'counters of template generations',
  rules: 'assignment rules, naming groups and attributes',
  schedules: 'scheduled publications of templates',
  assets: 'images of templates and banners',
  links: 'the tracked links of templates',
  linkslugs: 'an index of tracked-link slugs',
  clicks: "clicks on tracked links: the link, the time and the reader's device and client, never who sent the message",
  clickrollups: 'counts of clicks per day and link',
  webhookdeliveries:
    'deliveries to webhooks: a change-log entry by its id (its text read from the log when it is sent, so pseudonymised after an erasure) or an alert, which names no mailbox',
  doctorfindings: 'findings of the template doctor about templates and images',
  onboarding: "the organisation's getting-started checklist",
  billing: "the organisation's subscription",
  billingcustomers: 'an index of payment customers by organisation',
  billingevents: 'payment events of the organisation',
  partners: 'partner organisations',
  partnerevents: "a partner's own activity log (partner staff, not the client's staff)",
  partnerinvites: 'invitations of partners to manage an organisation',
  transfers: 'takeovers of an organisation between partners',
  managedby: 'an index of which partner manages which organisation',
  ratelimits: 'counters of requests per minute window, removed when their window passes',
  directorySync: 'the state of the nightly directory refresh',
  privacyretention: 'how long the organisation keeps each kind of data',
  privacyerasures: 'keyed hashes of the addresses and object ids erased, from which no address can be read back',
};
