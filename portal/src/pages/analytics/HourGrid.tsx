import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { count } from '../../format';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Every third hour is labelled above the map; the table says every hour. */
const LABELLED_EVERY = 3;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '52rem' },
  map: {
    display: 'grid',
    gridTemplateColumns: 'max-content repeat(24, minmax(0, 1fr))',
    gap: '2px',
    alignItems: 'center',
  },
  hour: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap', overflow: 'visible' },
  day: { fontSize: tokens.fontSizeBase200, paddingRight: tokens.spacingHorizontalS },
  cell: { aspectRatio: '1', minHeight: '10px', borderRadius: tokens.borderRadiusSmall },
  legend: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  swatch: { width: '14px', height: '14px', borderRadius: tokens.borderRadiusSmall },
  level0: { backgroundColor: tokens.colorNeutralBackground3, outline: `1px solid ${tokens.colorNeutralStroke3}`, outlineOffset: '-1px' },
  level1: { backgroundColor: tokens.colorBrandBackground2 },
  level2: { backgroundColor: tokens.colorBrandStroke2 },
  level3: { backgroundColor: tokens.colorBrandBackground },
});

/** Shade of a cell: none for no clicks, then three steps up to the busiest hour of the window. */
const level = (clicks: number, max: number) => (clicks === 0 ? 0 : clicks * 3 <= max ? 1 : clicks * 3 <= max * 2 ? 2 : 3);

/**
 * Clicks by weekday and hour (UTC) as a heat map. The map is for the eye only (aria-hidden); the same numbers are a
 * table that screen readers read and that is not drawn.
 */
export function HourGrid({ grid }: { grid: readonly (readonly number[])[] }) {
  const styles = useStyles();
  const max = Math.max(0, ...grid.flat());
  const shade = [styles.level0, styles.level1, styles.level2, styles.level3];
  const hours = grid[0]?.map((_, hour) => hour) ?? [];
  return (
    <figure className={styles.figure} aria-label="Clicks by weekday and hour of day (UTC)">
      <div className={styles.map} aria-hidden="true" data-testid="hour-map">
        <span />
        {hours.map((hour) => (
          <span key={hour} className={styles.hour}>
            {hour % LABELLED_EVERY === 0 ? hour : ''}
          </span>
        ))}
        {grid.map((row, d) => [
          <span key={DAYS[d]} className={styles.day}>
            {DAYS[d].slice(0, 3)}
          </span>,
          ...row.map((clicks, hour) => (
            <span
              key={`${DAYS[d]}-${hour}`}
              className={mergeClasses(styles.cell, shade[level(clicks, max)])}
              title={`${DAYS[d]} ${hour}:00–${hour + 1}:00 UTC: ${count(clicks)} ${clicks === 1 ? 'click' : 'clicks'}`}
            />
          )),
        ])}
      </div>
      <div className={styles.legend} aria-hidden="true">
        <Text size={200}>Hours in UTC. Fewer</Text>
        {shade.map((s, i) => (
          <span key={i} className={mergeClasses(styles.swatch, s)} />
        ))}
        <Text size={200}>more clicks</Text>
      </div>
      <div className="visually-hidden">
        <Table aria-label="Clicks by weekday and hour of day (UTC)">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Day (UTC)</TableHeaderCell>
              {hours.map((hour) => (
                <TableHeaderCell key={hour}>{hour}:00</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {grid.map((row, d) => (
              <TableRow key={DAYS[d]}>
                <TableHeaderCell scope="row">{DAYS[d]}</TableHeaderCell>
                {row.map((clicks, hour) => (
                  <TableCell key={hour}>{count(clicks)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </figure>
  );
}
