import { LineChart, Sparkline, VerticalBarChart } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';
import { count } from '../../format';
import { currentLocale } from '../../i18n/language';

/**
 * The Fluent chart components the analytics pages draw with. Only imported through `lazyCharts.ts`, so the chart
 * library (d3 and all) is a chunk of its own that the analytics pages load on demand.
 */

export interface Day {
  date: string;
  clicks: number;
}
export interface Share {
  name: string;
  clicks: number;
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
/** A tick's label: the day and month in the portal's language, in UTC as the API counts days. */
const dayLabel = (d: Date) => d.toLocaleDateString(currentLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A tick's label on the count axis, as the portal's language writes numbers ("0,5" in German). */
const countLabel = (n: number) => count(n);
/** At most this many labelled days on the axis. */
const MOST_TICKS = 6;

/**
 * The axis's ticks are days of the window itself, the first among them: left to itself the chart library picks
 * "nice" dates, which can start before the window the title names.
 */
export function dayTicks(daily: readonly Day[]): Date[] {
  const step = Math.max(1, Math.ceil(daily.length / MOST_TICKS));
  return daily.filter((_, i) => i % step === 0).map((d) => utcDay(d.date));
}

/** The clicks of each day as a line; `legend` names what the line counts. */
export function DailyChart({ daily, title, legend }: { daily: readonly Day[]; title: string; legend: string }) {
  return (
    <LineChart
      data={{
        chartTitle: title,
        lineChartData: [
          {
            legend,
            color: tokens.colorBrandBackground,
            data: daily.map((d) => ({ x: utcDay(d.date), y: d.clicks })),
          },
        ],
      }}
      height={240}
      hideLegend
      tickValues={dayTicks(daily)}
      customDateTimeFormatter={dayLabel}
      useUTC
      yAxisTickCount={4}
      yAxisTickFormat={countLabel}
    />
  );
}

export function SplitChart({ shares, title }: { shares: readonly Share[]; title: string }) {
  return (
    <VerticalBarChart
      chartTitle={title}
      data={shares.map((s) => ({ x: s.name, y: s.clicks, legend: s.name }))}
      height={220}
      hideLegend
      useSingleColor
      barWidth="auto"
      maxBarWidth={48}
      wrapXAxisLables
      yAxisTickCount={4}
      yAxisTickFormat={countLabel}
    />
  );
}

export function TrendSparkline({ daily, label }: { daily: readonly Day[]; label: string }) {
  return (
    <Sparkline
      data={{
        chartTitle: label,
        lineChartData: [
          {
            legend: label,
            color: tokens.colorBrandBackground,
            data: daily.map((d, i) => ({ x: i, y: d.clicks })),
          },
        ],
      }}
      width={120}
      height={28}
    />
  );
}
