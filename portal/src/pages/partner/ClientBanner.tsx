import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useMe } from '../../api/queries';
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
  if (!me?.insideClient) return null;
  return (
    <div className={styles.banner} role="region" aria-label="Working inside a client" data-testid="client-banner">
      <BuildingRegular aria-hidden fontSize={20} />
      <Text className={styles.text}>
        Working inside <strong>{me.organisation.name}</strong> as its {me.role} (your partner role at {me.insideClient.partnerName}:{' '}
        {me.insideClient.partnerRole}). Every page shows and changes this client’s data.
      </Text>
      <Button appearance="primary" onClick={() => void leave()}>
        Back to {me.insideClient.partnerName}
      </Button>
    </div>
  );
}
