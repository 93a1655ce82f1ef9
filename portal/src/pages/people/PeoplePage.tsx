import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
import { ApiKeysTab } from './ApiKeysTab';
import { ApiReferenceTab } from './ApiReferenceTab';
import { LayersTab } from './LayersTab';
import { OutOfOfficeTab } from './OutOfOfficeTab';
import { UsersTab } from './UsersTab';
import { useMessages } from '../../i18n/useMessages';
import { peopleMessages } from './people.messages';

// The tabs are wider than a phone: they wrap onto a second line rather than push the page sideways.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

type TabId = 'users' | 'keys' | 'values' | 'out' | 'reference';

/** Portal users and roles, the organisation's API keys, where a mailbox's values come from, who is out of office, and the API reference as a key sees it. */
export default function PeoplePage() {
  const styles = useStyles();
  const t = useMessages(peopleMessages);
  const me = useMe().data!;
  const [params, setParams] = useSearchParams();
  const isAdmin = me.role === 'Admin';
  const tabs: { id: TabId; label: string }[] = [
    ...(me.capabilities.includes('users') ? [{ id: 'users' as const, label: t('tabUsers') }] : []),
    ...(isAdmin ? [{ id: 'keys' as const, label: t('tabKeys') }] : []),
    ...(me.capabilities.includes('staff-profile') ? [{ id: 'values' as const, label: t('tabValues') }] : []),
    ...(me.capabilities.includes('staff-profile') ? [{ id: 'out' as const, label: t('tabOut') }] : []),
    { id: 'reference', label: t('tabReference') },
  ];
  const wanted = params.get('tab');
  const tab = tabs.find((x) => x.id === wanted)?.id ?? tabs[0].id;
  return (
    <>
      <PageHeader title={t('title')} />
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
        {tab === 'users' && <UsersTab />}
        {tab === 'keys' && <ApiKeysTab />}
        {tab === 'values' && <LayersTab />}
        {tab === 'out' && <OutOfOfficeTab />}
        {tab === 'reference' && <ApiReferenceTab canChooseKey={isAdmin} />}
      </div>
    </>
  );
}
