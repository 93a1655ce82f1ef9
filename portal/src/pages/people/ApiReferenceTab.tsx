import { Badge, Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { isLive, useApiKeys, useApiSurface, useOpenApiDownload } from './queries';
import { areaLabel, unreachableWords } from './words';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
  path: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** What a key can call: the allow-list, or as seen by one live key with each operation reachable or not, and why. */
export function ApiReferenceTab({ canChooseKey }: { canChooseKey: boolean }) {
  const styles = useStyles();
  const [keyId, setKeyId] = useState<string | null>(null);
  const keys = useApiKeys();
  const surface = useApiSurface(keyId);
  const download = useOpenApiDownload();
  const live = canChooseKey ? (keys.data?.keys ?? []).filter((k) => isLive(k)) : [];
  const seenBy = surface.data?.key;

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        The operations an API key can call, at {surface.data?.baseUrl ?? 'the service'}. Keys are sent as{' '}
        <code>Authorization: Bearer svc_…</code>; any other operation answers 404 to a key.
      </Text>
      <div className={styles.bar}>
        {canChooseKey && (
          <Field label="As seen by">
            <Select value={keyId ?? ''} onChange={(_, d) => setKeyId(d.value || null)}>
              <option value="">Any key (the whole list)</option>
              {live.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                  {k.readOnly ? ' (read-only)' : ''}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button icon={<ArrowDownloadRegular />} onClick={() => download.mutate()} disabled={download.isPending}>
          Download OpenAPI document
        </Button>
      </div>
      <ErrorMessage error={download.error} title="The document could not be downloaded" />
      {seenBy && (
        <Text>
          As seen by “{seenBy.name}”: {seenBy.readOnly ? 'read-only, ' : ''}holding {seenBy.access.map(areaLabel).join(', ')}.{' '}
          {surface.data!.operations.filter((o) => o.reachable).length} of {surface.data!.operations.length} operations reachable.
        </Text>
      )}
      <ErrorMessage error={surface.error} />
      <div className={styles.scroll}>
        <DataList
          label="API operations"
          loading={surface.isPending && 'Loading the API reference…'}
          items={surface.data?.operations}
          rowId={(op) => `${op.method} ${op.path}`}
          rowTestId="operation-row"
          columns={[
            {
              header: 'Operation',
              cell: (op) => (
                <span className={styles.path}>
                  <b>{op.method}</b> {op.path}
                </span>
              ),
            },
            {
              header: 'Needs',
              cell: (op) => (
                <>
                  {op.capability ? op.capability.split(' or ').map(areaLabel).join(' or ') : 'Signing in only'}
                  {op.write ? ' · write' : ' · read'}
                  {op.publish ? ' · publishes' : ''}
                </>
              ),
            },
            { header: 'What it does', cell: (op) => op.summary },
            !!seenBy && {
              header: 'For this key',
              cell: (op) =>
                op.reachable ? (
                  <Badge appearance="tint" color="success">
                    Reachable
                  </Badge>
                ) : (
                  <>
                    <Badge appearance="tint" color="danger">
                      Not reachable
                    </Badge>{' '}
                    {unreachableWords(op.reason, op.capability)}
                  </>
                ),
            },
          ]}
        />
      </div>
    </div>
  );
}
