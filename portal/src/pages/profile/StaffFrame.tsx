import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePortal } from '../../portal';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  product: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, flexGrow: 1 },
  signOut: { color: tokens.colorNeutralForegroundOnBrand },
  main: { padding: tokens.spacingHorizontalXXL, maxWidth: '72rem', margin: '0 auto', boxSizing: 'border-box', '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL } },
});

/** The staff page's own frame: anyone signed in uses it, so it has no navigation of the administrators' pages. */
export function StaffFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { auth } = usePortal();
  return (
    <>
      <header className={styles.header}>
        <span className={styles.product}>Signature service</span>
        <Button appearance="transparent" className={styles.signOut} onClick={() => void auth.signOut()}>
          Sign out
        </Button>
      </header>
      <main className={styles.main}>{children}</main>
    </>
  );
}
