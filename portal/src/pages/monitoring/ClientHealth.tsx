import {
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useClientHealth, type ClientHealthReport } from './queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
import { count, percent } from '../../format';
import { millis } from './words';

const useStyles = makeStyles({
  table: { minWidth: '48rem' },
  client: { fontWeight: tokens.fontWeightSemibold },
  version: { paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  empty: { color: tokens.colorNeutralForeground2 },
});

type Figures = Omit<ClientHealthReport['clients'][number], 'client' | 'label' | 'versions'>;

const reasons = (f: Figures) =>
  f.reasons.length ? f.reasons.map((r) => `${r.label} (${count(r.count)})`).join(', ') : f.failed + f.skipped > 0 ? 'Not reported' : '';

function FigureCells({ f }: { f: Figures }) {
  return (
    <>
      <TableCell>{count(f.applied)}</TableCell>
      <TableCell>
        {count(f.failed)} {f.failureRate !== null && f.failed > 0 ? `(${percent(f.failureRate)})` : ''}
      </TableCell>
      <TableCell>{count(f.skipped)}</TableCell>
      <TableCell>{millis(f.medianMs)}</TableCell>
      <TableCell>{millis(f.p95Ms)}</TableCell>
      <TableCell>{reasons(f)}</TableCell>
    </>
  );
}

/** Per mail client and version: how often the add-in applied, failed or skipped, why, and how long it took. */
export function ClientHealth() {
  const styles = useStyles();
  const health = useClientHealth();
  const report = health.data;
  const label = report ? `Mail clients, last ${report.days} days` : 'Mail clients';
  return (
    <>
      <ErrorMessage error={health.error} title="The mail clients could not be loaded" />
      {health.isPending && <Spinner label="Loading the mail clients…" />}
      {report && report.clients.length === 0 && (
        <Text className={styles.empty}>No add-in has reported yet. Each mail client shows here once it applies a signature.</Text>
      )}
      {report && report.clients.length > 0 && (
        <ScrollArea label={label}>
          <Table className={styles.table} aria-label={label} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Mail client</TableHeaderCell>
                <TableHeaderCell>Applied</TableHeaderCell>
                <TableHeaderCell>Failed</TableHeaderCell>
                <TableHeaderCell>Skipped</TableHeaderCell>
                <TableHeaderCell>Median time</TableHeaderCell>
                <TableHeaderCell>95th percentile</TableHeaderCell>
                <TableHeaderCell>Why not applied</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.clients.map((c) => (
                <Fragment key={c.client}>
                  <TableRow data-testid="client-row">
                    <TableCell className={styles.client}>{c.label}</TableCell>
                    <FigureCells f={c} />
                  </TableRow>
                  {c.versions.map((v) => (
                    <TableRow key={`${c.client}-${v.version}`} data-testid="client-version-row">
                      <TableCell className={styles.version}>
                        {v.version === 'unknown' ? 'Version not reported' : `Version ${v.version}`}
                      </TableCell>
                      <FigureCells f={v} />
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </>
  );
}
