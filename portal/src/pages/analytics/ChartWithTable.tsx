import {
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';

const useStyles = makeStyles({
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  chart: { minHeight: '120px', minWidth: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  title: string;
  /** The column heads of the table: what a row names and what it counts. */
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  emptyText: string;
  /** The chart (lazily loaded); the table beside it says the same for screen readers. */
  chart: ReactNode;
}

/** A chart and, beside it for screen readers, the same numbers as a table. */
export function ChartWithTable({ title, columns, rows, emptyText, chart }: Props) {
  const styles = useStyles();
  return (
    <figure className={styles.figure} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {rows.length === 0 ? (
        <Text className={styles.empty}>{emptyText}</Text>
      ) : (
        <>
          <div className={styles.chart}>
            <Suspense fallback={<Spinner size="small" label="Drawing the chart…" />}>{chart}</Suspense>
          </div>
          <div className="visually-hidden">
            <Table aria-label={title}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{columns[0]}</TableHeaderCell>
                  <TableHeaderCell>{columns[1]}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map(([name, value]) => (
                  <TableRow key={name}>
                    <TableCell>{name}</TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </figure>
  );
}
