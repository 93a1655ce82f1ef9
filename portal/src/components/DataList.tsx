import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
  type SortDirection,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ScrollArea } from './ScrollArea';
import { commonMessages } from '../i18n/common.messages';
import { useMessages } from '../i18n/useMessages';
import { useStackedRowStyles } from './stackedRows';

/** One column of a list. */
export interface ListColumn<T> {
  /** The column's header; it names the column and labels its cells when the rows stack on a phone. */
  header: string;
  cell: (item: T) => ReactNode;
  /** Classes of the column's cells (long addresses that may break anywhere, a minimum width). */
  className?: string;
  /** Makes the column sortable, in this order (ascending). */
  compare?: (a: T, b: T) => number;
}

interface Props<T> {
  /** The list's accessible name. */
  label: string;
  /** Undefined while they load (or could not be loaded): neither the list nor its empty state shows then. */
  items: readonly T[] | undefined;
  /** The columns in order; `false` leaves one out (a column only some people or some lists have). */
  columns: readonly (ListColumn<T> | false)[];
  /** What keeps a row apart from the others; without it rows are told apart by their place (lists that only grow). */
  rowId?: (item: T) => string;
  /** The last column: what can be done with a row, its buttons side by side. */
  actions?: (item: T) => ReactNode;
  /** The actions column's header, when it shows one; without it the column is "Actions" to screen readers only. */
  actionsHeader?: string;
  /** The spinner's words while the items load; false once they are there. */
  loading?: string | false;
  /** Shown instead of the list when there is no item; words are shown muted. */
  empty?: ReactNode;
  /** The column the list is first sorted by, with the direction (sortable columns have `compare`). */
  sortedBy?: { column: string; direction: SortDirection };
  /** Marks the row picked for a closer look (the version previewed, the copy under review). */
  selected?: (item: T) => boolean;
  rowTestId?: string | ((item: T) => string);
  rowClassName?: (item: T) => string | undefined;
  /**
   * Scrolls sideways on its own in a region when the screen is narrower than the list's minimum width: a region of
   * this name, or of the list's own label (`true`).
   */
  scroll?: string | true;
  size?: 'small' | 'medium';
  /** Classes of the list itself (its minimum width before it scrolls). */
  className?: string;
}

const useStyles = makeStyles({
  // A cell lays out its content as one block, as a table's cell does, rather than as items of a row.
  content: { flexGrow: 1, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/**
 * A list of items as a table of Fluent's DataGrid: a header per column, optional sorting, an actions column, its
 * empty and loading states, and on a phone its rows stacked into cards with each cell under its column's header. A
 * table to assistive technology (role table, rows and cells), read as the hand-written tables before it were; only
 * the buttons in it take the focus.
 */
export function DataList<T>({
  label,
  items,
  columns,
  rowId,
  actions,
  actionsHeader,
  loading,
  empty,
  sortedBy,
  selected,
  rowTestId,
  rowClassName,
  scroll,
  size,
  className,
}: Props<T>) {
  const styles = useStyles();
  const stacked = useStackedRowStyles();
  const t = useMessages(commonMessages);
  if (loading) return <Spinner label={loading} />;
  if (!items) return null;
  if (items.length === 0) return typeof empty === 'string' ? <Text className={styles.empty}>{empty}</Text> : (empty ?? null);

  const shown: (ListColumn<T> & { hiddenHeader?: boolean })[] = columns.filter((c) => c !== false);
  if (actions) {
    shown.push({
      header: actionsHeader ?? t('actions'),
      hiddenHeader: !actionsHeader,
      cell: (item) => <div className={styles.actions}>{actions(item)}</div>,
    });
  }
  const byId = new Map(shown.map((c) => [c.header, c]));
  const definitions = shown.map((c) =>
    createTableColumn<T>({
      columnId: c.header,
      compare: c.compare,
      renderHeaderCell: () => (c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header),
      renderCell: c.cell,
    }),
  );
  const sortable = shown.some((c) => c.compare);
  const testId = (item: T) => (typeof rowTestId === 'function' ? rowTestId(item) : rowTestId);

  const list = (
    <DataGrid
      role="table"
      aria-label={label}
      focusMode="none"
      size={size}
      items={items as T[]}
      columns={definitions}
      getRowId={rowId}
      sortable={sortable}
      defaultSortState={sortedBy && { sortColumn: sortedBy.column, sortDirection: sortedBy.direction }}
      className={mergeClasses(stacked.list, className)}
    >
      <DataGridHeader className={stacked.head}>
        <DataGridRow>{(column) => <DataGridHeaderCell focusMode="none">{column.renderHeaderCell()}</DataGridHeaderCell>}</DataGridRow>
      </DataGridHeader>
      <DataGridBody<T> className={stacked.body}>
        {({ item, rowId: id }) => (
          <DataGridRow<T>
            key={id}
            data-testid={testId(item)}
            appearance={selected?.(item) ? 'neutral' : undefined}
            className={mergeClasses(stacked.row, rowClassName?.(item))}
          >
            {(column) => (
              <DataGridCell
                role="cell"
                data-label={String(column.columnId)}
                className={mergeClasses(stacked.cell, byId.get(String(column.columnId))?.className)}
              >
                <div className={styles.content}>{column.renderCell(item)}</div>
              </DataGridCell>
            )}
          </DataGridRow>
        )}
      </DataGridBody>
    </DataGrid>
  );
  return scroll ? <ScrollArea label={scroll === true ? label : scroll}>{list}</ScrollArea> : list;
}
