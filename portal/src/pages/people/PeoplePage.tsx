import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
import { ApiKeysTab } from './ApiKeysTab';
import { ApiReferenceTab } from './ApiReferenceTab';
import { LayersTab } from './LayersTab';
import { OutOfOfficeTab } from './OutOfOfficeTab';
import { UsersTab } from './UsersTab';

// The tabs are wider than a phone: they wrap onto a second line rather than push the page sideways.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

type TabId = 'users' | 'keys' | 'values' | 'out' | 'reference';

/** Portal users and roles, the organisation's API keys, where a mailbox's values come from, who is out of office, and the API reference as a key sees it. */
export default function PeoplePage() {
  const styles = useStyles();
  const me = useMe().data!;
  const [params, setParams] = useSearchParams();
  const isAdmin = me.role === 'Admin';
  const tabs: { id: TabId; label: string }[] = [
    ...(me.capabilities.includes('users') ? [{ id: 'users' as const, label: 'Users and roles' }] : []),
    ...(isAdmin ? [{ id: 'keys' as const, label: 'API keys' }] : []),
    ...(me.capabilities.includes('staff-profile') ? [{ id: 'values' as const, label: 'Where values come from' }] : []),
    ...(me.capabilities.includes('staff-profile') ? [{ id: 'out' as const, label: 'Out of office' }] : []),
    { id: 'reference', label: 'API reference' },
  ];
  const wanted = params.get('tab');
  const tab = tabs.find((t) => t.id === wanted)?.id ?? tabs[0].id;
  return (
    <>
      <PageHeader title="People and access" />
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, d) => setParams({ tab: String(d.value) })}
        aria-label="People and access"
      >
        {tabs.map((t) => (
          <Tab key={t.id} value={t.id}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={tabs.find((t) => t.id === tab)!.label}>
        {tab === 'users' && <UsersTab />}
        {tab === 'keys' && <ApiKeysTab />}
        {tab === 'values' && <LayersTab />}
        {tab === 'out' && <OutOfOfficeTab />}
        {tab === 'reference' && <ApiReferenceTab canChooseKey={isAdmin} />}
      </div>
    </>
  );
}
