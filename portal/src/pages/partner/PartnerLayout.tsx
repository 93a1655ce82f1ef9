import { makeStyles, MessageBar, MessageBarBody, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useMe } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
import { navigationMessages } from '../../i18n/navigation.messages';
import { useMessages } from '../../i18n/useMessages';
import { partnerMessages } from './partner.messages';
import { visibleParts } from './parts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  parts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  part: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground2 },
});

/** The partner console: its parts (those the person's partner role may use) above the chosen one. */
export default function PartnerLayout() {
  const styles = useStyles();
  const me = useMe().data!;
  const parts = visibleParts(me);
  const onAgreement = useLocation().pathname.endsWith('/agreement');
  const t = useMessages(partnerMessages);
  const nav = useMessages(navigationMessages);
  const versions = { current: me.partnerAgreementVersion, accepted: me.partner?.agreement.version ?? '' };
  return (
    <div className={styles.page}>
      <PageHeader title={me.partner ? t('consoleTitle', { name: me.partner.name }) : t('programmeTitle')} />
      {me.partner && !me.partner.agreement.current && !onAgreement && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {me.partner.role === 'Owner'
              ? t.rich('newAgreementOwner', { ...versions, link: (chunks) => <Link to="agreement">{chunks}</Link> })
              : t('newAgreementOther', versions)}
          </MessageBarBody>
        </MessageBar>
      )}
      <nav className={styles.parts} aria-label={nav('partner')}>
        {parts.map((p) => (
          <NavLink key={p.to} to={p.to} className={({ isActive }) => mergeClasses(styles.part, isActive && styles.active)}>
            {nav(p.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

/** `/partner` itself: a partner's staff start with their clients (or the first part they may use), anyone else with the agreement. */
export function PartnerIndex() {
  const me = useMe().data!;
  return <Navigate to={visibleParts(me)[0]?.to ?? 'agreement'} replace />;
}
