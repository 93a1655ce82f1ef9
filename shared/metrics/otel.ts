import { DefaultAzureCredential, ManagedIdentityCredential } from '@azure/identity';
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

/** `Authorization=AAD[;ClientId=<id>]`: the user-assigned identity it names (the relay's), else the app's own. */
function credentialOf(auth: string) {
  const clientId = /clientid=([0-9a-f-]{36})/i.exec(auth)?.[1];
  return clientId ? new ManagedIdentityCredential({ clientId }) : new DefaultAzureCredential();
}

/**
 * In Azure (the Functions app, the relay's container): the metrics go to Application Insights (`customMetrics`), with
 * the managed identity when the resource takes Entra-authenticated telemetry only (`Authorization=AAD`, as
 * infra/modules/monitoring.bicep sets it). Nothing without a connection string (`npm start`, the tests).
 */
export function exportToAzureMonitor(env: NodeJS.ProcessEnv = process.env): (() => Promise<void>) | null {
  const connectionString = env.APPLICATIONINSIGHTS_CONNECTION_STRING;
  if (!connectionString) return null;
  const auth = env.APPLICATIONINSIGHTS_AUTHENTICATION_STRING ?? '';
  const exporter = new AzureMonitorMetricExporter({
    connectionString,
    ...(/authorization=aad/i.test(auth) ? { credential: credentialOf(auth) } : {}),
  });
  return exportMetrics(new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: EXPORT_INTERVAL_MS }));
}
