import type { Meter } from '@opentelemetry/api';
import { Counter, Gauge, Histogram, renderPrometheus, type AnyMetric } from './registry.js';

/**
 * What the service measures for the people who operate it, one registry per process (the Functions app's instance,
 * the relay's container, or `npm start`'s one process): no mailbox address, no message content; a tenant id only
 * where an operator acts on one organisation (the relay's refusals). Every name is in `METRIC_NAMES`, which the
 * Bicep alerts and workbook are checked against (test/unit/metrics-bicep.test.ts).
 */
export const metrics = {
  httpRequests: new Counter('sigsvc_http_requests_total', 'Requests answered, by status class', ['status_class']),
  signaturesServed: new Counter(
    'sigsvc_signatures_served_total',
    'Signatures answered: source addin|relay; cache hit|miss; stale true|false; outcome signed|refused|unavailable',
    ['source', 'cache', 'stale', 'outcome'],
  ),
  applyFailures: new Counter('sigsvc_apply_failures_total', 'Failed applies: source addin|server, mail client family and build', [
    'source',
    'client_family',
    'build',
  ]),
  relayMessages: new Counter(
    'sigsvc_relay_messages_total',
    'Messages the relay answered: outcome signed|passed|deferred|refused, and why it did not sign',
    ['outcome', 'reason'],
  ),
  relayNextHop: new Histogram('sigsvc_relay_next_hop_seconds', "The next hop's answer time, by result accepted|refused|unavailable", [
    'result',
  ]),
  storageCalls: new Histogram('sigsvc_storage_call_seconds', 'Storage calls (retries included), by service table|blob and result', [
    'service',
    'result',
  ]),
  storageThrottles: new Counter('sigsvc_storage_throttles_total', 'Storage answers 429 or 503 (each try), by service', ['service']),
  graphCalls: new Histogram('sigsvc_graph_call_seconds', 'Microsoft Graph calls (retries included), by result ok|failed', ['result']),
  graphThrottles: new Counter('sigsvc_graph_throttles_total', 'Microsoft Graph answers 429 or 503 (each try)', []),
  outboxLag: new Histogram(
    'sigsvc_outbox_lag_seconds',
    'Age of after-commit work when the outbox finished it (after a change, or its timer)',
    [],
  ),
  outboxOldest: new Gauge('sigsvc_outbox_oldest_seconds', "Age of the oldest open outbox work at the outbox timer's last run", []),
  timerRuns: new Counter('sigsvc_timer_runs_total', 'Timer job runs, by job and outcome ok|failed', ['job', 'outcome']),
  timerLag: new Histogram('sigsvc_timer_lag_seconds', 'How late a scheduled timer run started after its due time, by job', ['job']),
  timerItemFailures: new Counter(
    'sigsvc_timer_item_failures_total',
    "Items a timer job's run failed, by job (digestSend: a weekly digest that could not be sent)",
    ['job'],
  ),
  certificateExpiry: new Gauge(
    'sigsvc_certificate_expiry_seconds',
    "Seconds until a certificate this process presents expires (the relay's TLS certificate)",
    ['certificate'],
  ),
} as const;

const ALL: readonly AnyMetric[] = Object.values(metrics);

/**
 * The relay's reasons for passing a message unchanged that are the service's doing rather than the organisation's
 * settings or the message's shape (`other`: a failure's free text). The Bicep alert on them names the same list.
 */
export const SERVICE_PASS_REASONS = [
  'decision_failed',
  'rewrite_failed',
  'service_error',
  'unsupported_shape',
  'unsupported_charset',
  'unsupported_encoding',
  'other',
] as const;

/** Every metric name this code emits (a histogram's `_bucket`, `_sum` and `_count` series are named after it). */
export const METRIC_NAMES: readonly string[] = ALL.map((m) => m.name);

/** Work run just before each rendering (gauges read at scrape time, such as a certificate's remaining life). */
const beforeRender = new Set<() => void>();

/** Registers `read` to run before each rendering; answers how to unregister it. */
export function onRender(read: () => void): () => void {
  beforeRender.add(read);
  return () => beforeRender.delete(read);
}

/**
 * Records every metric into `meter`'s instruments too, from now on (shared/metrics/otel.ts); answers how to stop. One
 * meter at a time: attaching another replaces it.
 */
export function attachMeter(meter: Meter): () => void {
  for (const m of ALL) m.attach(meter);
  return () => {
    for (const m of ALL) m.detach();
  };
}

/** The whole registry in the Prometheus text format. */
export function renderMetrics(): string {
  for (const read of beforeRender) read();
  return renderPrometheus(ALL);
}

/** The labels of an HTTP status's class, built once: counting a request allocates nothing. */
const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'].map((c) => ({ status_class: c }));
export const statusClassLabels = (status: number) => CLASSES[Math.min(4, Math.max(0, Math.floor(status / 100) - 1))];
