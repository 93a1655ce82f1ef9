import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Answer } from '../../api/queries';

type Directory = Answer<'/api/me/profile'>['directory'];

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const ROWS: [keyof Directory, string][] = [
  ['displayName', 'Name'],
  ['jobTitle', 'Job title'],
  ['department', 'Department'],
  ['companyName', 'Company'],
  ['officeLocation', 'Office'],
  ['mobilePhone', 'Mobile'],
  ['businessPhones', 'Business phones'],
  ['city', 'City'],
  ['country', 'Country'],
];

/** What the directory says about the person: read-only here, changed by IT in Microsoft 365. */
export function DirectoryAttributes({ directory }: { directory: Directory }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {ROWS.map(([key, label]) => {
        const v = directory[key];
        const shown = Array.isArray(v) ? v.join(', ') : v;
        return (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{shown ? shown : <Text italic>not set</Text>}</dd>
          </div>
        );
      })}
    </dl>
  );
}
