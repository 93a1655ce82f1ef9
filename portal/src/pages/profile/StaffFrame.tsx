import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useKnownMe } from '../../api/queries';
import { usePortal } from '../../portal';
import { useInsideShell } from '../../shell/insideShell';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  product: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, flexGrow: 1 },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand },
  main: {
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '72rem',
    margin: '0 auto',
    boxSizing: 'border-box',
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
});

/**
 * The staff page's frame. Inside the portal's shell (a portal user who chose "My profile") it adds nothing. Otherwise
 * a minimal one: who is signed in and a way out, and, when the portal has not yet been asked whether the person has
 * a role (it is not asked here: asking makes the first person an Admin), a link to it.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { auth } = usePortal();
  const known = useKnownMe();
  if (useInsideShell()) return <>{children}</>;
  return (
    <>
      <header className={styles.header}>
        <span className={styles.product}>Signature service</span>
        {!known && (
          <RouterLink to="/" className={styles.onBrand}>
            Administration portal
          </RouterLink>
        )}
        <Text weight="semibold" data-testid="who-name">
          {auth.account?.name ?? auth.account?.username}
        </Text>
        <Button appearance="transparent" className={styles.onBrand} onClick={() => void auth.signOut()}>
          Sign out
        </Button>
      </header>
      <main className={styles.main}>{children}</main>
    </>
  );
}
