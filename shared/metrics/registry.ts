/**
 * A small in-process metrics registry: counters, histograms and gauges whose labels are fixed when they are declared,
 * rendered in the Prometheus text format (`GET /admin/metrics`). Recording is a map lookup and an addition: no
 * allocation once a series exists. Each metric keeps at most `MAX_SERIES` label sets; past them, values land in one
 * overflow series (every label `_other`), so a label fed an unexpected value cannot grow memory without end. Once
 * `attach`ed to an OpenTelemetry meter (shared/metrics/otel.ts: the Azure Monitor exporter), each recording also goes
 * to the instrument of the same name there.
 */
import type { Meter } from '@opentelemetry/api';

export const MAX_SERIES = 500;
const OVERFLOW = '_other';

type LabelValues<L extends string> = Readonly<Record<L, string>>;

interface Series {
  labels: readonly string[];
  value: number;
  /** Histograms: the count per bucket (not cumulative) and the sum. */
  buckets?: number[];
  sum?: number;
}

abstract class Metric<L extends string> {
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[],
  ) {}

  protected seriesOf(values: LabelValues<L> | undefined): Series {
    const names = this.labelNames;
    // The key: label values joined; a metric without labels has one series under ''.
    let key = '';
    for (let i = 0; i < names.length; i++) key += (i ? '\u0001' : '') + (values?.[names[i]] ?? '');
    let s = this.series.get(key);
    if (s) return s;
    if (this.series.size >= MAX_SERIES) return this.overflow();
    s = this.fresh(names.map((n) => values?.[n] ?? ''));
    this.series.set(key, s);
    return s;
  }

  private overflow(): Series {
    const key = '\u0002';
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = this.fresh(this.labelNames.map(() => OVERFLOW))));
    return s;
  }

  protected fresh(labels: string[]): Series {
    return { labels, value: 0 };
  }

  /** Every series, for rendering. */
  entries(): Iterable<Series> {
    return this.series.values();
  }

  abstract readonly type: 'counter' | 'gauge' | 'histogram';

  /** Records into `meter`'s instrument of the same name too, from now on. */
  abstract attach(meter: Meter): void;
  /** Stops recording into the meter `attach` named. */
  abstract detach(): void;
}

export class Counter<L extends string = never> extends Metric<L> {
  readonly type = 'counter';
  private sink?: ReturnType<Meter['createCounter']>;
  add(values?: LabelValues<L>, n = 1): void {
    this.seriesOf(values).value += n;
    this.sink?.add(n, values);
  }
  attach(meter: Meter): void {
    this.sink = meter.createCounter(this.name, { description: this.help });
  }
  detach(): void {
    this.sink = undefined;
  }
}

export class Gauge<L extends string = never> extends Metric<L> {
  readonly type = 'gauge';
  private sink?: ReturnType<Meter['createGauge']>;
  set(values: LabelValues<L> | undefined, value: number): void {
    this.seriesOf(values).value = value;
    this.sink?.record(value, values);
  }
  attach(meter: Meter): void {
    this.sink = meter.createGauge(this.name, { description: this.help });
  }
  detach(): void {
    this.sink = undefined;
  }
}

/** Bucket bounds in seconds: 5 ms to 5 minutes (storage calls at the short end, outbox and timer lag at the long). */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300] as const;

export class Histogram<L extends string = never> extends Metric<L> {
  readonly type = 'histogram';
  constructor(
    name: string,
    help: string,
    labelNames: readonly L[],
    readonly bounds: readonly number[] = SECONDS_BUCKETS,
  ) {
    super(name, help, labelNames);
  }

  protected override fresh(labels: string[]): Series {
    return { labels, value: 0, sum: 0, buckets: new Array<number>(this.bounds.length + 1).fill(0) };
  }

  record(values: LabelValues<L> | undefined, value: number): void {
    const s = this.seriesOf(values);
    let i = 0;
    while (i < this.bounds.length && value > this.bounds[i]) i++;
    s.buckets![i]++;
    s.sum! += value;
    s.value++;
    this.sink?.record(value, values);
  }

  private sink?: ReturnType<Meter['createHistogram']>;
  attach(meter: Meter): void {
    this.sink = meter.createHistogram(this.name, { description: this.help, advice: { explicitBucketBoundaries: [...this.bounds] } });
  }
  detach(): void {
    this.sink = undefined;
  }
}

export type AnyMetric = Counter<string> | Gauge<string> | Histogram<string>;

const escapeLabel = (v: string) => v.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
const labelText = (names: readonly string[], values: readonly string[], extra?: string) => {
  const parts = names.map((n, i) => `${n}="${escapeLabel(values[i])}"`);
  if (extra) parts.push(extra);
  return parts.length ? `{${parts.join(',')}}` : '';
};
const num = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

/** The Prometheus text exposition format (version 0.0.4) of `metrics`, in their order. */
export function renderPrometheus(metrics: readonly AnyMetric[]): string {
  const lines: string[] = [];
  for (const m of metrics) {
    lines.push(`# HELP ${m.name} ${m.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${m.name} ${m.type}`);
    for (const s of m.entries()) {
      if (m instanceof Histogram) {
        let cumulative = 0;
        m.bounds.forEach((b, i) => {
          cumulative += s.buckets![i];
          lines.push(`${m.name}_bucket${labelText(m.labelNames, s.labels, `le="${b}"`)} ${cumulative}`);
        });
        lines.push(`${m.name}_bucket${labelText(m.labelNames, s.labels, 'le="+Inf"')} ${s.value}`);
        lines.push(`${m.name}_sum${labelText(m.labelNames, s.labels)} ${num(s.sum!)}`);
        lines.push(`${m.name}_count${labelText(m.labelNames, s.labels)} ${s.value}`);
      } else {
        lines.push(`${m.name}${labelText(m.labelNames, s.labels)} ${num(s.value)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
