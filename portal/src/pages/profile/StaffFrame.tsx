import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useKnownMe } from '../../api/queries';
import { usePortal } from '../../portal';
import { useInsideShell } from '../../shell/insideShell';
import { useLanguageChoice } from '../../shell/languageChoice';
import { shellMessages } from '../../i18n/shell.messages';
import { useMessages } from '../../i18n/useMessages';
import { profileMessages } from './profile.messages';

// As in the portal's shell, the language menu and its notice load after the first paint.
const LanguageNotSaved = lazy(() => import('../../shell/LanguageNotSaved'));
const UserMenu = lazy(() => import('../../shell/UserMenu').then((m) => ({ default: m.UserMenu })));

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
  menuPlaceholder: { width: '32px', height: '32px', flexShrink: 0 },
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
 * a role (it is not asked here: asking makes the first person an Admin), a link to it. Staff choose their language
 * here as in the portal, from the same menu.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const t = useMessages(profileMessages);
  const shell = useMessages(shellMessages);
  const { auth } = usePortal();
  const known = useKnownMe();
  const choice = useLanguageChoice();
  if (useInsideShell()) return <>{children}</>;
  return (
    <>
      <header className={styles.header}>
        <span className={styles.product}>{shell('product')}</span>
        {!known && (
          <RouterLink to="/" className={styles.onBrand}>
            {t('adminPortal')}
          </RouterLink>
        )}
        <Text weight="semibold" data-testid="who-name">
          {auth.account?.name ?? auth.account?.username}
        </Text>
        <Suspense fallback={<span className={styles.menuPlaceholder} aria-hidden />}>
          <UserMenu onLanguage={choice.choose} onSignOut={() => void auth.signOut()} />
        </Suspense>
        <Button appearance="transparent" className={styles.onBrand} onClick={() => void auth.signOut()}>
          {shell('signOut')}
        </Button>
      </header>
      <main className={styles.main}>
        {choice.notSaved && (
          <Suspense fallback={null}>
            <LanguageNotSaved onDismiss={choice.forget} />
          </Suspense>
        )}
        {children}
      </main>
    </>
  );
}
