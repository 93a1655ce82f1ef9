import { Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useChecklist, useMe, type Checklist } from '../../api/queries';
import { ApiRefusal } from '../../api/refusal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { sentences, when } from '../../format';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { usePortal } from '../../portal';
import { usePortalUsers } from '../people/queries';
import { DPA_ANCHOR } from './anchors';
import { dpaMessages } from './dpa.messages';
import { useAcceptDpa } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, scrollMarginTop: tokens.spacingVerticalXXL },
});

type DpaWords = Translate<keyof (typeof dpaMessages)['messages']['en']>;

/** A refusal of the acceptance, in words: a partner working inside a client cannot accept (`own_people_only`). */
const refusal = (t: DpaWords, error: unknown, clientName: string): unknown =>
  error instanceof ApiRefusal && error.code === 'own_people_only' ? new Error(t('controller', { organisation: clientName })) : error;

/** Who accepted, by name when the person is on the organisation's people list. */
function useAcceptedBy(t: DpaWords, address: string | null): string {
  const users = usePortalUsers();
  if (!address) return t('anAdmin');
  const name = users.data?.users.find((u) => u.email.toLowerCase() === address.toLowerCase())?.name;
  return name ? `${name} (${address})` : address;
}

/**
 * The organisation's data processing agreement: whether (and which version) it is accepted, by whom and when, the
 * agreement itself, and accepting it, which only the organisation's own Admin does.
 */
export function DpaSection() {
  const styles = useStyles();
  const t = useMessages(dpaMessages);
  const { config } = usePortal();
  const me = useMe().data!;
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const checklist = useChecklist();
  const accept = useAcceptDpa({
    onSuccess: (accepted) => {
      setConfirming(false);
      const organisation = me.organisation.name;
      setNotice(accepted?.version ? t('acceptedVersion', { organisation, version: accepted.version }) : t('accepted', { organisation }));
    },
  });
  const acceptedBy = useAcceptedBy(t, checklist.data?.dpa?.acceptedBy ?? null);

  useEffect(() => {
    if (hash === `#${DPA_ANCHOR}` && checklist.data) heading.current?.scrollIntoView({ block: 'start' });
  }, [hash, checklist.data]);

  const agreementUrl = new URL('/dpa', config.apiBase || window.location.origin).href;
  return (
    <section className={styles.section} aria-labelledby={DPA_ANCHOR}>
      <Text as="h2" id={DPA_ANCHOR} ref={heading} size={500} weight="semibold" className={styles.heading}>
        {t('heading')}
      </Text>
      <Text>
        {t.rich('intro', {
          organisation: me.organisation.name,
          link: (chunks) => (
            <Link href={agreementUrl} target="_blank" rel="noopener">
              {chunks}
            </Link>
          ),
        })}
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {checklist.isPending && <Spinner size="small" label={t('loading')} />}
      {checklist.error instanceof ApiRefusal && checklist.error.status === 403 ? (
        <Text>{t('onlyAdmin', { organisation: me.organisation.name })}</Text>
      ) : (
        <ErrorMessage error={checklist.error} title={t('notLoaded')} />
      )}
      {checklist.data && <Status t={t} checklist={checklist.data} acceptedBy={acceptedBy} />}
      {checklist.data && !isCurrent(checklist.data) && me.insideClient && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('controller', { organisation: me.organisation.name })}</MessageBarBody>
        </MessageBar>
      )}
      {checklist.data && !isCurrent(checklist.data) && !me.insideClient && (
        <div>
          <Button appearance="primary" onClick={() => setConfirming(true)}>
            {t('acceptVersion', { version: checklist.data.dpaVersion })}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        confirmLabel={t('confirmLabel')}
        pending={accept.isPending}
        error={refusal(t, accept.error, me.organisation.name)}
        onConfirm={() => accept.mutate()}
        onClose={() => {
          setConfirming(false);
          accept.reset();
        }}
      >
        {t('confirmText', { version: checklist.data?.dpaVersion ?? '', organisation: me.organisation.name })}
      </ConfirmDialog>
    </section>
  );
}

const isCurrent = (c: Checklist) => c.dpa?.version === c.dpaVersion;

function Status({ t, checklist, acceptedBy }: { t: DpaWords; checklist: Checklist; acceptedBy: string }) {
  const { dpa, dpaVersion } = checklist;
  if (!dpa) return <Text data-testid="dpa-status">{t('notAccepted', { version: dpaVersion })}</Text>;
  const by = { who: acceptedBy, date: when(dpa.acceptedAt) };
  const accepted = dpa.version ? t('acceptedByVersion', { ...by, version: dpa.version }) : t('acceptedBy', by);
  const current = isCurrent(checklist) ? t('inForce') : t('acceptAgain', { version: dpaVersion });
  return <Text data-testid="dpa-status">{sentences([accepted, current])}</Text>;
}
