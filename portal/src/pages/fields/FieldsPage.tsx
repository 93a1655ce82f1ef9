import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
import { FieldsTab } from './FieldsTab';
import { ValuesTab } from './ValuesTab';
import { useMessages } from '../../i18n/useMessages';
import { fieldsMessages } from './fields.messages';

// Longer tab names (German, the pseudo-locale) wrap onto a second line on a phone rather than push the page sideways.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

type TabId = 'fields' | 'values';

/** Custom profile fields (capability settings) and colleagues' values of them (capability staff-profile). */
export default function FieldsPage() {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const me = useMe().data!;
  const [params, setParams] = useSearchParams();
  const tabs: { id: TabId; label: string }[] = [
    ...(me.capabilities.includes('settings') ? [{ id: 'fields' as const, label: t('tabFields') }] : []),
    ...(me.capabilities.includes('staff-profile') ? [{ id: 'values' as const, label: t('tabValues') }] : []),
  ];
  const tab = tabs.find((x) => x.id === params.get('tab'))?.id ?? tabs[0]?.id;
  return (
    <>
      <PageHeader title={t('title')} />
      {tab ? (
        <>
          <TabList
            className={styles.tabs}
            selectedValue={tab}
            onTabSelect={(_, d) => setParams({ tab: String(d.value) })}
            aria-label={t('title')}
          >
            {tabs.map((x) => (
              <Tab key={x.id} value={x.id}>
                {x.label}
              </Tab>
            ))}
          </TabList>
          <div role="tabpanel" aria-label={tabs.find((x) => x.id === tab)!.label}>
            {tab === 'fields' ? <FieldsTab /> : <ValuesTab />}
          </div>
        </>
      ) : (
        <p>{t('noAccess')}</p>
      )}
    </>
  );
}
