import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { Me } from '../api/queries';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';
import { usePortal } from '../portal';
import { NavLinks } from './NavLinks';

const useStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalM },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  footer: { paddingTop: tokens.spacingVerticalM },
});

/** The navigation on a narrow screen: a drawer from the side, closed once a page is chosen. Loaded when first opened. */
export default function NavDrawer({
  me,
  name,
  detail,
  open,
  onClose,
}: {
  me: Me;
  name: string;
  detail: string;
  open: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { auth } = usePortal();
  const t = useMessages(shellMessages);
  return (
    <OverlayDrawer open={open} onOpenChange={(_, d) => !d.open && onClose()} position="start" aria-label={t('navigation')}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('closeNavigation')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('product')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <div className={styles.who}>
          <strong>{name}</strong>
          <span className={styles.detail}>{detail}</span>
        </div>
        <nav aria-label={t('portalNavigation')}>
          <NavLinks me={me} onNavigate={onClose} />
        </nav>
        <div className={styles.footer}>
          <Button onClick={() => void auth.signOut()}>{t('signOut')}</Button>
        </div>
      </DrawerBody>
    </OverlayDrawer>
  );
}
