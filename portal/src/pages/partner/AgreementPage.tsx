import { Button, Card, Checkbox, makeStyles, MessageBar, MessageBarBody, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { useAcceptPartnerAgreement } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { agreementMessages } from './agreement.messages';
import { usePartnerWords } from './words';

const useStyles = makeStyles({
  card: { maxWidth: '48rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  terms: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The agreement's terms, in the order it lists them. */
const TERMS = ['termController', 'termConsent', 'termStaff', 'termRecorded', 'termBilling'] as const;

/** The partner agreement in force: what it says, whether (and which version) the organisation accepted, and accepting it. */
export default function AgreementPage() {
  const styles = useStyles();
  const me = useMe().data!;
  const [agreed, setAgreed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(agreementMessages);
  const { roleName } = usePartnerWords();
  const version = me.partnerAgreementVersion;
  const accepted = me.partner?.agreement;
  const accept = useAcceptPartnerAgreement({
    onSuccess: (r) => {
      setAgreed(false);
      setNotice(t('accepted', { partner: r.partner.name, version: r.partner.agreement.version, role: roleName(r.role) }));
    },
  });
  const needsAcceptance = !accepted || !accepted.current;
  return (
    <Card className={styles.card}>
      <Subtitle1 as="h2">{t('title', { version })}</Subtitle1>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Text>{t('intro')}</Text>
      <ul className={styles.terms}>
        {TERMS.map((term) => (
          <li key={term}>{t(term)}</li>
        ))}
      </ul>
      {accepted && (
        <Text data-testid="agreement-status">
          {[
            t('status', { partner: me.partner!.name, version: accepted.version, when: when(accepted.acceptedAt), by: accepted.acceptedBy }),
            accepted.current ? t('current') : t('notCurrent', { version }),
          ].join(' ')}
        </Text>
      )}
      {needsAcceptance && me.partner && me.partner.role !== 'Owner' ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('onlyOwner', { partner: me.partner.name })}</MessageBarBody>
        </MessageBar>
      ) : (
        needsAcceptance && (
          <>
            {!me.partner && <Text>{t('makesPartner', { organisation: me.organisation.name })}</Text>}
            <Checkbox
              checked={agreed}
              onChange={(_, d) => setAgreed(!!d.checked)}
              label={t('agree', { version, organisation: me.partner?.name ?? me.organisation.name })}
            />
            <ErrorMessage error={accept.error} title={t('notAccepted')} />
            <div>
              <Button appearance="primary" disabled={!agreed || accept.isPending} onClick={() => accept.mutate(version)}>
                {t('accept', { version })}
              </Button>
            </div>
          </>
        )
      )}
    </Card>
  );
}
