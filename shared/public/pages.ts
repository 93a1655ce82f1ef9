import { SEAT_PRICE, formatPrice } from '../billing/plan.js';
import { escapeHtml } from '../rendering/escape.js';

export const PRODUCT_NAME = 'Signature Service';
export const PAGE_NAMES = ['pricing', 'privacy', 'terms', 'support', 'dpa', 'partner-agreement'] as const;
type PageName = (typeof PAGE_NAMES)[number];

/** A block of page content: a heading with paragraphs, a list, or a table. Text is escaped when rendered. */
type Block = { h: string; p?: string[]; ul?: string[] } | { h: string; table: { head: string[]; rows: string[][] } };

interface Page {
  title: string;
  lead: string;
  blocks: (ctx: { contact: (local: string) => string; base: string }) => Block[];
}

const TITLES: Record<PageName, string> = {
  pricing: 'Pricing',
  privacy: 'Privacy notice',
  terms: 'Terms of service',
  support: 'Support',
  dpa: 'Data processing agreement',
  'partner-agreement': 'Partner agreement',
};

const PAGES: Record<PageName, Page> = {
  pricing: {
    title: TITLES.pricing,
    lead: 'One price per billable mailbox, every feature included, and a free trial with nothing to sign.',
    blocks: () => [
      {
        h: 'Plans',
        table: {
          head: ['Plan', 'Price', 'What you get'],
          rows: [
            [
              'Trial',
              'Free for 30 days',
              'Everything in Standard for your whole organisation. No card needed; signatures are delivered throughout the trial.',
            ],
            [
              'Standard',
              `${formatPrice(SEAT_PRICE.monthlyCents)} per billable mailbox per month, billed monthly`,
              'Templates with drafts, approval and version history, staged rollouts, scheduled publishing, rules by department, country or group, banners, compliance footers, profile fields, link analytics, the health digest, the change log and tenant API keys.',
            ],
            [
              'Partner',
              'Standard price less the partner discount, on one consolidated invoice',
              'For managed service providers: manage client organisations from one account, usage per client for rebilling, and release a client to direct billing at any time.',
            ],
          ],
        },
      },
      {
        h: 'What counts as a billable mailbox',
        p: [
          'A mailbox in your directory that the service delivers a signature for. Guests are never counted.',
          'The cost management list lets you leave out shared mailboxes, service accounts and people who do not need a signature (exclusion mode), or bill only the mailboxes and groups you list (inclusion mode). Suggestions show mailboxes that have never applied a signature.',
        ],
      },
      {
        h: 'Questions',
        ul: [
          'When the trial ends without a subscription, signatures stop being delivered until one is active. Templates, rules and settings are kept.',
          'Cancelling takes effect at the end of the period you have paid for; you can reactivate before then and nothing changes.',
          'Invoices and credit notes are available in the portal under Billing, each with a hosted page and a PDF.',
          'Prices exclude VAT, which is added where it applies.',
        ],
      },
    ],
  },
  privacy: {
    title: TITLES.privacy,
    lead: `How ${PRODUCT_NAME} handles personal data when your organisation uses it to manage e-mail signatures.`,
    blocks: ({ contact }) => [
      {
        h: 'Who we are',
        p: [
          `${PRODUCT_NAME} processes personal data on behalf of the organisations that use it; for that data the organisation is the controller and we are its processor under the data processing agreement. For the accounts of administrators who sign up, billing contacts and visitors of these pages we are the controller.`,
        ],
      },
      {
        h: 'What we process and why',
        ul: [
          "Directory attributes (name, job title, department, company, office, address, phone numbers, e-mail addresses, group memberships), read app-only and read-only from Microsoft Graph with an administrator's consent, to render each mailbox's signature.",
          'Profile values staff enter themselves (for example pronouns or a booking link), to include them in their signature.',
          'Apply reports from the Outlook add-in (mailbox, time, outcome, mail client), to show adoption and to decide staged rollouts.',
          'Link clicks on tracked signature links: time, link, device type, mail client and referrer. No IP address is stored.',
          "Portal users' names, addresses and roles, and a change log of what they changed, to run the service and keep an audit trail.",
          'Billing contact and invoice details, processed by Stripe, to take payment.',
        ],
      },
      {
        h: 'Legal basis',
        p: [
          "For organisations' data: the organisation's instructions under Article 28 GDPR. For our own customers' account and billing data: performance of our contract (Article 6(1)(b)) and legal obligations for invoices (Article 6(1)(c)).",
        ],
      },
      {
        h: 'Retention',
        ul: [
          'Deleted templates stay in Recently deleted for 30 days, then are purged.',
          'When an organisation is removed it enters a 30-day deletion grace window in which it can be restored; afterwards every record of it is deleted.',
          'Invoices are kept as long as tax law requires.',
        ],
      },
      {
        h: 'Where data is stored and who else processes it',
        p: [
          'Data is stored in Microsoft Azure (Table and Blob Storage) in the EU region by default. Sub-processors: Microsoft (Azure hosting; Microsoft Graph for directory reads) and Stripe (payments). We give customers notice before adding a sub-processor.',
        ],
      },
      {
        h: 'Your rights',
        p: [
          `You may ask for access to, correction or deletion of your personal data, restriction of or objection to its processing, and its portability. Where your organisation is the controller we pass your request to it. Write to ${contact('privacy')}. You may also complain to your data protection authority.`,
        ],
      },
    ],
  },
  terms: {
    title: TITLES.terms,
    lead: `These terms govern your organisation's use of ${PRODUCT_NAME}. By granting admin consent or subscribing you accept them for your organisation.`,
    blocks: ({ contact }) => [
      {
        h: 'The service',
        p: [
          'We host a service that manages e-mail signatures for your Microsoft 365 organisation: templates, assignment rules, rendering through the Outlook add-in, and the features described on the pricing page. We may improve the service; we will not remove a feature you rely on without notice.',
        ],
      },
      {
        h: 'Your responsibilities',
        ul: [
          'Keep portal accounts and tenant API keys secure; revoke a key you no longer trust.',
          'Use the service lawfully: no unlawful, misleading or infringing content in templates and banners, and no attempts to break or overload the service.',
          'Only grant portal roles to people entitled to act for your organisation.',
        ],
      },
      {
        h: 'Availability',
        p: [
          'We aim for 99.9% monthly availability of the signature path and publish the service state at /health. Planned maintenance is announced in advance. When the service cannot be reached, the add-in leaves messages unchanged.',
        ],
      },
      {
        h: 'Fees',
        p: [
          'Subscriptions are billed monthly in advance per billable mailbox at the prices on the pricing page. Unpaid invoices may lead to suspension after notice; signatures stop being delivered while an organisation is suspended.',
        ],
      },
      {
        h: 'Termination',
        p: [
          'You may cancel at any time with effect at the end of the paid period. We may suspend or end the service for serious breach of these terms. After termination your data enters the 30-day deletion grace window and is then deleted.',
        ],
      },
      {
        h: 'Liability',
        p: [
          "Neither party limits liability for death or personal injury caused by negligence, fraud, or anything that cannot be limited by law. Otherwise each party's total liability in a year is limited to the fees paid for that year, and neither is liable for indirect or consequential loss.",
        ],
      },
      {
        h: 'Law and contact',
        p: [`These terms are governed by the laws of Ireland, whose courts have exclusive jurisdiction. Notices: ${contact('legal')}.`],
      },
    ],
  },
  support: {
    title: TITLES.support,
    lead: 'How to get help, and what the Outlook add-in is telling you when a signature does not appear.',
    blocks: ({ contact, base }) => [
      {
        h: 'Getting help',
        p: [
          `Write to ${contact('support')} with your organisation's name and, for a signature problem, the mailbox and the time it happened. Administrators find each mailbox's apply history under Monitoring in the portal, which usually answers the question at once. We answer within one working day.`,
        ],
      },
      { h: 'Service status', p: [`${base}/health answers whether the service and its storage are up.`] },
      {
        h: 'When the add-in applies no signature',
        table: {
          head: ['Status', 'Meaning', 'What to do'],
          rows: [
            [
              '401',
              'The sign-in token was not accepted',
              'Sign out of Outlook and in again; check that the add-in is deployed from the admin centre.',
            ],
            [
              '402',
              'The organisation has no active subscription or trial',
              'An administrator with the Billing role opens Billing in the portal.',
            ],
            [
              '403',
              'The organisation is not connected or suspended, the mailbox is on the exclusion list, or delivery is paused',
              'An administrator checks the organisation state, the cost management list and the delivery switch.',
            ],
            [
              '404',
              'The mailbox was not found in the directory',
              'Check that the address is a mailbox of your organisation (not a guest or a distribution list).',
            ],
          ],
        },
      },
      {
        h: 'Admins',
        ul: [
          'Use rule simulation to see which template a mailbox gets and why.',
          'The change log records who changed what, including changes made by API keys.',
          'Previews show the length of a signature against the 30,000-character limit of Outlook.',
        ],
      },
    ],
  },
  dpa: {
    title: TITLES.dpa,
    lead: 'A summary of the data processing agreement between your organisation (controller) and us (processor), in the structure of Article 28 GDPR. An Admin accepts it for the organisation in the portal; the acceptance is recorded.',
    blocks: () => [
      {
        h: 'Subject matter and duration',
        p: [
          "Processing of personal data needed to manage and deliver e-mail signatures for the controller's organisation, for as long as the organisation uses the service, and until deletion at the end of the grace window.",
        ],
      },
      {
        h: 'Nature and purpose',
        p: [
          'Reading directory attributes, storing templates, profile values, apply reports and link clicks, rendering signatures, and producing analytics and digests for the controller.',
        ],
      },
      {
        h: 'Types of personal data',
        ul: [
          'Identification and contact data from the directory',
          'Organisational data: job title, department, office, group memberships',
          'Profile values entered by staff',
          'Usage data: apply outcomes, mail client, link clicks (time, device type, client, referrer)',
        ],
      },
      {
        h: 'Categories of data subjects',
        ul: ["The controller's staff and mailboxes", 'Portal users', 'Recipients who click tracked links (no identifying data stored)'],
      },
      {
        h: 'Processor obligations',
        ul: [
          "Process only on the controller's documented instructions, including for transfers.",
          'Ensure persons processing the data are bound to confidentiality.',
          'Implement the security measures below, and assist with data subject requests, breach notification (without undue delay) and impact assessments.',
          'Make available the information needed to demonstrate compliance, and allow audits.',
        ],
      },
      {
        h: 'Sub-processors',
        p: [
          'Microsoft (Azure hosting, Microsoft Graph) and Stripe (payments). The controller authorises these and is told in advance of any change, with the right to object.',
        ],
      },
      {
        h: 'International transfers',
        p: ['Data is stored in the EU. Where a sub-processor transfers data outside the EEA, the Standard Contractual Clauses apply.'],
      },
      {
        h: 'Security measures',
        ul: [
          'Encryption in transit (TLS 1.2+) and at rest',
          'Managed identities instead of storage keys; least-privilege, read-only directory access',
          'Tenant isolation by construction: every record is keyed by the organisation',
          'Audit trail of changes; API keys stored only as hashes',
        ],
      },
      {
        h: 'Deletion and return',
        p: [
          'At the end of the service, all personal data is deleted after the 30-day grace window; templates can be exported before then.',
        ],
      },
    ],
  },
  'partner-agreement': {
    title: TITLES['partner-agreement'],
    lead: "Terms for managed service providers who run the service for client organisations. A partner's administrator accepts them in the portal; inviting clients, requesting transfers and releasing clients need that acceptance.",
    blocks: ({ contact }) => [
      {
        h: 'Managing clients',
        p: [
          "A partner invites a client organisation with a consent link. Once the client's administrator consents, the partner's staff work inside the client with the ordinary portal, within the roles the partner gives them. Keys a partner creates inside a client are marked as created by the provider and the client can revoke them.",
        ],
      },
      {
        h: 'The client remains the controller',
        p: [
          "The client organisation is the controller of its data and accepts its own data processing agreement; the partner cannot accept it on the client's behalf. The partner acts on the client's instructions.",
        ],
      },
      {
        h: 'Consolidated billing',
        p: [
          'The partner receives one invoice covering all managed clients at the partner price, with per-client usage available for rebilling and as CSV. Already-invoiced periods are shown as reconciliation windows.',
        ],
      },
      {
        h: 'Releasing a client and takeovers',
        ul: [
          'A partner may release a client to direct billing at any time; the client then pays the service directly.',
          "A partner may request to take over a client managed by someone else; the client's Admin approves or declines, and can end a partner relationship at any time.",
        ],
      },
      {
        h: 'Conduct and termination',
        p: [
          `Partners must not misrepresent their relationship with us or access a client beyond what the client allows. Either party may end this agreement with 30 days' notice; clients are then released to direct billing. Questions: ${contact('partners')}.`,
        ],
      },
    ],
  },
};

function renderBlock(b: Block): string {
  const parts = [`<h2>${escapeHtml(b.h)}</h2>`];
  if ('table' in b) {
    parts.push(
      '<table>',
      `<thead><tr>${b.table.head.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>`,
      `<tbody>${b.table.rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${escapeHtml(c)}</th>` : `<td>${escapeHtml(c)}</td>`)).join('')}</tr>`).join('')}</tbody>`,
      '</table>',
    );
  } else {
    for (const p of b.p ?? []) parts.push(`<p>${escapeHtml(p)}</p>`);
    if (b.ul) parts.push(`<ul>${b.ul.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>`);
  }
  return `<section>${parts.join('')}</section>`;
}

const STYLE = `:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#57606a;--line:#d0d7de;--accent:#0b5cad}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9aa5b1;--line:#30363d;--accent:#58a6ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}header{border-bottom:1px solid var(--line)}
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.5rem 0 0;padding:0}a{color:var(--accent)}
.brand{font-weight:700;text-decoration:none;color:var(--fg)}.lead{font-size:1.1rem;color:var(--muted)}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid var(--line);padding:.5rem;text-align:left;vertical-align:top}
footer{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}`;

/** One public page as a complete, accessible HTML document. */
export function renderPublicPage(name: PageName, opts: { baseUrl: string }): string {
  const page = PAGES[name];
  let host = 'example.com';
  try {
    host = new URL(opts.baseUrl).hostname.replace(/^www\./, '') || host;
  } catch {
    // a base URL that does not parse keeps the placeholder host
  }
  const contact = (local: string) => `${local}@${host}`;
  const nav = PAGE_NAMES.map(
    (n) => `<li><a href="/${n}"${n === name ? ' aria-current="page"' : ''}>${escapeHtml(TITLES[n])}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a class="brand" href="/pricing">${escapeHtml(PRODUCT_NAME)}</a>
<nav aria-label="Site"><ul>${nav}<li><a href="/admin">Portal</a></li></ul></nav></header>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p class="lead">${escapeHtml(page.lead)}</p>
${page.blocks({ contact, base: opts.baseUrl }).map(renderBlock).join('\n')}
</main>
<footer><p>${escapeHtml(PRODUCT_NAME)} · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/support">Support</a></p></footer>
</body>
</html>
`;
}
