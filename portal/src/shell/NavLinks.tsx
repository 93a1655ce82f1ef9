import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import type { Me } from '../api/queries';
import { navigationMessages } from '../i18n/navigation.messages';
import { useMessages } from '../i18n/useMessages';
import { visibleNavItems } from './navigation';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '2px' },
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
});

/** The pages the person's role can use, as links: the sidebar's and the phone drawer's one list. */
export function NavLinks({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const styles = useStyles();
  const t = useMessages(navigationMessages);
  return (
    <div className={styles.list}>
      {visibleNavItems(me).map(({ to, label, icon: Icon, end, badge: Badge }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
        >
          <Icon aria-hidden fontSize={20} />
          {t(label)}
          {Badge && (
            <Suspense fallback={null}>
              <Badge />
            </Suspense>
          )}
        </NavLink>
      ))}
    </div>
  );
}
