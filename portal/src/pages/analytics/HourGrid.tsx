import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ScrollArea } from '../../components/ScrollArea';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', minWidth: '46rem' },
  day: { width: '6rem' },
  cell: {
    padding: '2px',
    textAlign: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  level0: { color: tokens.colorNeutralForeground3 },
  level1: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  level2: {
    backgroundColor: tokens.colorBrandStroke2,
    color: tokens.colorNeutralForeground1,
  },
  level3: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

/** Shade of a cell: none for no clicks, then three steps up to the busiest hour of the window. */
const level = (clicks: number, max: number) => (clicks === 0 ? 0 : clicks * 3 <= max ? 1 : clicks * 3 <= max * 2 ? 2 : 3);

/** Clicks by weekday and hour (UTC): a table whose cells are shaded by how busy they were, so it is its own data table. */
export function HourGrid({ grid }: { grid: readonly (readonly number[])[] }) {
  const styles = useStyles();
  const max = Math.max(0, ...grid.flat());
  const shade = [styles.level0, styles.level1, styles.level2, styles.level3];
  return (
    <ScrollArea label="Clicks by hour of day">
      <Table className={styles.table} size="extra-small" aria-label="Clicks by weekday and hour of day (UTC)">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.day}>Day (UTC)</TableHeaderCell>
            {grid[0]?.map((_, hour) => (
              <TableHeaderCell key={hour} className={styles.cell}>
                {hour}
                <span className="visually-hidden">:00</span>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {grid.map((hours, d) => (
            <TableRow key={DAYS[d]}>
              <TableHeaderCell className={styles.day} scope="row">
                {DAYS[d]}
              </TableHeaderCell>
              {hours.map((clicks, hour) => (
                <TableCell key={hour} className={mergeClasses(styles.cell, shade[level(clicks, max)])}>
                  {clicks}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
