import { ManagedIdentityCredential } from '@azure/identity';
import { AzureMonitorMetricExporter } from '@azure/monitor-opentelemetry-exporter';
import { MeterProvider, PeriodicExportingMetricReader, type MetricReader } from '@opentelemetry/sdk-metrics';
import { attachMeter } from './instruments.js';

/** How often the Azure Monitor exporter sends what was recorded since. */
const EXPORT_INTERVAL_MS = 60_000;

/**
 * Sends every metric of this process's registry through OpenTelemetry to `reader` as well (the Azure Monitor exporter
 * in Azure, an in-memory one in tests), under the same names and labels. Answers how to stop (flushing first).
 */
export function exportMetrics(reader: MetricReader): () => Promise<void> {
  const provider = new MeterProvider({ readers: [reader] });
  const detach = attachMeter(provider.getMeter('signature-service'));
  return async () => {
    detach();
    await provider.shutdown();
  };
}

/**
 * In Azure (the Functions app, the relay's container): the metrics go to Application Insights (`customMetrics`), with
 * the managed identity when the resource takes Entra-authenticated telemetry only (`Authorization=AAD`, as
 * infra/modules/monitoring.bicep sets it). Nothing without a connection string (`npm start`, the tests).
 */
export function exportToAzureMonitor(env: NodeJS.ProcessEnv = process.env): (() => Promise<void>) | null {
  const connectionString = env.APPLICATIONINSIGHTS_CONNECTION_STRING;
  if (!connectionString) return null;
  const aad = /authorization=aad/i.test(env.APPLICATIONINSIGHTS_AUTHENTICATION_STRING ?? '');
  const exporter = new AzureMonitorMetricExporter({ connectionString, ...(aad ? { credential: new ManagedIdentityCredential() } : {}) });
  return exportMetrics(new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: EXPORT_INTERVAL_MS }));
}
