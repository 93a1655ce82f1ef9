import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { CreateKeyDialog } from './CreateKeyDialog';
import { isLive, useApiKeys, useCreateApiKey, useRevokeApiKey, type ApiKeyRow, type NewKey } from './queries';
import { SecretDialog } from './SecretDialog';
import { areaLabel } from './words';
import { useMessages } from '../../i18n/useMessages';
import { apiKeysMessages } from './apiKeys.messages';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  revoked: { color: tokens.colorNeutralForeground3 },
  // Addresses and key names have no spaces to break at: they break anywhere rather than run out of their column.
  wrap: { overflowWrap: 'anywhere' },
});

/** A key's prefix, shown as the start of a longer secret. */
const shortened = (prefix: string) => `${prefix}…`;

function KeyState({ k }: { k: ApiKeyRow }) {
  const styles = useStyles();
  const t = useMessages(apiKeysMessages);
  return (
    <span className={styles.badges}>
      {k.revoked ? (
        <Badge appearance="tint" color="danger">
          {k.revokedAt ? t('revokedAt', { when: when(k.revokedAt) }) : t('revoked')}
        </Badge>
      ) : isLive(k) ? (
        <Badge appearance="tint" color="success">
          {t('active')}
        </Badge>
      ) : (
        <Badge appearance="tint" color="warning">
          {t('expired')}
        </Badge>
      )}
      {k.readOnly && (
        <Badge appearance="outline" color="informative">
          {t('readOnly')}
        </Badge>
      )}
      {k.createdByProvider && (
        <Badge appearance="outline" color="important">
          {t('byProvider')}
        </Badge>
      )}
    </span>
  );
}

/** The organisation's keys, revoked ones included: create (the secret shown once) and revoke. */
export function ApiKeysTab() {
  const styles = useStyles();
  const t = useMessages(apiKeysMessages);
  const me = useMe().data!;
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const create = useCreateApiKey({
    onSuccess: (key) => {
      setCreating(false);
      setCreated({ name: key.name, secret: key.secret });
    },
  });
  const revoke = useRevokeApiKey({
    onSuccess: (key) => {
      setRevoking(null);
      setNotice(t('revokedNotice', { name: key.name }));
    },
  });

  if (keys.isPending) return <Spinner label={t('loading')} />;
  if (keys.error) return <ErrorMessage error={keys.error} />;

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>{t('intro')}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div>
        <Button
          appearance="primary"
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          {t('create')}
        </Button>
      </div>
      <div className={styles.scroll}>
        <DataList
          label={t('keys')}
          items={keys.data.keys}
          empty={<Text>{t('noKeys')}</Text>}
          rowId={(k) => k.id}
          rowTestId="key-row"
          rowClassName={(k) => (k.revoked ? styles.revoked : undefined)}
          columns={[
            {
              header: t('key'),
              className: styles.wrap,
              cell: (k) => (
                <>
                  {k.name}
                  <br />
                  <Text size={200} font="monospace">
                    {shortened(k.prefix)}
                  </Text>
                </>
              ),
            },
            { header: t('state'), cell: (k) => <KeyState k={k} /> },
            { header: t('access'), cell: (k) => k.access.map((a) => areaLabel(t, a)).join(', ') },
            { header: t('expires'), cell: (k) => (k.expires ? when(k.expires) : t('never')) },
            { header: t('created'), className: styles.wrap, cell: (k) => t('createdBy', { when: when(k.createdAt), who: k.createdBy }) },
            { header: t('lastUsed'), cell: (k) => (k.lastUsed ? when(k.lastUsed) : t('never')) },
          ]}
          actions={(k) =>
            !k.revoked && (
              <Button
                size="small"
                aria-label={t('revokeKey', { name: k.name })}
                onClick={() => {
                  revoke.reset();
                  setRevoking(k);
                }}
              >
                {t('revoke')}
              </Button>
            )
          }
        />
      </div>
      <CreateKeyDialog
        open={creating}
        areas={me.capabilities as NewKey['access']}
        pending={create.isPending}
        error={create.error}
        onCreate={(k) => create.mutate(k)}
        onClose={() => setCreating(false)}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={!!revoking}
        title={t('revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
      >
        {t('revokeText')}
      </ConfirmDialog>
    </div>
  );
}
