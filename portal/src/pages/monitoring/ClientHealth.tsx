import { makeStyles, tokens } from '@fluentui/react-components';
import { useClientHealth, type ClientHealthReport } from './queries';
import { DataList, type ListColumn } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, percent } from '../../format';
import { millis } from './words';

const useStyles = makeStyles({
  table: { minWidth: '48rem' },
  client: { fontWeight: tokens.fontWeightSemibold },
  // Indented under its client's name.
  version: { paddingLeft: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

type Figures = Omit<ClientHealthReport['clients'][number], 'client' | 'label' | 'versions'>;

const reasons = (f: Figures) =>
  f.reasons.length ? f.reasons.map((r) => `${r.label} (${count(r.count)})`).join(', ') : f.failed + f.skipped > 0 ? 'Not reported' : '';

/** A client's row, then a row for each of its versions. */
type Row = { client: string; version?: string; label: string; figures: Figures };

const figureColumns: ListColumn<Row>[] = [
  { header: 'Applied', cell: ({ figures: f }) => count(f.applied) },
  {
    header: 'Failed',
    cell: ({ figures: f }) => `${count(f.failed)} ${f.failureRate !== null && f.failed > 0 ? `(${percent(f.failureRate)})` : ''}`,
  },
  { header: 'Skipped', cell: ({ figures: f }) => count(f.skipped) },
  { header: 'Median time', cell: ({ figures: f }) => millis(f.medianMs) },
  { header: '95th percentile', cell: ({ figures: f }) => millis(f.p95Ms) },
  { header: 'Why not applied', cell: ({ figures: f }) => reasons(f) },
];

/** Per mail client and version: how often the add-in applied, failed or skipped, why, and how long it took. */
export function ClientHealth() {
  const styles = useStyles();
  const health = useClientHealth();
  const report = health.data;
  const label = report ? `Mail clients, last ${report.days} days` : 'Mail clients';
  return (
    <>
      <ErrorMessage error={health.error} title="The mail clients could not be loaded" />
      <DataList
        label={label}
        scroll
        className={styles.table}
        size="small"
        loading={health.isPending && 'Loading the mail clients…'}
        items={report?.clients.flatMap((c): Row[] => [
          { client: c.client, label: c.label, figures: c },
          ...c.versions.map((v) => ({
            client: c.client,
            version: v.version,
            label: versionLabel(v.version),
            figures: v,
          })),
        ])}
        empty="No add-in has reported yet. Each mail client shows here once it applies a signature."
        rowId={(r) => (r.version === undefined ? r.client : `${r.client}-${r.version}`)}
        rowTestId={(r) => (r.version === undefined ? 'client-row' : 'client-version-row')}
        columns={[
          {
            header: 'Mail client',
            cell: (r) => <div className={r.version === undefined ? styles.client : styles.version}>{r.label}</div>,
          },
          ...figureColumns,
        ]}
      />
    </>
  );
}

/** A version row's words: the relay's messages are counted as a version of their own (`server`). */
function versionLabel(version: string): string {
  if (version === 'server') return 'Signed on the way out (server-side)';
  return version === 'unknown' ? 'Version not reported' : `Version ${version}`;
}
