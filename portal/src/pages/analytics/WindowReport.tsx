import { Card, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { LinkDetail } from './queries';
import { count, day } from '../../format';
import { ChartWithTable } from './ChartWithTable';
import { HourGrid } from './HourGrid';
import { DailyChart, SplitChart } from './lazyCharts';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { analyticsMessages } from './analytics.messages';

/** The part of the overview and of one link's detail that both share. */
type AnalyticsWindow = Omit<LinkDetail, 'link'>;
type AnalyticsKey = keyof (typeof analyticsMessages)['messages']['en'];

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

/** Each split of the clicks: its part of the report, its title and the name of what a row counts (catalogue keys). */
const SPLITS = [
  { key: 'devices', title: 'devices', column: 'device' },
  { key: 'clients', title: 'clients', column: 'client' },
  { key: 'referrers', title: 'referrers', column: 'referrer' },
] as const;

/** A split's row as people say it: a device's kind, an unknown client or a click without a referrer in words. */
function shareName(t: Translate<AnalyticsKey>, key: (typeof SPLITS)[number]['key'], name: string): string {
  if (key === 'devices') return t('deviceName', { device: name });
  if (key === 'clients' && name === 'unknown') return t('unknownClient');
  if (key === 'referrers' && name === 'direct') return t('directReferrer');
  return name;
}

/** Totals, the daily series, the device, client and referrer splits and the hour grid of one window. */
export function WindowReport({ report }: { report: AnalyticsWindow }) {
  const styles = useStyles();
  const t = useMessages(analyticsMessages);
  return (
    <>
      <div className={styles.stats}>
        <Stat label={t('clicks')} value={count(report.totalClicks)} testId="stat-clicks" />
        <Stat label={t('applies')} value={count(report.applies)} testId="stat-applies" />
        <Stat label={t('rate')} value={report.clicksPer1000 === null ? '–' : count(report.clicksPer1000)} testId="stat-rate" />
      </div>
      {report.clicksPer1000 === null && <Text className={styles.note}>{t('noRate')}</Text>}

      {report.totalClicks === 0 ? (
        <div className={styles.empty} data-testid="no-clicks">
          <Subtitle1 as="h3">{t('noClicksYet')}</Subtitle1>
          <Text>{t('noClicksText', { from: day(report.from), to: day(report.to) })}</Text>
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
  const t = useMessages(analyticsMessages);
  const rows = (shares: readonly { name: string; clicks: number }[]) => shares.map((s) => [s.name, count(s.clicks)] as const);
  // The service names devices by kind and says 'unknown' or 'direct' where a click told it nothing: words in the reader's language.
  const named = (key: (typeof SPLITS)[number]['key'], shares: readonly { name: string; clicks: number }[]) =>
    shares.map((s) => ({ ...s, name: shareName(t, key, s.name) }));
  return (
    <>
      <ChartWithTable
        title={t('dailyTitle', { from: day(report.from), to: day(report.to) })}
        columns={[t('day'), t('clicks')]}
        rows={report.daily.map((d) => [day(d.date), count(d.clicks)] as const)}
        emptyText={t('noDays')}
        chart={<DailyChart daily={report.daily} title={t('perDay')} legend={t('clicks')} />}
      />

      <div className={styles.splits}>
        {SPLITS.map(({ key, title, column }) => (
          <ChartWithTable
            key={key}
            title={t(title)}
            columns={[t(column), t('clicks')]}
            rows={rows(named(key, report[key]))}
            emptyText={t('noClicks')}
            chart={<SplitChart shares={named(key, report[key])} title={t(title)} />}
          />
        ))}
      </div>

      <section className={styles.section} aria-labelledby="hours-heading">
        <Subtitle1 as="h3" id="hours-heading">
          {t('byHour')}
        </Subtitle1>
        <HourGrid grid={report.hourOfDay} />
      </section>
    </>
  );
}
