import type { Me } from '../../api/queries';
import { CONSOLE_PARTS } from '../../shell/pages';

/** The partner console's parts the person's partner role may use (the page registry lists them). */
export const visibleParts = (me: Me) => CONSOLE_PARTS.filter((p) => !p.operation || !!me.partner?.operations.includes(p.operation));
