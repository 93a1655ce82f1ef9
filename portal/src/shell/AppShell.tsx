import { Avatar, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../api/queries';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';
import { usePortal } from '../portal';
import { ClientBanner } from '../pages/partner/ClientBanner';
import { InsideShell } from './insideShell';
import { useLanguageChoice } from './languageChoice';
import { PHONE_MEDIA } from './media';
import { NavLinks } from './NavLinks';

const NavDrawer = lazy(() => import('./NavDrawer'));
// The menu (Fluent's Menu and its popover) is loaded after the first paint: it is not needed to show the page.
const LanguageNotSaved = lazy(() => import('./LanguageNotSaved'));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    minHeight: '100vh',
    [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  top: { gridColumn: '1 / -1' },
  menuPlaceholder: { width: '32px', height: '32px', flexShrink: 0 },
  header: {
    minHeight: '48px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    [PHONE_MEDIA]: { padding: `0 ${tokens.spacingHorizontalS}` },
  },
  // Never squeezed by a long product name: its word must show whole in every language.
  menu: { color: tokens.colorNeutralForegroundOnBrand, display: 'none', flexShrink: 0, [PHONE_MEDIA]: { display: 'inline-flex' } },
  product: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, flexGrow: 1 },
  who: {
    minWidth: 0,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    lineHeight: tokens.lineHeightBase200,
    [PHONE_MEDIA]: { display: 'none' },
  },
  whoDetail: { fontSize: tokens.fontSizeBase200 },
  signOut: { color: tokens.colorNeutralForegroundOnBrand, [PHONE_MEDIA]: { display: 'none' } },
  nav: { backgroundColor: tokens.colorNeutralBackground3, padding: tokens.spacingVerticalM, [PHONE_MEDIA]: { display: 'none' } },
  main: { padding: tokens.spacingHorizontalXXL, minWidth: 0, [PHONE_MEDIA]: { padding: tokens.spacingHorizontalL } },
});

/**
 * The frame of every page: who is signed in, for which organisation, and the pages their role can use (a sidebar, or
 * on a phone a menu button that opens them in a drawer).
 */
export function AppShell() {
  const styles = useStyles();
  const { auth } = usePortal();
  const me = useMe().data!;
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const t = useMessages(shellMessages);
  const choice = useLanguageChoice();
  const name = me.user?.name ?? me.key?.name ?? t('signedIn');
  const detail = `${me.role ?? (me.partner && t('partnerRole', { role: me.partner.role }))} · ${me.organisation.name}`;
  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <header className={styles.header}>
          <Button
            appearance="transparent"
            className={styles.menu}
            icon={<NavigationRegular />}
            aria-expanded={drawer === 'open'}
            onClick={() => setDrawer('open')}
          >
            {t('menu')}
          </Button>
          <span className={styles.product}>{t('product')}</span>
          <div className={styles.who} aria-label={t('signedIn')}>
            <Text weight="semibold" data-testid="who-name">
              {name}
            </Text>
            <span className={styles.whoDetail} data-testid="who-detail">
              {detail}
            </span>
          </div>
          <Avatar name={name} size={32} color="neutral" aria-hidden />
          <Suspense fallback={<span className={styles.menuPlaceholder} aria-hidden />}>
            <UserMenu onLanguage={choice.choose} onSignOut={() => void auth.signOut()} />
          </Suspense>
          <Button appearance="transparent" className={styles.signOut} onClick={() => void auth.signOut()}>
            {t('signOut')}
          </Button>
        </header>
        <ClientBanner />
      </div>
      <nav className={styles.nav} aria-label={t('portalNavigation')}>
        <NavLinks me={me} />
      </nav>
      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <NavDrawer me={me} name={name} detail={detail} open={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
      <main className={styles.main}>
        {choice.notSaved && (
          <Suspense fallback={null}>
            <LanguageNotSaved onDismiss={choice.forget} />
          </Suspense>
        )}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <InsideShell.Provider value={true}>
            <Outlet />
          </InsideShell.Provider>
        </Suspense>
      </main>
    </div>
  );
}
