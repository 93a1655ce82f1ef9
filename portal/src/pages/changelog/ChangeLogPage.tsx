import { Badge, Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { when } from '../../format';
import { ExportLog } from './ExportLog';
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
  if (e.keyId) {
    return (
      <>
        <Badge appearance="tint" color="informative">
          API key
        </Badge>{' '}
        {e.actor.replace(/^API key /, '')}
      </>
    );
  }
  if (e.actor.startsWith('platform.') || e.action.startsWith('platform.')) {
    return (
      <>
        <Badge appearance="tint" color="warning">
          Service operator
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
  const [scope, setScope] = useState<Scope>('');
  const log = useChangeLog(scope, PAGE);

  return (
    <div className={styles.page}>
      <PageHeader title="Change log" />
      <Text className={styles.muted}>
        Every change to the organisation, newest first: by people, by API keys and by the service’s operators.
      </Text>
      <Field label="Show" style={{ maxWidth: '24rem' }}>
        <Select value={scope} onChange={(_, d) => setScope(d.value as Scope)}>
          <option value="">Every change</option>
          <option value="template">Changes to how signatures look</option>
          <option value="tenant">Other changes</option>
        </Select>
      </Field>
      <ExportLog />
      <ErrorMessage error={log.error} />
      <div className={styles.scroll}>
        <DataList
          label="Change log"
          loading={log.isPending && 'Loading the change log…'}
          items={log.data?.pages.flatMap((p) => p.entries)}
          empty={<Text>No changes recorded yet.</Text>}
          rowId={(e) => e.id}
          rowTestId="log-row"
          columns={[
            { header: 'When', cell: (e) => when(e.at) },
            { header: 'Who', cell: (e) => <Who e={e} /> },
            {
              header: 'What',
              className: styles.what,
              cell: (e) => (
                <>
                  {e.summary}
                  {e.scope === 'template' ? ' (changes how signatures look)' : ''}
                  {e.templateId && (
                    <>
                      <br />
                      <RouterLink to={`/templates/${encodeURIComponent(e.templateId)}`}>Open the template</RouterLink>
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
            {log.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
          </Button>
        </div>
      )}
    </div>
  );
}
