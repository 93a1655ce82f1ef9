import {
  ArrowSplitRegular,
  BuildingMultipleRegular,
  HandshakeRegular,
  ContactCardRegular,
  PaintBrushRegular,
  DataTrendingRegular,
  DocumentFooterRegular,
  MegaphoneRegular,
  MoneyRegular,
  PulseRegular,
  ReceiptMoneyRegular,
  HistoryRegular,
  PeopleRegular,
  PersonRegular,
  SettingsRegular,
  CalendarClockRegular,
  DeleteRegular,
  DocumentTextRegular,
  HomeRegular,
  MailEditRegular,
  TaskListSquareLtrRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { Me } from '../api/queries';
import { ReviewCountBadge } from '../pages/review/ReviewCountBadge';

export interface NavItem {
  to: string;
  label: string;
  icon: FluentIcon;
  /** The capability area (from /api/admin/me) the page's API needs; none: everyone signed in. */
  capability?: string;
  /** Matches only this path, not the pages under it. */
  end?: boolean;
  /** Shown after the label (a count of waiting items). */
  badge?: ComponentType;
  /** Shown only when this says so (pages that depend on more than a capability). */
  shownTo?: (me: Me) => boolean;
}

/** The portal's pages in the navigation; a page shows when the person's capabilities include its area. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: HomeRegular, end: true },
  { to: '/templates', label: 'Templates', icon: DocumentTextRegular, capability: 'templates', end: true },
  { to: '/templates/deleted', label: 'Recently deleted', icon: DeleteRegular, capability: 'templates' },
  { to: '/brand', label: 'Brand kit', icon: PaintBrushRegular, capability: 'templates' },
  { to: '/review', label: 'Review', icon: TaskListSquareLtrRegular, capability: 'templates', badge: ReviewCountBadge },
  { to: '/rollouts', label: 'Rollouts & schedules', icon: CalendarClockRegular, capability: 'templates' },
  { to: '/assignment', label: 'Assignment', icon: ArrowSplitRegular, capability: 'rules' },
  { to: '/analytics', label: 'Analytics', icon: DataTrendingRegular, capability: 'analytics' },
  { to: '/monitoring', label: 'Monitoring', icon: PulseRegular, capability: 'monitoring' },
  { to: '/try', label: 'Try it in a compose window', icon: MailEditRegular, capability: 'templates' },
  { to: '/banners', label: 'Banners', icon: MegaphoneRegular, capability: 'banners' },
  { to: '/footers', label: 'Footers', icon: DocumentFooterRegular, capability: 'footers' },
  { to: '/cost', label: 'Cost management', icon: MoneyRegular, capability: 'cost-management' },
  { to: '/billing', label: 'Billing', icon: ReceiptMoneyRegular, capability: 'billing' },
  { to: '/people', label: 'People and access', icon: PeopleRegular, capability: 'users' },
  { to: '/settings', label: 'Settings', icon: SettingsRegular, capability: 'settings' },
  { to: '/fields', label: 'Profile fields', icon: ContactCardRegular, capability: 'settings' },
  { to: '/log', label: 'Change log', icon: HistoryRegular, capability: 'monitoring' },
  { to: '/profile', label: 'My profile', icon: PersonRegular },
  // The partner console for its staff, and for an organisation's Admin the agreement that makes it a partner.
  {
    to: '/partner',
    label: 'Partner console',
    icon: BuildingMultipleRegular,
    shownTo: (me) => !!me.partner || (me.role === 'Admin' && !me.insideClient),
  },
  // Only the organisation's own Admin answers for its partner relationship.
  { to: '/managed', label: 'Managed by a partner', icon: HandshakeRegular, shownTo: (me) => me.role === 'Admin' && !me.insideClient },
];

export const visibleNavItems = (me: Me) =>
  NAV_ITEMS.filter((i) => (!i.capability || me.capabilities.includes(i.capability)) && (!i.shownTo || i.shownTo(me)));
