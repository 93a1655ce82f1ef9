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
  return (
    <DataList
      label="Tracked links, clicks over the last 30 days"
      scroll="Tracked links"
      className={styles.table}
      items={links}
      rowId={(l) => l.slug}
      rowTestId="link-row"
      columns={[
        {
          header: 'Link',
          className: styles.target,
          cell: (l) => (
            <RouterLink to={`/analytics/links/${l.slug}?days=${days}`} aria-label={`Details of ${l.target}`}>
              {l.target}
            </RouterLink>
          ),
        },
        { header: 'Template', cell: (l) => l.templateName ?? 'A deleted template' },
        { header: 'Clicks (30 days)', cell: (l) => count(l.clicks) },
        {
          header: 'Trend',
          className: styles.sparkline,
          cell: (l) => (
            <Suspense fallback={null}>
              <TrendSparkline daily={l.trend} label={`Clicks per day on ${l.target}`} />
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

  return (
    <div className={styles.stack}>
      <PageHeader title="Analytics" />

      <section className={styles.section} aria-labelledby="links-heading">
        <Subtitle1 as="h2" id="links-heading">
          Tracked links
        </Subtitle1>
        <ErrorMessage error={links.error} title="The links could not be loaded" />
        {links.isPending && <Spinner label="Loading the links…" />}
        {links.data && links.data.links.length === 0 && (
          <Text className={styles.empty}>
            No tracked links yet. Turn on link tracking for a template in its editor; its links show here once a signature with them is
            applied.
          </Text>
        )}
        {links.data && links.data.links.length > 0 && <LinksTable links={links.data.links} days={days} />}
      </section>

      <section className={styles.section} aria-labelledby="overview-heading">
        <Subtitle1 as="h2" id="overview-heading">
          Overview
        </Subtitle1>
        <WindowPicker days={days} onChange={setDays} />
        <ErrorMessage error={overview.error} title="The overview could not be loaded" />
        {overview.isPending && <Spinner label="Loading the overview…" />}
        {overview.data && (
          <>
            <WindowReport report={overview.data} />
            {overview.data.totalClicks > 0 && (
              <ChartWithTable
                title="Clicks per campaign (template)"
                columns={['Template', 'Clicks']}
                rows={campaigns.map((c) => [c.templateName ?? 'A deleted template', count(c.clicks)] as const)}
                emptyText="No clicks on any template's links in this window."
                chart={
                  <SplitChart
                    shares={campaigns.map((c) => ({
                      name: c.templateName ?? 'A deleted template',
                      clicks: c.clicks,
                    }))}
                    title="Clicks per campaign"
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
