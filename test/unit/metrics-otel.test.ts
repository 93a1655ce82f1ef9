import { AggregationTemporality, InMemoryMetricExporter, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { describe, expect, it } from 'vitest';
import { metrics } from '../../shared/metrics/instruments.js';
import { exportMetrics, exportToAzureMonitor, traceToAzureMonitor } from '../../shared/metrics/otel.js';
import { tracingOn } from '../../shared/metrics/tracing.js';

/** Every exported data point, by metric name: its attributes and value (a histogram's count and sum). */
function exported(exporter: InMemoryMetricExporter) {
  const points: Record<string, { attributes: Record<string, unknown>; value: unknown }[]> = {};
  for (const resource of exporter.getMetrics())
    for (const scope of resource.scopeMetrics)
      for (const metric of scope.metrics) {
        points[metric.descriptor.name] = metric.dataPoints.map((p) => {
          const value = p.value as number | { count: number; sum: number };
          return { attributes: p.attributes, value: typeof value === 'number' ? value : { count: value.count, sum: value.sum } };
        });
      }
  return points;
}

describe('the metrics through OpenTelemetry (what the Azure Monitor exporter is handed)', () => {
  it('carry the same names, labels and values as /admin/metrics, from the moment they are attached', async () => {
    metrics.relayMessages.add({ outcome: 'signed', reason: '' }); // before: not exported
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
    const stop = exportMetrics(reader);
    try {
      metrics.relayMessages.add({ outcome: 'deferred', reason: 'service_error' }, 2);
      metrics.relayNextHop.record({ result: 'accepted' }, 0.25);
      metrics.relayNextHop.record({ result: 'accepted' }, 0.75);
      metrics.outboxOldest.set(undefined, 42);
      await reader.forceFlush();
      const points = exported(exporter);
      expect(points).toEqual({
        sigsvc_relay_messages_total: [{ attributes: { outcome: 'deferred', reason: 'service_error' }, value: 2 }],
        sigsvc_relay_next_hop_seconds: [{ attributes: { result: 'accepted' }, value: { count: 2, sum: 1 } }],
        sigsvc_outbox_oldest_seconds: [{ attributes: {}, value: 42 }],
      });
    } finally {
      await stop();
    }
    // Detached: recording goes on in the registry alone.
    expect(() => metrics.relayMessages.add({ outcome: 'signed', reason: '' })).not.toThrow();
  });

  it('go to Azure Monitor only where a connection string is set', () => {
    expect(exportToAzureMonitor({})).toBeNull();
  });

  it('trace only where a connection string is set: without one tracing stays off', () => {
    expect(traceToAzureMonitor(1, {})).toBeNull();
    expect(tracingOn()).toBe(false);
  });
});
