import { LineChart, Sparkline, VerticalBarChart } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';

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

export function DailyChart({ daily, title }: { daily: readonly Day[]; title: string }) {
  return (
    <LineChart
      data={{
        chartTitle: title,
        lineChartData: [
          {
            legend: 'Clicks',
            color: tokens.colorBrandBackground,
            data: daily.map((d) => ({ x: utcDay(d.date), y: d.clicks })),
          },
        ],
      }}
      height={240}
      hideLegend
      useUTC
      yAxisTickCount={4}
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
