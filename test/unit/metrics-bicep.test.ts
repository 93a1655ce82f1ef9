import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metrics, METRIC_NAMES, SERVICE_PASS_REASONS } from '../../shared/metrics/instruments.js';

const infra = join(import.meta.dirname, '..', '..', 'infra');
const files = [join(infra, 'main.bicep'), ...readdirSync(join(infra, 'modules')).map((f) => join(infra, 'modules', f))].filter((f) =>
  f.endsWith('.bicep'),
);
const bicep = files.map((f) => ({ file: f.slice(infra.length + 1), text: readFileSync(f, 'utf8') }));
const all = bicep.map((b) => b.text).join('\n');

/** Every metric name the Bicep names (the service's metrics all start `sigsvc_`). */
const namedMetrics = [...new Set([...all.matchAll(/\bsigsvc_[a-z0-9_]+/g)].map((m) => m[0]))];
/** Every label the queries read (`customDimensions.<label>`). */
const namedLabels = [...new Set([...all.matchAll(/customDimensions\.([a-z_]+)/g)].map((m) => m[1]))];

describe('the alerts and the workbook in infra/', () => {
  it('name only metrics the code emits, so renaming one fails here', () => {
    expect(namedMetrics.filter((name) => !METRIC_NAMES.includes(name))).toEqual([]);
  });

  it('alert on every signal of the runbook', () => {
    const alerted = [
      metrics.httpRequests,
      metrics.relayMessages,
      metrics.outboxOldest,
      metrics.timerLag,
      metrics.timerRuns,
      metrics.timerItemFailures,
      metrics.certificateExpiry,
    ].map((m) => m.name);
    const alerts = bicep.find((b) => b.file === 'modules/alerts.bicep')!.text.split('resource rules')[0];
    expect(alerted.filter((name) => !alerts.includes(`"${name}"`))).toEqual([]);
    // Every metric is on the workbook.
    const workbook = bicep.find((b) => b.file === 'modules/alerts.bicep')!.text.split('var charts')[1];
    expect(METRIC_NAMES.filter((name) => !workbook.includes(`"${name}"`))).toEqual([]);
  });

  it('read only labels some metric has', () => {
    const labels = new Set<string>(Object.values(metrics).flatMap((m) => [...m.labelNames]));
    expect(namedLabels.length).toBeGreaterThan(5);
    expect(namedLabels.filter((label) => !labels.has(label))).toEqual([]);
  });

  it('alert on the same service reasons for passes as the code lists', () => {
    const list = /var servicePassReasons = '([^']*)'/.exec(all)?.[1];
    expect(list?.split(',').map((r) => r.trim().replace(/"/g, ''))).toEqual([...SERVICE_PASS_REASONS]);
  });

  it('link each alert to its section of the runbook', () => {
    const runbook = readFileSync(join(infra, '..', 'docs', 'operations.md'), 'utf8');
    const keys = [...all.matchAll(/key: '([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(keys.length).toBe(7);
    expect(keys.filter((key) => !runbook.includes(`\n### ${key}\n`))).toEqual([]);
  });
});
