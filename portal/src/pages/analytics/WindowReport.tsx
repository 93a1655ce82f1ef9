import { Card, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { LinkDetail } from './queries';
import { count, day } from '../../format';
import { ChartWithTable } from './ChartWithTable';
import { HourGrid } from './HourGrid';
import { DailyChart, SplitChart } from './lazyCharts';

/** The part of the overview and of one link's detail that both share. */
type AnalyticsWindow = Omit<LinkDetail, 'link'>;

const useStyles = makeStyles({
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  stat: { display: 'flex', flexDirection: 'column' },
  number: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  splits: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  note: { color: tokens.colorNeutralForeground2 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    alignItems: 'center',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
  },
});

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.stat} data-testid={testId}>
      <Text>{label}</Text>
      <Text className={styles.number}>{value}</Text>
    </Card>
  );
}

const SPLITS = [
  { key: 'devices', title: 'Devices', column: 'Device' },
  { key: 'clients', title: 'Mail clients and browsers', column: 'Client' },
  { key: 'referrers', title: 'Referrers', column: 'Referrer' },
] as const;

/** Totals, the daily series, the device, client and referrer splits and the hour grid of one window. */
export function WindowReport({ report }: { report: AnalyticsWindow }) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.stats}>
        <Stat label="Clicks" value={count(report.totalClicks)} testId="stat-clicks" />
        <Stat label="Signatures applied" value={count(report.applies)} testId="stat-applies" />
        <Stat
          label="Clicks per 1,000 signatures"
          value={report.clicksPer1000 === null ? '–' : count(report.clicksPer1000)}
          testId="stat-rate"
        />
      </div>
      {report.clicksPer1000 === null && (
        <Text className={styles.note}>No signature was applied in this window, so there is no rate of clicks per 1,000.</Text>
      )}

      {report.totalClicks === 0 ? (
        <div className={styles.empty} data-testid="no-clicks">
          <Subtitle1 as="h3">No clicks in this window yet</Subtitle1>
          <Text>
            The clicks per day, the devices, mail clients and referrers and the busiest hours show here once someone clicks a tracked link
            in a signature ({day(report.from)} to {day(report.to)}).
          </Text>
        </div>
      ) : (
        <Clicks report={report} />
      )}
    </>
  );
}

/** The charts of a window that has clicks. */
function Clicks({ report }: { report: AnalyticsWindow }) {
  const styles = useStyles();
  const rows = (shares: readonly { name: string; clicks: number }[]) => shares.map((s) => [s.name, count(s.clicks)] as const);
  return (
    <>
      <ChartWithTable
        title={`Clicks per day, ${day(report.from)} to ${day(report.to)}`}
        columns={['Day', 'Clicks']}
        rows={report.daily.map((d) => [day(d.date), count(d.clicks)] as const)}
        emptyText="No days in this window."
        chart={<DailyChart daily={report.daily} title="Clicks per day" />}
      />

      <div className={styles.splits}>
        {SPLITS.map(({ key, title, column }) => (
          <ChartWithTable
            key={key}
            title={title}
            columns={[column, 'Clicks']}
            rows={rows(report[key])}
            emptyText="No clicks in this window."
            chart={<SplitChart shares={report[key]} title={title} />}
          />
        ))}
      </div>

      <section className={styles.section} aria-labelledby="hours-heading">
        <Subtitle1 as="h3" id="hours-heading">
          Clicks by hour of day
        </Subtitle1>
        <HourGrid grid={report.hourOfDay} />
      </section>
    </>
  );
}
