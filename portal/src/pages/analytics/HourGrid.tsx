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
import { currentLocale } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { analyticsMessages } from './analytics.messages';

/** 4 January 1970 was a Sunday: the grid's rows start on Sunday, as the API counts weekdays. */
const SUNDAY = Date.UTC(1970, 0, 4);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The weekdays from Sunday, in full and short, as the portal's language names them. */
function weekdays(locale: string): { long: string; short: string }[] {
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, d) => ({ long: long.format(SUNDAY + d * DAY_MS), short: short.format(SUNDAY + d * DAY_MS) }));
}
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
  // A label spans the columns of its hours up to the next label, so it has room on a phone.
  hour: {
    gridColumn: `span ${LABELLED_EVERY}`,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  day: { fontSize: tokens.fontSizeBase200, paddingRight: tokens.spacingHorizontalS },
  cell: { aspectRatio: '1', minHeight: '10px', borderRadius: tokens.borderRadiusSmall },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
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
  const t = useMessages(analyticsMessages);
  const days = weekdays(currentLocale());
  return (
    <figure className={styles.figure} aria-label={t('hourGrid')}>
      <div className={styles.map} aria-hidden="true" data-testid="hour-map">
        <span />
        {hours
          .filter((hour) => hour % LABELLED_EVERY === 0)
          .map((hour) => (
            <span key={hour} className={styles.hour}>
              {hour}
            </span>
          ))}
        {grid.map((row, d) => [
          <span key={d} className={styles.day}>
            {days[d]?.short}
          </span>,
          ...row.map((clicks, hour) => (
            <span
              key={`${d}-${hour}`}
              className={mergeClasses(styles.cell, shade[level(clicks, max)])}
              title={t('hourCell', { day: days[d]?.long ?? '', from: hour, to: hour + 1, clicks })}
            />
          )),
        ])}
      </div>
      <div className={styles.legend} aria-hidden="true">
        <Text size={200}>{t('fewer')}</Text>
        {shade.map((s, i) => (
          <span key={i} className={mergeClasses(styles.swatch, s)} />
        ))}
        <Text size={200}>{t('more')}</Text>
      </div>
      <div className="visually-hidden">
        <Table aria-label={t('hourGrid')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('dayUtc')}</TableHeaderCell>
              {hours.map((hour) => (
                <TableHeaderCell key={hour}>{t('hourHead', { hour })}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {grid.map((row, d) => (
              <TableRow key={d}>
                <TableHeaderCell scope="row">{days[d]?.long}</TableHeaderCell>
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
