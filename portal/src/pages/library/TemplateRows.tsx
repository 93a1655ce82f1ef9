import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  TableCell,
  TableRow,
  tokens,
  type MenuProps,
  type PositioningImperativeRef,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { memo, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TemplateSummary } from '../../api/queries';
import { TemplateBadges } from './TemplateBadges';

export const ROLE_WORDS: Record<string, string> = { new: 'New messages', reply: 'Replies and forwards' };

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  actionsCell: { width: '64px' },
});

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
  onActions: (open: OpenActions) => void;
}

/**
 * One library row. Rows re-render only when their own template or badges change: a library holds hundreds, and
 * their one actions menu is shared (`TemplateActions`) rather than mounted in every row.
 */
export const TemplateRow = memo(function TemplateRow({ template: t, scheduled, inRollout, expanded, onActions }: RowProps) {
  const styles = useStyles();
  return (
    <TableRow data-testid="template-row">
      <TableCell className={styles.name}>
        <RouterLink to={`/templates/${encodeURIComponent(t.id)}`}>{t.name}</RouterLink>
      </TableCell>
      <TableCell>
        <TemplateBadges template={t} scheduled={scheduled} inRollout={inRollout} />
      </TableCell>
      <TableCell>{t.roles.map((r) => ROLE_WORDS[r]).join(', ') || '—'}</TableCell>
      <TableCell>{t.version > 0 ? t.version : '—'}</TableCell>
      <TableCell>
        {new Date(t.updatedAt).toLocaleString()} by {t.updatedBy}
      </TableCell>
      <TableCell className={styles.actionsCell}>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={`Actions for ${t.name}`}
          aria-haspopup="menu"
          aria-expanded={expanded}
          onClick={(e) => onActions({ template: t, button: e.currentTarget })}
        />
      </TableCell>
    </TableRow>
  );
});

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
