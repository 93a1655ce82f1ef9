import { makeStyles, MessageBar, MessageBarBody, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useMe } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
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
  return (
    <div className={styles.page}>
      <PageHeader title={me.partner ? `Partner console · ${me.partner.name}` : 'Partner programme'} />
      {me.partner && !me.partner.agreement.current && !onAgreement && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            A new version of the partner agreement ({me.partnerAgreementVersion}) is in force; your organisation accepted version{' '}
            {me.partner.agreement.version}.{' '}
            {me.partner.role === 'Owner' ? (
              <Link to="agreement">Read and accept it.</Link>
            ) : (
              'An Owner of your partner organisation accepts it.'
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <nav className={styles.parts} aria-label="Partner console">
        {parts.map((p) => (
          <NavLink key={p.to} to={p.to} className={({ isActive }) => mergeClasses(styles.part, isActive && styles.active)}>
            {p.label}
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
