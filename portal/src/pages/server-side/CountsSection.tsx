import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DataList } from '../../components/DataList';
import { FactList } from '../../components/FactList';
import { PageSection } from '../../components/PageSection';
import type { ServerSide } from './queries';
import { count } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { relayMessages } from './relay.messages';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

type Counts = ServerSide['counts'];

/** What the relay did over the last days: signed, passed unchanged and why, refused by the next hop, per mail app. */
export function CountsSection({ counts }: { counts: Counts }) {
  const styles = useStyles();
  const total = counts.signed + counts.unchanged + counts.failed;
  const t = useMessages(relayMessages);
  return (
    <PageSection id="ss-counts" title={t('lastDays', { days: counts.days })}>
      {total === 0 ? (
        <Text className={styles.muted}>{t('nothingHandled')}</Text>
      ) : (
        <>
          <FactList
            facts={[
              [t('signedOut'), count(counts.signed)],
              [t('passedUnchanged'), count(counts.unchanged)],
              [t('refusedTotal'), count(counts.failed)],
            ]}
          />
          <DataList
            label={t('whyUnchanged')}
            items={counts.reasons}
            rowId={(r) => r.reason}
            empty={t('noneUnchanged')}
            columns={[
              { header: t('reason'), cell: (r) => r.label },
              { header: t('messages'), cell: (r) => count(r.count) },
            ]}
          />
          <DataList
            label={t('byApp')}
            items={counts.clients}
            rowId={(c) => c.client}
            empty={t('noApp')}
            columns={[
              { header: t('mailApp'), cell: (c) => c.label },
              { header: t('signed'), cell: (c) => count(c.signed) },
              { header: t('unchanged'), cell: (c) => count(c.unchanged) },
              { header: t('refused'), cell: (c) => count(c.failed) },
            ]}
          />
        </>
      )}
    </PageSection>
  );
}
