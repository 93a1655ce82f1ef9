import { describe, expect, it } from 'vitest';
import { countRelayReport } from '../../relay/server-side/metrics.js';
import type { RelayReport } from '../../relay/smtp/index.js';
import { metrics, renderMetrics } from '../../shared/metrics/instruments.js';
import { Counter, Gauge, Histogram, MAX_SERIES, renderPrometheus } from '../../shared/metrics/registry.js';
import { lagSeconds } from '../../shared/metrics/timers.js';
import { movedBetween, movedOf, samplesOf } from '../helpers/metrics-text.js';

describe('the metrics registry', () => {
  it('renders counters, gauges and histograms in the Prometheus text format', () => {
    const counter = new Counter('t_requests_total', 'Requests', ['kind']);
    counter.add({ kind: 'a' });
    counter.add({ kind: 'a' }, 2);
    counter.add({ kind: 'b "quoted"\\ \n' });
    const gauge = new Gauge('t_oldest_seconds', 'Oldest', []);
    gauge.set(undefined, 12.5);
    const histogram = new Histogram('t_call_seconds', 'Calls', ['result'], [0.1, 1]);
    histogram.record({ result: 'ok' }, 0.05);
    histogram.record({ result: 'ok' }, 0.1);
    histogram.record({ result: 'ok' }, 3);
    expect(renderPrometheus([counter, gauge, histogram])).toBe(
      [
        '# HELP t_requests_total Requests',
        '# TYPE t_requests_total counter',
        't_requests_total{kind="a"} 3',
        't_requests_total{kind="b \\"quoted\\"\\\\ \\n"} 1',
        '# HELP t_oldest_seconds Oldest',
        '# TYPE t_oldest_seconds gauge',
        't_oldest_seconds 12.5',
        '# HELP t_call_seconds Calls',
        '# TYPE t_call_seconds histogram',
        't_call_seconds_bucket{result="ok",le="0.1"} 2',
        't_call_seconds_bucket{result="ok",le="1"} 2',
        't_call_seconds_bucket{result="ok",le="+Inf"} 3',
        't_call_seconds_sum{result="ok"} 3.15',
        't_call_seconds_count{result="ok"} 3',
        '',
      ].join('\n'),
    );
  });

  it('keeps at most MAX_SERIES label sets; the rest land in one overflow series', () => {
    const counter = new Counter('t_bounded_total', 'Bounded', ['build']);
    for (let i = 0; i < MAX_SERIES + 20; i++) counter.add({ build: `b${i}` });
    const { samples } = samplesOf(renderPrometheus([counter]));
    expect(samples.size).toBe(MAX_SERIES + 1);
    expect(samples.get('t_bounded_total{build="_other"}')).toBe(20);
  });
});

const report = (outcome: RelayReport['outcome']): RelayReport => ({
  sender: 'ann@contoso.com',
  recipients: 1,
  remoteAddress: '127.0.0.1',
  outcome,
  bytes: 100,
  nextHop: null,
});

describe('the relay’s counts', () => {
  it('label reasons by the relay’s own words, and free text only by its SMTP code', () => {
    const before = samplesOf(renderMetrics()).samples;
    countRelayReport(report({ status: 'unchanged', reason: 'encrypted' }));
    countRelayReport(report({ status: 'unchanged', reason: 'transform failed while streaming: ann@contoso.com said no' }));
    countRelayReport(report({ status: 'refused', code: 451, reason: 'service_error' }));
    countRelayReport(report({ status: 'refused', code: 550, reason: 'sender_unverified' }));
    countRelayReport(report({ status: 'refused', code: 554, reason: '554 5.7.1 <bob@example.com> rejected' }));
    const moved = movedBetween(before, samplesOf(renderMetrics()).samples);
    expect(movedOf(moved, metrics.relayMessages.name)).toEqual({
      'sigsvc_relay_messages_total{outcome="passed",reason="encrypted"}': 1,
      'sigsvc_relay_messages_total{outcome="passed",reason="other"}': 1,
      'sigsvc_relay_messages_total{outcome="deferred",reason="service_error"}': 1,
      'sigsvc_relay_messages_total{outcome="refused",reason="sender_unverified"}': 1,
      'sigsvc_relay_messages_total{outcome="refused",reason="smtp_554"}': 1,
    });
  });
});

describe('timer lag', () => {
  it('is the time since the schedule was last due', () => {
    // outbox: '30 */2 * * * *'
    expect(lagSeconds('outbox', new Date('2026-03-01T10:02:35.500Z'))).toBe(5.5);
    expect(lagSeconds('outbox', new Date('2026-03-01T10:04:30.000Z'))).toBe(0);
    // digestSend: hourly on the hour.
    expect(lagSeconds('digestSend', new Date('2026-03-01T10:59:00.000Z'))).toBe(3540);
    expect(lagSeconds('noSuchJob', new Date())).toBeNull();
  });
});
