import { makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { DataList } from '../../components/DataList';
import { useMessages } from '../../i18n/useMessages';
import { analyticsMessages } from './analytics.messages';

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
  const t = useMessages(analyticsMessages);
  return (
    <figure className={styles.figure} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {rows.length === 0 ? (
        <Text className={styles.empty}>{emptyText}</Text>
      ) : (
        <>
          <div className={styles.chart}>
            <Suspense fallback={<Spinner size="small" label={t('drawingChart')} />}>{chart}</Suspense>
          </div>
          <div className="visually-hidden">
            <DataList
              label={title}
              items={rows}
              rowId={([name]) => name}
              columns={[
                { header: columns[0], cell: ([name]) => name },
                { header: columns[1], cell: ([, value]) => value },
              ]}
            />
          </div>
        </>
      )}
    </figure>
  );
}
