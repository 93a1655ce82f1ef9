import { escapeHtml } from '../rendering/escape.js';
import type { Alert } from './schemas.js';

/** The alert's e-mail: its sentences, and a link to the portal page that shows what happened. */
export function alertMail(alert: Alert, organisation: string, link: string): { subject: string; html: string } {
  const paragraphs = alert.sentences.map((s) => `<p>${escapeHtml(s)}</p>`).join('\n');
  return {
    subject: `${alert.subject} (${organisation})`,
    html: [
      '<!doctype html>',
      '<html lang="en"><body style="font-family:Segoe UI,Arial,sans-serif">',
      paragraphs,
      `<p><a href="${escapeHtml(link)}">See it in the portal</a></p>`,
      `<p style="color:#555">You receive this because an Administrator of ${escapeHtml(organisation)} chose you for these alerts.</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
