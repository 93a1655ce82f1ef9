import { Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useChecklist, useMe, type Checklist } from '../../api/queries';
import { ApiRefusal } from '../../api/refusal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { usePortal } from '../../portal';
import { usePortalUsers } from '../people/queries';
import { DPA_ANCHOR } from './anchors';
import { useAcceptDpa } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, scrollMarginTop: tokens.spacingVerticalXXL },
});

/** Why a partner working inside a client cannot accept (the service refuses it as `own_people_only`). */
const controllerWords = (clientName: string) =>
  `${clientName} is the controller of its data, so only its own Admin accepts the data processing agreement; a partner cannot accept it on the client's behalf.`;

/** A refusal of the acceptance, in words. */
const refusal = (error: unknown, clientName: string): unknown =>
  error instanceof ApiRefusal && error.code === 'own_people_only' ? new Error(controllerWords(clientName)) : error;

/** Who accepted, by name when the person is on the organisation's people list. */
function useAcceptedBy(address: string | null): string {
  const users = usePortalUsers();
  if (!address) return 'an Admin';
  const name = users.data?.users.find((u) => u.email.toLowerCase() === address.toLowerCase())?.name;
  return name ? `${name} (${address})` : address;
}

/**
 * The organisation's data processing agreement: whether (and which version) it is accepted, by whom and when, the
 * agreement itself, and accepting it, which only the organisation's own Admin does.
 */
export function DpaSection() {
  const styles = useStyles();
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
      setNotice(
        `${me.organisation.name} accepted the data processing agreement${accepted?.version ? `, version ${accepted.version}` : ''}.`,
      );
    },
  });
  const acceptedBy = useAcceptedBy(checklist.data?.dpa?.acceptedBy ?? null);

  useEffect(() => {
    if (hash === `#${DPA_ANCHOR}` && checklist.data) heading.current?.scrollIntoView({ block: 'start' });
  }, [hash, checklist.data]);

  const agreementUrl = new URL('/dpa', config.apiBase || window.location.origin).href;
  return (
    <section className={styles.section} aria-labelledby={DPA_ANCHOR}>
      <Text as="h2" id={DPA_ANCHOR} ref={heading} size={500} weight="semibold" className={styles.heading}>
        Data processing agreement
      </Text>
      <Text>
        {me.organisation.name} is the controller of the personal data the service processes; the service is its processor. The agreement
        sets out what is processed, why, and how it is protected.{' '}
        <Link href={agreementUrl} target="_blank" rel="noopener">
          Read the data processing agreement
        </Link>
        .
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {checklist.isPending && <Spinner size="small" label="Loading the agreement's status…" />}
      {checklist.error instanceof ApiRefusal && checklist.error.status === 403 ? (
        <Text>Only an Admin of {me.organisation.name} sees and accepts the data processing agreement.</Text>
      ) : (
        <ErrorMessage error={checklist.error} title="The agreement's status could not be loaded" />
      )}
      {checklist.data && <Status checklist={checklist.data} acceptedBy={acceptedBy} />}
      {checklist.data && !isCurrent(checklist.data) && me.insideClient && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{controllerWords(me.organisation.name)}</MessageBarBody>
        </MessageBar>
      )}
      {checklist.data && !isCurrent(checklist.data) && !me.insideClient && (
        <div>
          <Button appearance="primary" onClick={() => setConfirming(true)}>
            Accept version {checklist.data.dpaVersion}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Accept the data processing agreement?"
        confirmLabel="Accept the agreement"
        pending={accept.isPending}
        error={refusal(accept.error, me.organisation.name)}
        onConfirm={() => accept.mutate()}
        onClose={() => {
          setConfirming(false);
          accept.reset();
        }}
      >
        You accept the data processing agreement, version {checklist.data?.dpaVersion}, for {me.organisation.name}, as one of its Admins.
        The acceptance is recorded under your name in the change log.
      </ConfirmDialog>
    </section>
  );
}

const isCurrent = (c: Checklist) => c.dpa?.version === c.dpaVersion;

function Status({ checklist, acceptedBy }: { checklist: Checklist; acceptedBy: string }) {
  const { dpa, dpaVersion } = checklist;
  if (!dpa) return <Text data-testid="dpa-status">Not accepted yet. Version {dpaVersion} is in force.</Text>;
  return (
    <Text data-testid="dpa-status">
      Accepted{dpa.version ? ` (version ${dpa.version})` : ''} by {acceptedBy} on {when(dpa.acceptedAt)}.{' '}
      {isCurrent(checklist) ? 'It is the version in force.' : `Version ${dpaVersion} is in force now: an Admin accepts it again.`}
    </Text>
  );
}
