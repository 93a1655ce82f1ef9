import { makeStyles, tokens } from '@fluentui/react-components';
import { useClientHealth, type ClientHealthReport } from './queries';
import { DataList, type ListColumn } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, list, percent } from '../../format';
import { millis, type MonitoringT } from './words';
import { useMessages } from '../../i18n/useMessages';
import { monitoringMessages } from './monitoring.messages';

const useStyles = makeStyles({
  table: { minWidth: '48rem' },
  client: { fontWeight: tokens.fontWeightSemibold },
  // Indented under its client's name.
  version: { paddingLeft: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

type Figures = Omit<ClientHealthReport['clients'][number], 'client' | 'label' | 'versions'>;

const reasons = (t: MonitoringT, f: Figures) =>
  f.reasons.length ? list(f.reasons.map((r) => `${r.label} (${count(r.count)})`)) : f.failed + f.skipped > 0 ? t('notReported') : '';

/** A client's row, then a row for each of its versions. */
type Row = { client: string; version?: string; label: string; figures: Figures };

const figureColumns = (t: MonitoringT): ListColumn<Row>[] => [
  { header: t('applied'), cell: ({ figures: f }) => count(f.applied) },
  {
    header: t('failed'),
    cell: ({ figures: f }) => `${count(f.failed)} ${f.failureRate !== null && f.failed > 0 ? `(${percent(f.failureRate)})` : ''}`,
  },
  { header: t('skipped'), cell: ({ figures: f }) => count(f.skipped) },
  { header: t('medianTime'), cell: ({ figures: f }) => millis(t, f.medianMs) },
  { header: t('p95'), cell: ({ figures: f }) => millis(t, f.p95Ms) },
  { header: t('whyNot'), cell: ({ figures: f }) => reasons(t, f) },
];

/** Per mail client and version: how often the add-in applied, failed or skipped, why, and how long it took. */
export function ClientHealth() {
  const styles = useStyles();
  const health = useClientHealth();
  const report = health.data;
  const t = useMessages(monitoringMessages);
  const label = report ? t('mailClientsDays', { days: report.days }) : t('mailClients');
  return (
    <>
      <ErrorMessage error={health.error} title={t('clientsNotLoaded')} />
      <DataList
        label={label}
        scroll
        className={styles.table}
        size="small"
        loading={health.isPending && t('loadingClients')}
        items={report?.clients.flatMap((c): Row[] => [
          { client: c.client, label: c.label, figures: c },
          ...c.versions.map((v) => ({
            client: c.client,
            version: v.version,
            label: versionLabel(t, v.version),
            figures: v,
          })),
        ])}
        empty={t('noClients')}
        rowId={(r) => (r.version === undefined ? r.client : `${r.client}-${r.version}`)}
        rowTestId={(r) => (r.version === undefined ? 'client-row' : 'client-version-row')}
        columns={[
          {
            header: t('mailClient'),
            cell: (r) => <div className={r.version === undefined ? styles.client : styles.version}>{r.label}</div>,
          },
          ...figureColumns(t),
        ]}
      />
    </>
  );
}

/** A version row's words: the relay's messages are counted as a version of their own (`server`). */
function versionLabel(t: MonitoringT, version: string): string {
  if (version === 'server') return t('serverVersion');
  return version === 'unknown' ? t('unknownVersion') : t('version', { v: version });
}
