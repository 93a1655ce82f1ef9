import { Badge, Button, Field, makeStyles, Select, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expectData } from '../../api/client';
import type { Answer } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { when } from '../../format';
import { usePortal } from '../../portal';

type Entry = Answer<'/api/admin/log'>['entries'][number];
type Scope = '' | 'template' | 'tenant';

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

/** `profile_field.changed` → "Profile field changed". */
const actionWords = (action: string) => {
  const words = action.replace(/^platform\./, '').replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What changed in a settings-like entry, in words; other details stay out (no raw JSON). */
function detailWords(e: Entry): string | null {
  const d = e.details;
  if (!d) return null;
  if (d.changes && typeof d.changes === 'object' && !Array.isArray(d.changes)) {
    return Object.entries(d.changes as Record<string, unknown>)
      .map(([k, v]) => (v && typeof v === 'object' && 'from' in v && 'to' in v ? `${k}: ${String(v.from)} → ${String(v.to)}` : `${k}: ${String(v)}`))
      .join('; ');
  }
  const simpleValue = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  if ('from' in d && 'to' in d && simpleValue(d.from) && simpleValue(d.to)) return `${String(d.from)} → ${String(d.to)}`;
  const simple = Object.entries(d).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v));
  return simple.length ? simple.map(([k, v]) => `${k}: ${String(v)}`).join('; ') : null;
}

export default function ChangeLogPage() {
  const styles = useStyles();
  const { api } = usePortal();
  const [scope, setScope] = useState<Scope>('');
  const log = useInfiniteQuery({
    queryKey: ['log', scope],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => expectData(api.GET('/api/admin/log', { params: { query: { limit: PAGE, ...(scope ? { scope } : {}), ...(pageParam ? { cursor: pageParam } : {}) } } })),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <div className={styles.page}>
      <PageHeader title="Change log" />
      <Text className={styles.muted}>Every change to the organisation, newest first: by people, by API keys and by the service’s operators.</Text>
      <Field label="Show" style={{ maxWidth: '24rem' }}>
        <Select value={scope} onChange={(_, d) => setScope(d.value as Scope)}>
          <option value="">Every change</option>
          <option value="template">Changes to how signatures look</option>
          <option value="tenant">Other changes</option>
        </Select>
      </Field>
      {log.isPending && <Spinner label="Loading the change log…" />}
      <ErrorMessage error={log.error} />
      {log.data && entries.length === 0 && <Text>No changes recorded yet.</Text>}
      {entries.length > 0 && (
        <div className={styles.scroll}>
          <Table aria-label="Change log">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>When</TableHeaderCell>
                <TableHeaderCell>Who</TableHeaderCell>
                <TableHeaderCell>What</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id} data-testid="log-row">
                  <TableCell>{when(e.at)}</TableCell>
                  <TableCell>
                    <Who e={e} />
                  </TableCell>
                  <TableCell className={styles.what}>
                    {actionWords(e.action)}
                    {e.target ? `: ${e.target}` : ''}
                    {e.scope === 'template' ? ' (changes how signatures look)' : ''}
                    {detailWords(e) && (
                      <>
                        <br />
                        <Text size={200} className={styles.muted}>
                          {detailWords(e)}
                        </Text>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
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
