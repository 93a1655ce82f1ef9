import { DefaultAzureCredential, ManagedIdentityCredential } from '@azure/identity';
import { ApplicationInsightsSampler, AzureMonitorMetricExporter, AzureMonitorTraceExporter } from '@azure/monitor-opentelemetry-exporter';
import { MeterProvider, PeriodicExportingMetricReader, type MetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, ParentBasedSampler } from '@opentelemetry/sdk-trace-base';
import { attachMeter } from './instruments.js';
import { startTracing } from './tracing.js';

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
  const options = exporterOptions(env);
  if (!options) return null;
  const exporter = new AzureMonitorMetricExporter(options);
  return exportMetrics(new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: EXPORT_INTERVAL_MS }));
}

/** The exporters' connection and credential, or null without a connection string. */
function exporterOptions(env: NodeJS.ProcessEnv) {
  const connectionString = env.APPLICATIONINSIGHTS_CONNECTION_STRING;
  if (!connectionString) return null;
  const auth = env.APPLICATIONINSIGHTS_AUTHENTICATION_STRING ?? '';
  return { connectionString, ...(/authorization=aad/i.test(auth) ? { credential: credentialOf(auth) } : {}) };
}

/**
 * In Azure: the traces (docs/operations.md) go to Application Insights (`requests`, `dependencies`), in batches, with
 * the same identity as the metrics. `sampleRatio` (TRACE_SAMPLE_RATIO) of the traces started here are kept, and a
 * trace a caller started keeps the caller's decision; Application Insights' sampler marks each kept span with its rate,
 * so its counts stay whole. Nothing without a connection string: tracing stays off and costs one check per step.
 */
export function traceToAzureMonitor(sampleRatio: number, env: NodeJS.ProcessEnv = process.env): (() => Promise<void>) | null {
  const options = exporterOptions(env);
  if (!options) return null;
  const sampler = new ParentBasedSampler({ root: new ApplicationInsightsSampler(sampleRatio) });
  return startTracing(new BatchSpanProcessor(new AzureMonitorTraceExporter(options)), sampler);
}
