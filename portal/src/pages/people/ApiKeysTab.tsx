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

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  revoked: { color: tokens.colorNeutralForeground3 },
});

function KeyState({ k }: { k: ApiKeyRow }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      {k.revoked ? (
        <Badge appearance="tint" color="danger">
          Revoked{k.revokedAt ? ` ${when(k.revokedAt)}` : ''}
        </Badge>
      ) : isLive(k) ? (
        <Badge appearance="tint" color="success">
          Active
        </Badge>
      ) : (
        <Badge appearance="tint" color="warning">
          Expired
        </Badge>
      )}
      {k.readOnly && (
        <Badge appearance="outline" color="informative">
          Read-only
        </Badge>
      )}
      {k.createdByProvider && (
        <Badge appearance="outline" color="important">
          Created by your IT provider
        </Badge>
      )}
    </span>
  );
}

/** The organisation's keys, revoked ones included: create (the secret shown once) and revoke. */
export function ApiKeysTab() {
  const styles = useStyles();
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
      setNotice(`Revoked “${key.name}”: it stopped working at once.`);
    },
  });

  if (keys.isPending) return <Spinner label="Loading API keys…" />;
  if (keys.error) return <ErrorMessage error={keys.error} />;

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        An API key belongs to the organisation, not to a person: it keeps working after its creator leaves, until it is revoked or expires.
        Last use is recorded to the nearest hour.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div>
        <Button
          appearance="primary"
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          Create an API key
        </Button>
      </div>
      <div className={styles.scroll}>
        <DataList
          label="API keys"
          items={keys.data.keys}
          empty={<Text>No API keys yet.</Text>}
          rowId={(k) => k.id}
          rowTestId="key-row"
          rowClassName={(k) => (k.revoked ? styles.revoked : undefined)}
          columns={[
            {
              header: 'Key',
              cell: (k) => (
                <>
                  {k.name}
                  <br />
                  <Text size={200} font="monospace">
                    {k.prefix}…
                  </Text>
                </>
              ),
            },
            { header: 'State', cell: (k) => <KeyState k={k} /> },
            { header: 'Access', cell: (k) => k.access.map(areaLabel).join(', ') },
            { header: 'Expires', cell: (k) => (k.expires ? when(k.expires) : 'Never') },
            { header: 'Created', cell: (k) => `${when(k.createdAt)} by ${k.createdBy}` },
            { header: 'Last used', cell: (k) => (k.lastUsed ? when(k.lastUsed) : 'Never') },
          ]}
          actions={(k) =>
            !k.revoked && (
              <Button
                size="small"
                aria-label={`Revoke ${k.name}`}
                onClick={() => {
                  revoke.reset();
                  setRevoking(k);
                }}
              >
                Revoke
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
        title={`Revoke “${revoking?.name}”?`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
      >
        Anything using this key is refused from now on. Revoking cannot be undone; the key stays in the list, marked revoked.
      </ConfirmDialog>
    </div>
  );
}
