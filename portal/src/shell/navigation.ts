import type { Me } from '../api/queries';
import { PAGES, type NavEntry } from './pages';

interface NavItem extends NavEntry {
  to: string;
}

/** The portal's pages in the navigation, from the page registry. */
const NAV_ITEMS: readonly NavItem[] = PAGES.flatMap((p) => (p.nav ? [{ to: `/${p.path}`, ...p.nav }] : []));

/** The pages the person's navigation shows: those whose capability they hold, and that show to them. */
export const visibleNavItems = (me: Me) =>
  NAV_ITEMS.filter((i) => (!i.capability || me.capabilities.includes(i.capability)) && (!i.shownTo || i.shownTo(me)));
