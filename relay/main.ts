// The relay's container entry (`npm run relay` after `npm run build:relay`): the SMTP relay of server-side signatures
// with the service it asks (createServices over the deployment's storage), and nothing else: no Functions host.
import { ConfigError, loadConfig } from '../shared/config.js';
import { consoleLogger } from '../shared/log.js';
import { exportToAzureMonitor, traceToAzureMonitor } from '../shared/metrics/otel.js';
import { RELAY_NODE_FLAGS } from '../shared/runtime/node-flags.js';
import { createServices } from '../shared/services.js';
import type { RelayReport } from './smtp/index.js';
import { startServerSideRelay } from './server-side/index.js';

/** One line per message and per refusal; the sender by its domain only. */
function logReport(report: RelayReport): void {
  const { outcome } = report;
  consoleLogger.info('relay message', {
    messageId: report.messageId ?? null,
    senderDomain: report.sender ? report.sender.slice(report.sender.lastIndexOf('@') + 1) : null,
    recipients: report.recipients,
    bytes: report.bytes,
    status: outcome.status,
    reason: outcome.status === 'signed' ? null : outcome.reason,
    nextHop: report.nextHop,
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const services = createServices(config, { nodeFlags: RELAY_NODE_FLAGS });
  // The relay's metrics to Application Insights when the container has its connection string (docs/operations.md).
  const stopExport = exportToAzureMonitor();
  const stopTraces = traceToAzureMonitor(config.TRACE_SAMPLE_RATIO);
  // In the container the relay listens on every interface; who may connect is SMTP_ALLOWED_SOURCES' to say.
  const host = process.env.HOST ?? '0.0.0.0';
  const relay = await startServerSideRelay({ config, host, signing: services.serverSide, onReport: logReport });
  console.log(`Signature relay listening on ${relay.host}:${relay.port}; mail goes to ${relay.nextHop}`);
  if (relay.leftSpoolsRemoved) {
    consoleLogger.warn('relay spool cleaned', { removed: relay.leftSpoolsRemoved, note: 'left by a process that stopped mid-message' });
  }
  const stop = () => {
    // Stops taking connections and lets the sessions in flight finish (the relay's close timeout), then exits.
    void relay
      .close()
      .then(() => Promise.all([stopExport?.(), stopTraces?.()]))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `relay start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
