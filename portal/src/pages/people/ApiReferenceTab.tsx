import { Badge, Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { isLive, useApiKeys, useApiSurface, useOpenApiDownload } from './queries';
import { areaLabel, eitherArea, unreachableWords } from './words';
import { useMessages } from '../../i18n/useMessages';
import { apiKeysMessages } from './apiKeys.messages';
import { apiReferenceMessages } from './apiReference.messages';

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
  const t = useMessages(apiReferenceMessages);
  const areas = useMessages(apiKeysMessages);
  const [keyId, setKeyId] = useState<string | null>(null);
  const keys = useApiKeys();
  const surface = useApiSurface(keyId);
  const download = useOpenApiDownload();
  const live = canChooseKey ? (keys.data?.keys ?? []).filter((k) => isLive(k)) : [];
  const seenBy = surface.data?.key;

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        {t.rich('intro', { base: surface.data?.baseUrl ?? t('theService'), code: (chunks) => <code>{chunks}</code> })}
      </Text>
      <div className={styles.bar}>
        {canChooseKey && (
          <Field label={t('asSeenBy')}>
            <Select value={keyId ?? ''} onChange={(_, d) => setKeyId(d.value || null)}>
              <option value="">{t('anyKey')}</option>
              {live.map((k) => (
                <option key={k.id} value={k.id}>
                  {t('keyOption', { name: k.name, readOnly: k.readOnly ? 'yes' : 'no' })}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button icon={<ArrowDownloadRegular />} onClick={() => download.mutate()} disabled={download.isPending}>
          {t('download')}
        </Button>
      </div>
      <ErrorMessage error={download.error} title={t('downloadFailed')} />
      {seenBy && (
        <Text>
          {t('seenBy', {
            name: seenBy.name,
            readOnly: seenBy.readOnly ? 'yes' : 'no',
            areas: seenBy.access.map((a) => areaLabel(areas, a)).join(', '),
            reachable: surface.data!.operations.filter((o) => o.reachable).length,
            total: surface.data!.operations.length,
          })}
        </Text>
      )}
      <ErrorMessage error={surface.error} />
      <div className={styles.scroll}>
        <DataList
          label={t('operations')}
          loading={surface.isPending && t('loading')}
          items={surface.data?.operations}
          rowId={(op) => `${op.method} ${op.path}`}
          rowTestId="operation-row"
          columns={[
            {
              header: t('operation'),
              cell: (op) => (
                <span className={styles.path}>
                  <b>{op.method}</b> {op.path}
                </span>
              ),
            },
            {
              header: t('needs'),
              cell: (op) => (
                <>
                  {op.capability ? eitherArea(areas, op.capability) : t('signingInOnly')}
                  {op.write ? t('write') : t('read')}
                  {op.publish ? t('publishes') : ''}
                </>
              ),
            },
            { header: t('whatItDoes'), cell: (op) => op.summary },
            !!seenBy && {
              header: t('forThisKey'),
              cell: (op) =>
                op.reachable ? (
                  <Badge appearance="tint" color="success">
                    {t('reachable')}
                  </Badge>
                ) : (
                  <>
                    <Badge appearance="tint" color="danger">
                      {t('notReachable')}
                    </Badge>{' '}
                    {unreachableWords(t, areas, op.reason, op.capability)}
                  </>
                ),
            },
          ]}
        />
      </div>
    </div>
  );
}
