import { makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLinksOverview, useLinkTotals, type LinkTotals } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { count } from '../../format';
import { ChartWithTable } from './ChartWithTable';
import { SplitChart, TrendSparkline } from './lazyCharts';
import { useWindowDays, WindowPicker } from './WindowPicker';
import { WindowReport } from './WindowReport';
import { useMessages } from '../../i18n/useMessages';
import { analyticsMessages } from './analytics.messages';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  empty: { color: tokens.colorNeutralForeground2 },
  table: { minWidth: '36rem' },
  target: { overflowWrap: 'anywhere' },
  // Room for the sparkline (120px).
  sparkline: { minWidth: '130px' },
});

type TrackedLink = LinkTotals['links'][number];

function LinksTable({ links, days }: { links: readonly TrackedLink[]; days: number }) {
  const styles = useStyles();
  const t = useMessages(analyticsMessages);
  return (
    <DataList
      label={t('linksTable')}
      scroll={t('trackedLinks')}
      className={styles.table}
      items={links}
      rowId={(l) => l.slug}
      rowTestId="link-row"
      columns={[
        {
          header: t('link'),
          className: styles.target,
          cell: (l) => (
            <RouterLink to={`/analytics/links/${l.slug}?days=${days}`} aria-label={t('detailsOf', { target: l.target })}>
              {l.target}
            </RouterLink>
          ),
        },
        { header: t('template'), cell: (l) => l.templateName ?? t('deletedTemplate') },
        { header: t('clicks30'), cell: (l) => count(l.clicks) },
        {
          header: t('trend'),
          className: styles.sparkline,
          cell: (l) => (
            <Suspense fallback={null}>
              <TrendSparkline daily={l.trend} label={t('clicksPerDayOn', { target: l.target })} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}

/** Link analytics: every tracked link with its 30-day trend, and the organisation's clicks over a chosen window. */
export default function AnalyticsPage() {
  const styles = useStyles();
  const [days, setDays] = useWindowDays();
  const links = useLinkTotals();
  const overview = useLinksOverview(days);
  const campaigns = overview.data?.campaigns ?? [];
  const t = useMessages(analyticsMessages);

  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />

      <section className={styles.section} aria-labelledby="links-heading">
        <Subtitle1 as="h2" id="links-heading">
          {t('trackedLinks')}
        </Subtitle1>
        <ErrorMessage error={links.error} title={t('linksNotLoaded')} />
        {links.isPending && <Spinner label={t('loadingLinks')} />}
        {links.data && links.data.links.length === 0 && <Text className={styles.empty}>{t('noLinks')}</Text>}
        {links.data && links.data.links.length > 0 && <LinksTable links={links.data.links} days={days} />}
      </section>

      <section className={styles.section} aria-labelledby="overview-heading">
        <Subtitle1 as="h2" id="overview-heading">
          {t('overview')}
        </Subtitle1>
        <WindowPicker days={days} onChange={setDays} />
        <ErrorMessage error={overview.error} title={t('overviewNotLoaded')} />
        {overview.isPending && <Spinner label={t('loadingOverview')} />}
        {overview.data && (
          <>
            <WindowReport report={overview.data} />
            {overview.data.totalClicks > 0 && (
              <ChartWithTable
                title={t('perCampaign')}
                columns={[t('template'), t('clicks')]}
                rows={campaigns.map((c) => [c.templateName ?? t('deletedTemplate'), count(c.clicks)] as const)}
                emptyText={t('noCampaignClicks')}
                chart={
                  <SplitChart
                    shares={campaigns.map((c) => ({
                      name: c.templateName ?? t('deletedTemplate'),
                      clicks: c.clicks,
                    }))}
                    title={t('perCampaignChart')}
                  />
                }
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
