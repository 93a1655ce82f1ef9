import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Answer } from '../../api/queries';
import { useMessages } from '../../i18n/useMessages';
import { profileMessages } from './profile.messages';

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

const ROWS: [keyof Directory, keyof (typeof profileMessages)['messages']['en']][] = [
  ['displayName', 'dirName'],
  ['jobTitle', 'dirJobTitle'],
  ['department', 'dirDepartment'],
  ['companyName', 'dirCompany'],
  ['officeLocation', 'dirOffice'],
  ['mobilePhone', 'dirMobile'],
  ['businessPhones', 'dirBusinessPhones'],
  ['city', 'dirCity'],
  ['country', 'dirCountry'],
];

/** What the directory says about the person: read-only here, changed by IT in Microsoft 365. */
export function DirectoryAttributes({ directory }: { directory: Directory }) {
  const styles = useStyles();
  const t = useMessages(profileMessages);
  return (
    <dl className={styles.list}>
      {ROWS.map(([key, label]) => {
        const v = directory[key];
        const shown = Array.isArray(v) ? v.join(', ') : v;
        return (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd className={styles.value}>{shown ? shown : <Text italic>{t('notSet')}</Text>}</dd>
          </div>
        );
      })}
    </dl>
  );
}
