import { Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
import { FieldsTab } from './FieldsTab';
import { ValuesTab } from './ValuesTab';

type TabId = 'fields' | 'values';

/** Custom profile fields (capability settings) and colleagues' values of them (capability staff-profile). */
export default function FieldsPage() {
  const me = useMe().data!;
  const [params, setParams] = useSearchParams();
  const tabs: { id: TabId; label: string }[] = [
    ...(me.capabilities.includes('settings') ? [{ id: 'fields' as const, label: 'Fields' }] : []),
    ...(me.capabilities.includes('staff-profile') ? [{ id: 'values' as const, label: 'Colleagues’ values' }] : []),
  ];
  const tab = tabs.find((t) => t.id === params.get('tab'))?.id ?? tabs[0]?.id;
  return (
    <>
      <PageHeader title="Profile fields" />
      {tab ? (
        <>
          <TabList selectedValue={tab} onTabSelect={(_, d) => setParams({ tab: String(d.value) })} aria-label="Profile fields">
            {tabs.map((t) => (
              <Tab key={t.id} value={t.id}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          <div role="tabpanel" aria-label={tabs.find((t) => t.id === tab)!.label}>
            {tab === 'fields' ? <FieldsTab /> : <ValuesTab />}
          </div>
        </>
      ) : (
        <p>Your role does not include profile fields or colleagues’ values.</p>
      )}
    </>
  );
}
