import { X509Certificate } from 'node:crypto';
import { metrics, onRender } from '../../shared/metrics/instruments.js';
import { countServed } from '../../shared/metrics/signatures.js';
import { activeSpan, tracingOn } from '../../shared/metrics/tracing.js';
import type { RelayReport } from '../smtp/index.js';

/** The reason the relay defers a message for want of the service (signing-transform.ts), answered `451`. */
const DEFERRAL_REASON = 'service_error';

/**
 * A reason as a label: the relay's own reason words (`encrypted`, `sender_unverified`) as they are; free text (a next
 * hop's answer, an error's message) only by the SMTP code, so no address or message text becomes a label.
 */
const WORD = /^[a-z][a-z0-9_]{0,39}$/;
const reasonLabel = (reason: string, code?: number) => (WORD.test(reason) ? reason : code ? `smtp_${code}` : 'other');

/** Counts one relay report: signed, passed unchanged (and why), deferred (`451` for want of the service) or refused. */
export function countRelayReport(report: RelayReport): void {
  const labels = labelsOf(report);
  metrics.relayMessages.add(labels);
  if (labels.outcome === 'signed') countServed('relay', 'signed', false, false);
  // The message's span (relay/smtp/relay.ts) says the same, under the same words.
  if (tracingOn())
    activeSpan()?.setAttributes({ 'relay.outcome': labels.outcome, 'relay.reason': labels.reason, 'relay.recipients': report.recipients });
}

/** The report's outcome (signed, passed, deferred or refused) and why, as labels. */
function labelsOf({ outcome }: RelayReport): { outcome: string; reason: string } {
  switch (outcome.status) {
    case 'signed':
      return { outcome: 'signed', reason: '' };
    case 'unchanged':
      return { outcome: 'passed', reason: reasonLabel(outcome.reason) };
    case 'deferred':
      return { outcome: 'deferred', reason: reasonLabel(outcome.reason) };
    case 'refused': {
      const deferredHere = outcome.code === 451 && outcome.reason === DEFERRAL_REASON;
      return { outcome: deferredHere ? 'deferred' : 'refused', reason: reasonLabel(outcome.reason, outcome.code) };
    }
  }
}

const RELAY_CERTIFICATE = { certificate: 'relay_tls' };

/**
 * Keeps `sigsvc_certificate_expiry_seconds` for the relay's TLS certificate (the first of the PEM chain) up to date
 * at each rendering and every hour; answers how to stop. Nothing without a certificate (plain SMTP, as locally).
 */
export function watchCertificate(cert: string | Buffer | undefined, now: () => number = Date.now): () => void {
  if (!cert) return () => undefined;
  const validTo = Date.parse(new X509Certificate(cert).validTo);
  const read = () => metrics.certificateExpiry.set(RELAY_CERTIFICATE, Math.round((validTo - now()) / 1000));
  read();
  // Hourly too, for the exporter (shared/metrics/otel.ts) when nobody reads `/admin/metrics`.
  const hourly = setInterval(read, 3_600_000);
  hourly.unref();
  const unregister = onRender(read);
  return () => {
    clearInterval(hourly);
    unregister();
  };
}
