import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  tokens,
  type MenuProps,
  type PositioningImperativeRef,
} from '@fluentui/react-components';
import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { TemplateSummary } from '../../api/queries';
import { useStackedRowStyles } from '../../components/stackedRows';
import { when } from '../../format';
import { TemplateBadges } from './TemplateBadges';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { libraryMessages } from './library.messages';

type LibraryKey = keyof (typeof libraryMessages)['messages']['en'];
const ROLE_KEYS: Record<string, LibraryKey> = { new: 'roleNew', reply: 'roleReply' };
/** A cell with nothing to say: no version yet, used for nothing. */
const NONE = '—';

/**
 * A plain table looking as Fluent's medium table does, and stacking its rows on a phone as the portal's lists do
 * (`DataList`). A library holds hundreds of rows, and each of Fluent's table cells and buttons is a component with
 * hooks of its own: plain elements render the same page in a fraction of the time.
 */
const useStyles = makeStyles({
  table: { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', backgroundColor: tokens.colorSubtleBackground },
  row: {
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bodyRow: {
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1Hover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground1Pressed },
  },
  head: {
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
    padding: `0 ${tokens.spacingHorizontalS}`,
    height: '32px',
    verticalAlign: 'middle',
  },
  cell: { padding: `0 ${tokens.spacingHorizontalS}`, height: '44px', verticalAlign: 'middle' },
  name: { fontWeight: tokens.fontWeightSemibold },
  actionsCell: { width: '64px' },
  // Fluent's subtle, icon-only medium button.
  actions: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: '32px',
    height: '32px',
    padding: 0,
    margin: 0,
    verticalAlign: 'middle',
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorSubtleBackground,
    color: tokens.colorNeutralForeground2,
    fontSize: '20px',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2BrandHover },
    ':hover:active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground2BrandPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '0' },
    '@media (forced-colors: active)': { color: 'ButtonText', ':hover': { color: 'Highlight' } },
  },
});

type Classes = ReturnType<typeof useStyles>;

/** The column heads, which also label the cells of a row stacked on a phone. */
const HEADS: readonly LibraryKey[] = ['headName', 'headStatus', 'headUsedFor', 'headVersion', 'headChanged'];
type Stacked = ReturnType<typeof useStackedRowStyles>;

/** Which row's actions are open, and the button they hang from. */
export interface OpenActions {
  template: TemplateSummary;
  button: HTMLButtonElement;
}

interface RowProps {
  template: TemplateSummary;
  scheduled: boolean;
  inRollout: boolean;
  expanded: boolean;
  /** What the template is used for, in words ("New messages", "Out-of-office replies"), or a dash. */
  usedFor: string;
  /** The link of the template's editor (the table routes clicks on it). */
  href: string;
  classes: Classes;
  stacked: Stacked;
  onActions: (open: OpenActions) => void;
}

/**
 * One library row. Rows re-render only when their own template or badges change: a library holds hundreds, and
 * their one actions menu is shared (`TemplateActions`) rather than mounted in every row.
 */
const TemplateRow = memo(function TemplateRow({
  template: t,
  scheduled,
  inRollout,
  expanded,
  usedFor,
  href,
  classes,
  stacked,
  onActions,
}: RowProps) {
  const cell = `${classes.cell} ${stacked.cell}`;
  const words = useMessages(libraryMessages);
  const common = useMessages(commonMessages);
  const heads = HEADS.map((key) => words(key));
  return (
    <tr className={`${classes.row} ${classes.bodyRow} ${stacked.row}`} data-testid="template-row">
      <td className={`${cell} ${classes.name}`} data-label={heads[0]}>
        <a href={href} data-route={`/templates/${encodeURIComponent(t.id)}`}>
          {t.name}
        </a>
      </td>
      <td className={cell} data-label={heads[1]}>
        <TemplateBadges template={t} scheduled={scheduled} inRollout={inRollout} />
      </td>
      <td className={cell} data-label={heads[2]}>
        {usedFor}
      </td>
      <td className={cell} data-label={heads[3]}>
        {t.version > 0 ? t.version : NONE}
      </td>
      <td className={cell} data-label={heads[4]}>
        {words('changedBy', { when: when(t.updatedAt), who: t.updatedBy })}
      </td>
      <td className={`${cell} ${classes.actionsCell}`} data-label={common('actions')}>
        <button
          type="button"
          className={classes.actions}
          aria-label={words('actionsFor', { name: t.name })}
          aria-haspopup="menu"
          aria-expanded={expanded}
          onClick={(e) => onActions({ template: t, button: e.currentTarget })}
        >
          <svg fill="currentColor" aria-hidden="true" width="1em" height="1em" viewBox="0 0 20 20">
            <path d="M6.25 10a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0m5 0a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0M15 11.25a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5" />
          </svg>
        </button>
      </td>
    </tr>
  );
});

interface TableProps {
  /** The table's name for a screen reader. */
  label: string;
  templates: TemplateSummary[];
  /** The out-of-office reply template the service uses (its published one changed last), if any. */
  replyInUse?: string;
  scheduled: Set<string>;
  inRollout: Set<string>;
  /** The template whose actions menu is open. */
  expandedId: string | undefined;
  onActions: (open: OpenActions) => void;
}

/** What a template is used for, in words ("New messages", "Out-of-office replies"), or a dash. */
function usedForWords(t: TemplateSummary, replyInUse: string | undefined, words: Translate<LibraryKey>): string {
  if (t.kind === 'automatic-reply') return t.id === replyInUse ? words('replies') : NONE;
  return t.roles.map((r) => words(ROLE_KEYS[r])).join(', ') || NONE;
}

/** A click the browser would follow in this tab (not a new tab or window, not a download): the router takes it. */
const routedClick = (e: MouseEvent) => e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * The library's table. Its rows' names are plain links, and one handler on the table routes a click on any of them
 * within the portal (as the router's own links do), so no row holds the router's hooks.
 */
export function TemplateTable({ label, templates, replyInUse, scheduled, inRollout, expandedId, onActions }: TableProps) {
  const classes = useStyles();
  const stacked = useStackedRowStyles();
  const navigate = useNavigate();
  const words = useMessages(libraryMessages);
  const common = useMessages(commonMessages);
  const base = useHref('/templates').replace(/\/templates$/, '');
  const onClick = (e: MouseEvent<HTMLTableElement>) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[data-route]');
    if (!link || !routedClick(e)) return;
    e.preventDefault();
    void navigate(link.dataset.route!);
  };
  return (
    <table className={`${classes.table} ${stacked.list}`} aria-label={label} onClick={onClick}>
      <thead className={stacked.head}>
        <tr className={classes.row}>
          {HEADS.map((head) => (
            <th key={head} className={classes.head}>
              {words(head)}
            </th>
          ))}
          <th className={`${classes.head} ${classes.actionsCell}`}>
            <span className="visually-hidden">{common('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className={stacked.body}>
        {templates.map((t) => (
          <TemplateRow
            key={t.id}
            template={t}
            scheduled={scheduled.has(t.id)}
            inRollout={inRollout.has(t.id)}
            expanded={expandedId === t.id}
            usedFor={usedForWords(t, replyInUse, words)}
            href={`${base}/templates/${encodeURIComponent(t.id)}`}
            classes={classes}
            stacked={stacked}
            onActions={onActions}
          />
        ))}
      </tbody>
    </table>
  );
}

export interface TemplateAction {
  label: string;
  run: (t: TemplateSummary) => void;
  /** Left out for templates it does not apply to. */
  when?: (t: TemplateSummary) => boolean;
}

/** The actions menu of the row whose button was pressed, anchored to that button; focus goes back to it on close. */
export function TemplateActions({ open, actions, onClose }: { open: OpenActions | null; actions: TemplateAction[]; onClose: () => void }) {
  const positioning = useRef<PositioningImperativeRef>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    positioning.current?.setTarget(open.button);
    const frame = requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const onOpenChange: MenuProps['onOpenChange'] = (e, data) => {
    if (data.open || !open) return;
    // A press on the row's own button toggles it; the button's click handles that.
    if (data.type === 'clickOutside' && open.button.contains(e.target as Node)) return;
    onClose();
    if (data.type !== 'clickOutside' && data.type !== 'scrollOutside') open.button.focus();
  };
  return (
    <Menu open={open !== null} onOpenChange={onOpenChange} positioning={{ positioningRef: positioning, position: 'below', align: 'end' }}>
      <MenuPopover>
        <MenuList ref={list}>
          {open &&
            actions
              .filter((a) => !a.when || a.when(open.template))
              .map((a) => (
                <MenuItem key={a.label} onClick={() => a.run(open.template)}>
                  {a.label}
                </MenuItem>
              ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
