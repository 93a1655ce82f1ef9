import { clientLabel } from '../activity/messages.js';
import { errorIn } from '../activity/error-detail.js';
import type { ClientFamily } from '../activity/vocabulary.js';
import { translator } from '../i18n/catalogue.js';
import { formatLocale, longDay } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import { escapeHtml } from '../rendering/escape.js';
import { DIGEST_MESSAGES } from './messages.js';

export interface DigestData {
  organisation: string;
  /** How many days the digest covers. */
  days: number;
  adoption: { mailboxes: number; applying: number; rate: number | null };
  /** `lastErrorSaid`: the last error by key (JSON), written in the reader's language; absent or null: its text. */
  failures: { total: number; top: { mailbox: string; failed: number; lastError: string | null; lastErrorSaid?: string | null }[] };
  /** Mail clients whose share of failed attempts rose over the period before. */
  /** A client by its family (named in the reader's language) or, without one, by the label given. */
  risingClients: { client?: ClientFamily; label: string; failed: number; rate: number; previousRate: number }[];
  approvalsWaiting: number;
  rolloutsInFlight: number;
  schedulesPending: number;
  coverageGaps: { attribute: string; missing: number }[];
  trialEndsAt: string | null;
  portalUrl: string;
}

/** The health digest e-mail in the reader's language, written in MJML so it renders in every mail client. */
export async function renderDigest(d: DigestData, language: Language = 'en'): Promise<{ subject: string; html: string }> {
  const t = translator(DIGEST_MESSAGES, language);
  const percent = new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 0 });
  const pct = (r: number | null) => (r === null ? t('notApplicable') : percent.format(r));
  const count = new Intl.NumberFormat(formatLocale(language));
  const organisation = escapeHtml(d.organisation);
  const rows = (items: string[][]) =>
    items
      .map((r) => `<tr>${r.map((c, i) => `<td style="padding:4px 8px;${i ? 'text-align:right' : ''}">${c}</td>`).join('')}</tr>`)
      .join('');
  const failures = d.failures.top.length
    ? `<mj-table>${rows(d.failures.top.map((f) => [escapeHtml(f.mailbox), count.format(f.failed), escapeHtml(errorIn(f.lastError, f.lastErrorSaid, language) ?? '')]))}</mj-table>`
    : `<mj-text>${t('noFailures')} </mj-text>`;
  const rising = d.risingClients
    .map(
      (c) =>
        `<mj-text color="#9a2f00">${t('rising', { client: escapeHtml(c.client ? clientLabel(c.client, language) : c.label), rate: pct(c.rate), failed: c.failed, previousRate: pct(c.previousRate) })}</mj-text>`,
    )
    .join('');
  const gaps = d.coverageGaps.length
    ? `<mj-text>${t('gaps', { fields: d.coverageGaps.map((g) => `${escapeHtml(g.attribute)} (${count.format(g.missing)})`).join(', ') })}</mj-text>`
    : `<mj-text>${t('noGaps')}</mj-text>`;
  const trialEnds = d.trialEndsAt ? longDay(d.trialEndsAt, language) : null;
  const source = `<mjml lang="${language}">
  <mj-head><mj-attributes><mj-all font-family="Segoe UI, Arial, sans-serif" /><mj-text font-size="14px" line-height="1.5" color="#1b1f24" /></mj-attributes></mj-head>
  <mj-body background-color="#f6f8fa">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">${t('heading', { organisation })}</mj-text>
        <mj-text color="#57606a">${t('period', { days: d.days })}</mj-text>
        <mj-table>${rows([
          [
            t('applying'),
            t('applyingValue', { applying: d.adoption.applying, mailboxes: d.adoption.mailboxes, rate: pct(d.adoption.rate) }),
          ],
          [t('failedAttempts'), count.format(d.failures.total)],
          [t('approvalsWaiting'), count.format(d.approvalsWaiting)],
          [t('rolloutsInFlight'), count.format(d.rolloutsInFlight)],
          [t('schedulesPending'), count.format(d.schedulesPending)],
        ])}</mj-table>
        ${rising}
        <mj-text font-weight="bold">${t('mostFailures')}</mj-text>
        ${failures}
        ${gaps}
        ${trialEnds ? `<mj-text>${t('trialEnds', { date: escapeHtml(trialEnds) })}</mj-text>` : ''}
        <mj-button href="${escapeHtml(d.portalUrl)}" background-color="#0b5cad">${t('openPortal')}</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // Loaded on the first digest only: mjml is the largest module the service has (17 MB of heap), for a weekly mail.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft' });
  if (errors.length) throw new Error(`digest template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { subject: t('subject', { organisation: d.organisation, days: d.days }), html };
}
