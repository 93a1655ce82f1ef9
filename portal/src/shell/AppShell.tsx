import { Avatar, Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useMe } from '../api/queries';
import { usePortal } from '../portal';
import { ClientBanner } from '../pages/partner/ClientBanner';
import { visibleNavItems } from './navigation';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    minHeight: '100vh',
    // A phone: the navigation goes above the page.
    '@media (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto auto 1fr' },
  },
  top: { gridColumn: '1 / -1' },
  header: {
    minHeight: '48px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  product: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, flexGrow: 1 },
  who: { minWidth: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: tokens.lineHeightBase200 },
  whoDetail: { fontSize: tokens.fontSizeBase200 },
  signOut: { color: tokens.colorNeutralForegroundOnBrand },
  nav: {
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    '@media (max-width: 700px)': { flexDirection: 'row', flexWrap: 'wrap' },
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1, fontWeight: tokens.fontWeightSemibold },
  main: { padding: tokens.spacingHorizontalXXL, minWidth: 0, '@media (max-width: 700px)': { padding: tokens.spacingHorizontalL } },
});

/** The frame of every page: who is signed in, for which organisation, and the pages their role can use. */
export function AppShell() {
  const styles = useStyles();
  const { auth } = usePortal();
  const me = useMe().data!;
  const name = me.user?.name ?? me.key?.name ?? 'Signed in';
  return (
    <div className={styles.root}>
      <div className={styles.top}>
      <header className={styles.header}>
        <span className={styles.product}>Signature service</span>
        <div className={styles.who} aria-label="Signed in">
          <Text weight="semibold" data-testid="who-name">
            {name}
          </Text>
          <span className={styles.whoDetail} data-testid="who-detail">
            {me.role ?? (me.partner && `Partner ${me.partner.role}`)} · {me.organisation.name}
          </span>
        </div>
        <Avatar name={name} size={32} color="neutral" aria-hidden />
        <Button appearance="transparent" className={styles.signOut} onClick={() => void auth.signOut()}>
          Sign out
        </Button>
      </header>
      <ClientBanner />
      </div>
      <nav className={styles.nav} aria-label="Portal">
        {visibleNavItems(me).map(({ to, label, icon: Icon, end, badge: Badge }) => (
          <NavLink key={to} to={to} end={end} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
            <Icon aria-hidden fontSize={20} />
            {label}
            {Badge && <Badge />}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
