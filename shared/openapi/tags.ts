import { guardCapabilities } from '../auth/roles.js';
import type { Capability } from '../auth/vocabulary.js';
import type { AuthKind, Route } from '../http/route.js';

/** The areas a document groups its operations by: a capability area, or who calls an operation outside them. */
const CAPABILITY_TAGS: Record<Capability, { name: string; description: string }> = {
  templates: { name: 'Templates', description: 'Signature templates: their versions, working copies, designs, rollouts and schedules.' },
  rules: { name: 'Assignment rules', description: 'Which template each person gets, for new messages and replies.' },
  settings: { name: 'Settings', description: "The organisation's settings, webhooks and alerts." },
  users: { name: 'Users', description: 'The people of the organisation who use the portal, and their roles.' },
  monitoring: { name: 'Monitoring', description: 'The activity log, the audit and the message trail.' },
  analytics: { name: 'Analytics', description: 'Tracked links and how often they are opened.' },
  banners: { name: 'Banners', description: 'Campaign banners shown above or below the signature.' },
  footers: { name: 'Footers', description: 'Legal footers added to messages.' },
  billing: { name: 'Billing', description: "The organisation's subscription and invoices." },
  'cost-management': { name: 'Cost management', description: 'Who is left out of signatures, and so out of the bill.' },
  'staff-profile': { name: 'Staff profile details', description: 'Profile fields that people fill in for their own signatures.' },
  provisioning: { name: 'Provisioning', description: "People's attributes written by HR systems and identity providers through SCIM." },
  privacy: {
    name: "A person's data",
    description: 'Find, export and erase what the service holds about one person, and how long each kind is kept.',
  },
};

const CALLER_TAGS: Record<AuthKind, { name: string; description: string }> = {
  admin: { name: 'Organisation', description: 'The organisation as the caller sees it, and its API reference.' },
  portal: { name: 'My signature', description: "A person's own profile, photo and signature." },
  addin: { name: 'Add-in', description: 'What the Outlook add-in calls for the signed-in mailbox.' },
  platform: { name: 'Platform', description: 'Operations for the operators of the service.' },
  partner: { name: 'Partner', description: 'Operations for partners who manage client organisations.' },
  none: { name: 'Public', description: 'Public pages, files and redirects.' },
  webhook: { name: 'Webhooks', description: 'Notifications other services send to this one.' },
};

/** The area an operation is listed under: the first capability it needs, or else who calls it. */
export function tagOf(route: Route): { name: string; description: string } {
  const [capability] = guardCapabilities(route.guard);
  return capability ? CAPABILITY_TAGS[capability] : CALLER_TAGS[route.auth];
}

/** The document's `tags`: each area its operations use, in the order of first use. */
export function tagsOf(routes: readonly Route[]) {
  return [...new Map(routes.map((r) => tagOf(r)).map((t) => [t.name, t])).values()];
}
