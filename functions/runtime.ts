// The services and pipeline of one Functions worker, built on first use from the environment.
import { loadConfig } from '../shared/config.js';
import { Pipeline } from '../shared/http/pipeline.js';
import { exportToAzureMonitor, traceToAzureMonitor } from '../shared/metrics/otel.js';
import { routes } from '../shared/routes.js';
import { createServices, type Services } from '../shared/services.js';

let built: { services: Services; pipeline: Pipeline } | null = null;

function build() {
  if (!built) {
    const config = loadConfig();
    // The operators' metrics and traces (docs/operations.md) to Application Insights, beside the host's own telemetry.
    exportToAzureMonitor();
    traceToAzureMonitor(config.TRACE_SAMPLE_RATIO);
    const s = createServices(config);
    built = { services: s, pipeline: new Pipeline(routes, s) };
    void s.ready().catch((err) => s.log.warn('storage not ready at start', { error: (err as Error).message }));
  }
  return built;
}

export const services = () => build().services;
export const pipeline = () => build().pipeline;
