import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { Me } from '../api/queries';
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
  return (
    <OverlayDrawer open={open} onOpenChange={(_, d) => !d.open && onClose()} position="start" aria-label="Navigation">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="Close navigation" icon={<DismissRegular />} onClick={onClose} />}
        >
          Signature service
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <div className={styles.who}>
          <strong>{name}</strong>
          <span className={styles.detail}>{detail}</span>
        </div>
        <nav aria-label="Portal">
          <NavLinks me={me} onNavigate={onClose} />
        </nav>
        <div className={styles.footer}>
          <Button onClick={() => void auth.signOut()}>Sign out</Button>
        </div>
      </DrawerBody>
    </OverlayDrawer>
  );
}
