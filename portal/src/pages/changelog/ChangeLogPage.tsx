import { Badge, Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { when } from '../../format';
import { ExportLog } from './ExportLog';
import { useMessages } from '../../i18n/useMessages';
import { changelogMessages } from './changelog.messages';
import { useChangeLog, type LogEntry as Entry, type LogScope as Scope } from './queries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
  what: { overflowWrap: 'anywhere' },
});

const PAGE = 50;

/** Who: a person, an API key (`API key <name>`) or the service's operators (`platform.`), marked apart. */
function Who({ e }: { e: Entry }) {
  const styles = useStyles();
  const t = useMessages(changelogMessages);
  if (e.keyId) {
    return (
      <>
        <Badge appearance="tint" color="informative">
          {t('apiKey')}
        </Badge>{' '}
        {e.actor.replace(/^API key /, '')}
      </>
    );
  }
  if (e.actor.startsWith('platform.') || e.action.startsWith('platform.')) {
    return (
      <>
        <Badge appearance="tint" color="warning">
          {t('operator')}
        </Badge>{' '}
        {e.actorName ?? e.actor}
      </>
    );
  }
  return (
    <>
      {e.actorName ?? e.actor}
      {e.actorName && (
        <>
          <br />
          <Text size={200} className={styles.muted}>
            {e.actor}
          </Text>
        </>
      )}
    </>
  );
}

export default function ChangeLogPage() {
  const styles = useStyles();
  const t = useMessages(changelogMessages);
  const [scope, setScope] = useState<Scope>('');
  const log = useChangeLog(scope, PAGE);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <Text className={styles.muted}>{t('intro')}</Text>
      <Field label={t('show')} style={{ maxWidth: '24rem' }}>
        <Select value={scope} onChange={(_, d) => setScope(d.value as Scope)}>
          <option value="">{t('every')}</option>
          <option value="template">{t('looks')}</option>
          <option value="tenant">{t('other')}</option>
        </Select>
      </Field>
      <ExportLog />
      <ErrorMessage error={log.error} />
      <div className={styles.scroll}>
        <DataList
          label={t('title')}
          loading={log.isPending && t('loading')}
          items={log.data?.pages.flatMap((p) => p.entries)}
          empty={<Text>{t('empty')}</Text>}
          rowId={(e) => e.id}
          rowTestId="log-row"
          columns={[
            { header: t('when'), cell: (e) => when(e.at) },
            { header: t('who'), cell: (e) => <Who e={e} /> },
            {
              header: t('what'),
              className: styles.what,
              cell: (e) => (
                <>
                  {e.summary}
                  {e.scope === 'template' ? ` ${t('changesLook')}` : ''}
                  {e.templateId && (
                    <>
                      <br />
                      <RouterLink to={`/templates/${encodeURIComponent(e.templateId)}`}>{t('openTemplate')}</RouterLink>
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
      {log.hasNextPage && (
        <div>
          <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? t('loadingMore') : t('older')}
          </Button>
        </div>
      )}
    </div>
  );
}
