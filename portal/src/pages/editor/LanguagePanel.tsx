import {
  Button,
  Dropdown,
  Input,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Option,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState, type Dispatch } from 'react';
import type { Draft, DraftAction, Languages } from './draft';
import { COMMON_LANGUAGES, languageLabel } from './languages';
import { useMessages } from '../../i18n/useMessages';
import { languagesMessages } from './languages.messages';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  key: { width: '12rem', maxWidth: '100%' },
  country: { width: '5rem' },
  language: { minWidth: '12rem' },
});

interface Props {
  draft: Draft;
  dispatch: Dispatch<DraftAction>;
  busy: boolean;
}

/** The language switcher above the editor: the default body, each variant, adding and removing one. */
export function LanguageSwitcher({ draft, dispatch, busy }: Props) {
  const styles = useStyles();
  const t = useMessages(languagesMessages);
  const { variants } = draft.languages;
  const taken = new Set(variants.map((v) => v.language.toLowerCase()));
  const offered = COMMON_LANGUAGES.filter((l) => !taken.has(l.toLowerCase()));
  return (
    <div className={styles.bar}>
      <TabList
        selectedValue={draft.language ?? ''}
        onTabSelect={(_, d) => dispatch({ type: 'languageChosen', language: (d.value as string) || null })}
        aria-label={t('languageOfBody')}
        size="small"
      >
        <Tab value="">{t('default')}</Tab>
        {variants.map((v) => (
          <Tab key={v.language} value={v.language}>
            {languageLabel(v.language)}
          </Tab>
        ))}
      </TabList>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<AddRegular />} disabled={busy || variants.length >= 20}>
            {t('add')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {offered.map((l) => (
              <MenuItem key={l} onClick={() => dispatch({ type: 'languageAdded', language: l })}>
                {languageLabel(l)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {draft.language && (
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          disabled={busy}
          onClick={() => dispatch({ type: 'languageRemoved', language: draft.language! })}
        >
          {t('remove', { language: languageLabel(draft.language) })}
        </Button>
      )}
    </div>
  );
}

/** What each kind of row's field reads while empty: a country suffix, a domain. */
const EXAMPLES = { countries: 'de', domains: 'example.fr' };

type Row = { key: string; language: string };
const rowsOf = (m: Record<string, string>): Row[] => Object.entries(m).map(([key, language]) => ({ key, language }));
const mapOf = (rows: Row[]) => Object.fromEntries(rows.filter((r) => r.key.trim() && r.language).map((r) => [r.key.trim(), r.language]));

/**
 * Who gets which language, in plain words: recipients at a listed domain, then recipients whose address ends in a
 * listed country suffix. Rows being typed are kept here; the map the editor sends is built from the complete ones.
 */
export function LanguageMap({ draft, dispatch, busy }: Props) {
  const styles = useStyles();
  const t = useMessages(languagesMessages);
  const { variants, languageBy } = draft.languages;
  const [countries, setCountries] = useState(() => rowsOf(languageBy.countries));
  const [domains, setDomains] = useState(() => rowsOf(languageBy.domains));
  const languages = variants.map((v) => v.language);
  const change = (next: { countries?: Row[]; domains?: Row[] }) => {
    const c = next.countries ?? countries;
    const d = next.domains ?? domains;
    if (next.countries) setCountries(c);
    if (next.domains) setDomains(d);
    const languageBy: Languages['languageBy'] = { countries: mapOf(c), domains: mapOf(d) };
    dispatch({ type: 'languageByEdited', languageBy });
  };
  const rows = (kind: 'countries' | 'domains', list: Row[]) =>
    list.map((r, i) => {
      const set = (patch: Partial<Row>) => change({ [kind]: list.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
      const country = kind === 'countries';
      const n = i + 1;
      return (
        <div className={styles.row} key={i}>
          <Text>{country ? t('endingIn') : t('at')}</Text>
          <Input
            className={country ? styles.country : styles.key}
            aria-label={country ? t('country', { n }) : t('domain', { n })}
            placeholder={EXAMPLES[kind]}
            value={r.key}
            disabled={busy}
            onChange={(_, d) => set({ key: d.value })}
          />
          <Text>{t('get')}</Text>
          <Dropdown
            className={styles.language}
            aria-label={country ? t('countryLanguage', { n }) : t('domainLanguage', { n })}
            placeholder={t('chooseLanguage')}
            value={r.language ? languageLabel(r.language) : ''}
            selectedOptions={r.language ? [r.language] : []}
            disabled={busy}
            onOptionSelect={(_, d) => set({ language: d.optionValue ?? '' })}
          >
            {languages.map((l) => (
              <Option key={l} value={l}>
                {languageLabel(l)}
              </Option>
            ))}
          </Dropdown>
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={country ? t('removeCountry', { n }) : t('removeDomain', { n })}
            disabled={busy}
            onClick={() => change({ [kind]: list.filter((_, j) => j !== i) })}
          />
        </div>
      );
    });
  return (
    <section className={styles.section} aria-labelledby="language-map-title">
      <Text as="h2" weight="semibold" size={400} id="language-map-title">
        {t('mapTitle')}
      </Text>
      <Text>{t('mapText')}</Text>
      {rows('domains', domains)}
      {rows('countries', countries)}
      <div className={styles.row}>
        <Button
          icon={<AddRegular />}
          disabled={busy}
          onClick={() => change({ countries: [...countries, { key: '', language: languages[0] ?? '' }] })}
        >
          {t('addCountry')}
        </Button>
        <Button
          icon={<AddRegular />}
          disabled={busy}
          onClick={() => change({ domains: [...domains, { key: '', language: languages[0] ?? '' }] })}
        >
          {t('addDomain')}
        </Button>
      </div>
    </section>
  );
}
