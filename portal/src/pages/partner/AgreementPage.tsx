import { Button, Card, Checkbox, makeStyles, MessageBar, MessageBarBody, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { useAcceptPartnerAgreement } from './queries';
import { PARTNER_ROLES, ROLE_WORDS } from './words';

const useStyles = makeStyles({
  card: { maxWidth: '48rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  terms: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The partner agreement in force: what it says, whether (and which version) the organisation accepted, and accepting it. */
export default function AgreementPage() {
  const styles = useStyles();
  const me = useMe().data!;
  const [agreed, setAgreed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const version = me.partnerAgreementVersion;
  const accepted = me.partner?.agreement;
  const accept = useAcceptPartnerAgreement({
    onSuccess: (r) => {
      setAgreed(false);
      setNotice(`${r.partner.name} accepted the partner agreement, version ${r.partner.agreement.version}. Your partner role: ${r.role}.`);
    },
  });
  const needsAcceptance = !accepted || !accepted.current;
  return (
    <Card className={styles.card}>
      <Subtitle1 as="h2">Partner agreement, version {version}</Subtitle1>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Text>
        As a partner (a managed-service provider) your organisation runs the signature service for client organisations. By accepting, it
        agrees that:
      </Text>
      <ul className={styles.terms}>
        <li>
          each client organisation stays the controller of its data; your organisation processes it on the client’s instructions, and a
          client’s own Admin accepts its data processing agreement;
        </li>
        <li>
          a client joins only through consent by its own administrator (an invitation link) or by approving a takeover request, and may end
          the relationship at any time;
        </li>
        <li>
          your staff are people of your own directory, each with one partner role:{' '}
          {PARTNER_ROLES.map((r) => `${r} (${ROLE_WORDS[r]})`).join('; ')};
        </li>
        <li>work inside a client is recorded in the client’s change log under the person’s name and your organisation’s;</li>
        <li>
          clients under consolidated billing are billed to your organisation, one subscription for the sum of their seats; a released client
          moves to direct billing with 30 days’ grace.
        </li>
      </ul>
      {accepted && (
        <Text data-testid="agreement-status">
          {me.partner!.name} accepted version {accepted.version} on {when(accepted.acceptedAt)} ({accepted.acceptedBy}).{' '}
          {accepted.current ? 'It is the version in force.' : `Version ${version} is in force now: an Owner accepts it again.`}
        </Text>
      )}
      {needsAcceptance && me.partner && me.partner.role !== 'Owner' ? (
        <MessageBar intent="info">
          <MessageBarBody>Only an Owner of {me.partner.name} accepts the agreement.</MessageBarBody>
        </MessageBar>
      ) : (
        needsAcceptance && (
          <>
            {!me.partner && (
              <Text>
                Accepting makes {me.organisation.name} a partner and you its first Owner. Only an Admin of {me.organisation.name} accepts
                it.
              </Text>
            )}
            <Checkbox
              checked={agreed}
              onChange={(_, d) => setAgreed(!!d.checked)}
              label={`I have read the partner agreement, version ${version}, and accept it for ${me.partner?.name ?? me.organisation.name}`}
            />
            <ErrorMessage error={accept.error} title="The agreement was not accepted" />
            <div>
              <Button appearance="primary" disabled={!agreed || accept.isPending} onClick={() => accept.mutate(version)}>
                Accept version {version}
              </Button>
            </div>
          </>
        )
      )}
    </Card>
  );
}
