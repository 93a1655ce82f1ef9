import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useMe } from '../../api/queries';
import { shellMessages } from '../../i18n/shell.messages';
import { useMessages } from '../../i18n/useMessages';
import { useWorkInside } from './useWorkInside';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    borderBottom: `2px solid ${tokens.colorPaletteYellowBorderActive}`,
    color: tokens.colorNeutralForeground1,
  },
  text: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
});

/** While a partner's staff member works inside a client: whose data every page shows, and the way back. */
export function ClientBanner() {
  const styles = useStyles();
  const me = useMe().data;
  const { leave } = useWorkInside();
  const t = useMessages(shellMessages);
  if (!me?.insideClient) return null;
  return (
    <div className={styles.banner} role="region" aria-label={t('clientBanner')} data-testid="client-banner">
      <BuildingRegular aria-hidden fontSize={20} />
      <Text className={styles.text}>
        {t.rich('clientBannerText', {
          b: (chunks) => <strong>{chunks}</strong>,
          client: me.organisation.name,
          role: me.role,
          partner: me.insideClient.partnerName,
          partnerRole: me.insideClient.partnerRole,
        })}
      </Text>
      <Button appearance="primary" onClick={() => void leave()}>
        {t('backToPartner', { partner: me.insideClient.partnerName })}
      </Button>
    </div>
  );
}
