import { escapeHtml } from '../rendering/escape.js';

export interface DigestData {
  organisation: string;
  periodLabel: string;
  adoption: { mailboxes: number; applying: number; rate: number | null };
  failures: { total: number; top: { mailbox: string; failed: number; lastError: string | null }[] };
  /** Mail clients whose share of failed attempts rose over the period before. */
  risingClients: { label: string; failed: number; rate: number; previousRate: number }[];
  approvalsWaiting: number;
  rolloutsInFlight: number;
  schedulesPending: number;
  coverageGaps: { attribute: string; missing: number }[];
  trialEndsAt: string | null;
  portalUrl: string;
}

const pct = (r: number | null) => (r === null ? 'n/a' : `${Math.round(r * 100)}%`);

/** The health digest e-mail, written in MJML so it renders in every mail client. */
export async function renderDigest(d: DigestData): Promise<{ subject: string; html: string }> {
  const rows = (items: string[][]) =>
    items
      .map((r) => `<tr>${r.map((c, i) => `<td style="padding:4px 8px;${i ? 'text-align:right' : ''}">${c}</td>`).join('')}</tr>`)
      .join('');
  const failures = d.failures.top.length
    ? `<mj-table>${rows(d.failures.top.map((f) => [escapeHtml(f.mailbox), String(f.failed), escapeHtml(f.lastError ?? '')]))}</mj-table>`
    : '<mj-text>No failed attempts. </mj-text>';
  const rising = d.risingClients
    .map(
      (c) =>
        `<mj-text color="#9a2f00">Failures rose on ${escapeHtml(c.label)}: ${pct(c.rate)} of attempts failed (${c.failed}), up from ${pct(c.previousRate)} in the period before.</mj-text>`,
    )
    .join('');
  const gaps = d.coverageGaps.length
    ? `<mj-text>Directory fields most often empty: ${d.coverageGaps.map((g) => `${escapeHtml(g.attribute)} (${g.missing})`).join(', ')}.</mj-text>`
    : '<mj-text>Every mailbox has the directory fields signatures use.</mj-text>';
  const source = `<mjml>
  <mj-head><mj-attributes><mj-all font-family="Segoe UI, Arial, sans-serif" /><mj-text font-size="14px" line-height="1.5" color="#1b1f24" /></mj-attributes></mj-head>
  <mj-body background-color="#f6f8fa">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">Signature health: ${escapeHtml(d.organisation)}</mj-text>
        <mj-text color="#57606a">${escapeHtml(d.periodLabel)}</mj-text>
        <mj-table>${rows([
          ['Mailboxes applying signatures', `${d.adoption.applying} of ${d.adoption.mailboxes} (${pct(d.adoption.rate)})`],
          ['Failed attempts', String(d.failures.total)],
          ['Drafts waiting for approval', String(d.approvalsWaiting)],
          ['Staged rollouts in flight', String(d.rolloutsInFlight)],
          ['Scheduled publishes pending', String(d.schedulesPending)],
        ])}</mj-table>
        ${rising}
        <mj-text font-weight="bold">Mailboxes with the most failures</mj-text>
        ${failures}
        ${gaps}
        ${d.trialEndsAt ? `<mj-text>The trial ends on ${escapeHtml(d.trialEndsAt.slice(0, 10))}.</mj-text>` : ''}
        <mj-button href="${escapeHtml(d.portalUrl)}" background-color="#0b5cad">Open the portal</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // Loaded on the first digest only: mjml is the largest module the service has (17 MB of heap), for a weekly mail.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft' });
  if (errors.length) throw new Error(`digest template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { subject: `Signature health for ${d.organisation}: ${d.periodLabel}`, html };
}
