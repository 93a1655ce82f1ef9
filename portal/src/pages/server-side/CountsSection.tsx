import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DataList } from '../../components/DataList';
import { FactList } from '../../components/FactList';
import { PageSection } from '../../components/PageSection';
import type { ServerSide } from './queries';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

type Counts = ServerSide['counts'];

/** What the relay did over the last days: signed, passed unchanged and why, refused by the next hop, per mail app. */
export function CountsSection({ counts }: { counts: Counts }) {
  const styles = useStyles();
  const total = counts.signed + counts.unchanged + counts.failed;
  return (
    <PageSection id="ss-counts" title={`The last ${counts.days} days`}>
      {total === 0 ? (
        <Text className={styles.muted}>The relay has not handled a message of this organisation yet.</Text>
      ) : (
        <>
          <FactList
            facts={[
              ['Signed on the way out', counts.signed.toLocaleString()],
              ['Passed on unchanged', counts.unchanged.toLocaleString()],
              ['Refused (by the relay or the next mail server)', counts.failed.toLocaleString()],
            ]}
          />
          <DataList
            label="Why messages passed unchanged"
            items={counts.reasons}
            rowId={(r) => r.reason}
            empty="No message passed unchanged."
            columns={[
              { header: 'Reason', cell: (r) => r.label },
              { header: 'Messages', cell: (r) => r.count.toLocaleString() },
            ]}
          />
          <DataList
            label="By mail app"
            items={counts.clients}
            rowId={(c) => c.client}
            empty="The messages did not say which mail app wrote them."
            columns={[
              { header: 'Mail app', cell: (c) => c.label },
              { header: 'Signed', cell: (c) => c.signed.toLocaleString() },
              { header: 'Unchanged', cell: (c) => c.unchanged.toLocaleString() },
              { header: 'Refused', cell: (c) => c.failed.toLocaleString() },
            ]}
          />
        </>
      )}
    </PageSection>
  );
}
