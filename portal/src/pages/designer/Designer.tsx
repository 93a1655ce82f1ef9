import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowRedoRegular,
  ArrowUndoRegular,
  ArrowUpRegular,
  CopyRegular,
  DeleteRegular,
  DocumentSettingsRegular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { usePlaceholderFields } from '../editor/queries';
import { Design, type Block, type BlockType, type BrandKit } from '../../../../shared/designs/schema';
import { BlockDnd, BlockList, columnList, TOP_LIST, type ListItem } from './BlockList';
import {
  BLOCK_KINDS,
  describePlace,
  duplicateBlock,
  findBlock,
  insertBlock,
  moveBlockTo,
  movedSentence,
  newBlock,
  newId,
  PALETTE,
  placeOf,
  removeBlock,
  sideTarget,
  stepTarget,
  summary,
  updateBlock,
  type Target,
} from './blocks';
import { DesignPreview } from './DesignPreview';
import { DesignerFindings } from './DesignerFindings';
import type { Mailbox } from './MailboxPicker';
import { PageSettingsPanel } from './properties/PageSettingsPanel';
import { PropertiesPanel } from './properties/PropertiesPanel';
import type { HistoryHandle } from './useHistory';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { flexWrap: 'wrap', paddingLeft: 0 },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr) minmax(0, 1.1fr)',
    alignItems: 'start',
    '@media (max-width: 1400px)': { gridTemplateColumns: 'minmax(13rem, 16rem) minmax(0, 1fr)' },
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  preview: { '@media (max-width: 1400px)': { gridColumn: '1 / -1' } },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  columnLabel: { color: tokens.colorNeutralForeground2 },
  live: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const listItem = (b: Block): ListItem => ({ id: b.id, kind: BLOCK_KINDS[b.type].name, summary: summary(b) });

/** Whether the design passes its schema, and the reasons by field path (`blocks.2.link`), for beside the fields. */
function checkDesign(design: Design): { valid: boolean; problems: Record<string, string> } {
  const parsed = Design.safeParse(design);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) problems[i.path.join('.')] ??= i.message;
  return { valid: parsed.success, problems };
}

/** The schema's reasons with the service's reasons joined. */
function problemsOf(own: Record<string, string>, server: Record<string, string>): Record<string, string> {
  const found = { ...own };
  for (const [path, reason] of Object.entries(server)) found[path] ??= reason;
  return found;
}

/** The path of a block in the design (`blocks.2`, `blocks.1.left.0`). */
function pathOf(design: Design, id: string): string | null {
  const place = placeOf(design, id);
  if (!place) return null;
  if (!place.parent) return `blocks.${place.index}`;
  return `blocks.${design.blocks.findIndex((b) => b.id === place.parent)}.${place.side}.${place.index}`;
}

/** The reasons under one prefix, with the prefix taken off. */
function under(problems: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems)
      .filter(([p]) => p.startsWith(`${prefix}.`))
      .map(([p, r]) => [p.slice(prefix.length + 1), r]),
  );
}

export interface DesignerProps {
  /** The design edited (one language's), with its own undo and redo. */
  history: HistoryHandle<Design>;
  /** The block selected (null: the whole signature); one the design lacks selects its first block. */
  selected: string | null;
  onSelect(id: string | null): void;
  kit: BrandKit;
  me: Mailbox;
  /** The service's reasons by field inside the design (`blocks.2.link`) from the last save. */
  serverProblems: Record<string, string>;
}

/**
 * The visual designer: blocks in a list (added from the palette, moved by dragging or the keyboard, duplicated,
 * deleted, every step undoable), the selected block's properties, and a live preview as a real mailbox gets it.
 */
export default function Designer({ history, selected: asked, onSelect: setSelected, kit, me, serverProblems }: DesignerProps) {
  const styles = useStyles();
  const design = history.value;
  const fields = usePlaceholderFields();
  const selected = asked === null || findBlock(design, asked) ? asked : (design.blocks[0]?.id ?? null);
  const [said, setSaid] = useState('');
  const focusAfter = useRef<string | null>(null);
  // One schema check an edit, not two: it is most of the work an edit costs before the preview.
  const checked = useMemo(() => checkDesign(design), [design]);
  const problems = useMemo(() => problemsOf(checked.problems, serverProblems), [checked, serverProblems]);

  // After a move, duplicate or delete from the keyboard, the focus follows the block it was on.
  useEffect(() => {
    if (!focusAfter.current) return;
    document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(focusAfter.current)}"]`)?.focus();
    focusAfter.current = null;
  });

  const block = findBlock(design, selected);
  const nameOf = (id: string) => {
    const b = findBlock(design, id);
    return b ? BLOCK_KINDS[b.type].name : 'Block';
  };
  const say = (words: string) => setSaid((prev) => (prev === words ? `${words} ` : words));

  const add = (type: BlockType) => {
    const b = newBlock(type, newId(design, type));
    const next = insertBlock(design, b, selected);
    history.change(next);
    setSelected(b.id);
    focusAfter.current = b.id;
    const place = placeOf(next, b.id);
    say(`${BLOCK_KINDS[type].name} added at position ${(place?.index ?? 0) + 1} of ${place?.length ?? 1}.`);
  };
  /** Moves a block to a place (its own list, a column, out of one), or says why it cannot go there. */
  const moveTo = (id: string, target: Target | null, none = '') => {
    const from = placeOf(design, id);
    if (!from) return;
    if (!target) {
      if (none) say(none);
      return;
    }
    const outcome = moveBlockTo(design, id, target);
    if (!outcome.moved) {
      if (outcome.reason) say(outcome.reason);
      return;
    }
    history.change(outcome.design);
    focusAfter.current = id;
    say(movedSentence(nameOf(id), from, outcome.place));
  };
  const step = (id: string, dir: 'up' | 'down') => moveTo(id, stepTarget(design, id, dir));
  const duplicate = (id: string) => {
    const b = findBlock(design, id);
    if (!b || b.type === 'banner' || b.type === 'footer') {
      say('There is only one banner slot and one footer slot.');
      return;
    }
    const done = duplicateBlock(design, id);
    if (!done) return;
    history.change(done.design);
    setSelected(done.copy);
    focusAfter.current = done.copy;
    say(`${nameOf(id)} duplicated.`);
  };
  const remove = (id: string) => {
    const place = placeOf(design, id);
    if (!place) return;
    const next = removeBlock(design, id);
    history.change(next);
    const siblings = place.parent ? (findBlock(next, place.parent) as Extract<Block, { type: 'columns' }>)[place.side!] : next.blocks;
    const neighbour = siblings[Math.min(place.index, siblings.length - 1)]?.id ?? place.parent ?? null;
    setSelected(neighbour);
    focusAfter.current = neighbour;
    say(`${nameOf(id)} deleted. Undo with Control Z.`);
  };
  const undo = () => {
    if (!history.canUndo) return;
    history.undo();
    say('Undone.');
  };
  const redo = () => {
    if (!history.canRedo) return;
    history.redo();
    say('Redone.');
  };

  const onRowKey = (e: KeyboardEvent, id: string) => {
    const place = placeOf(design, id);
    if (!place) return;
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      step(id, e.key === 'ArrowUp' ? 'up' : 'down');
    } else if (e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      e.preventDefault();
      const side = e.key === 'ArrowLeft' ? 'left' : 'right';
      moveTo(
        id,
        sideTarget(design, id, side),
        place.parent
          ? `${nameOf(id)} is in the ${side} column already.`
          : 'Alt with the left or right arrow moves a block between two columns.',
      );
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'd') {
      e.preventDefault();
      duplicate(id);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      remove(id);
    }
  };
  const onRootKey = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if ((key === 'z' && e.shiftKey) || key === 'y') {
      e.preventDefault();
      redo();
    }
  };
  const changeBlock = (next: Block, field: string) => history.change(updateBlock(design, next.id, next), `${next.id}:${field}`);

  // The block lists get handlers that stay the same from one edit to the next (their rows are then not drawn again).
  const latest = useRef({ onRowKey, moveTo });
  latest.current = { onRowKey, moveTo };
  const rowKey = useCallback((e: KeyboardEvent, id: string) => latest.current.onRowKey(e, id), []);
  const drop = useCallback((id: string, target: Target) => latest.current.moveTo(id, target), []);
  /** Where a block would be at `target`, in words, as the drag announcements say it. */
  const whereAt = (id: string, target: Target) => {
    const from = placeOf(design, id);
    const list = target.parent ? (findBlock(design, target.parent) as Extract<Block, { type: 'columns' }>)[target.side!] : design.blocks;
    const same = from?.parent === target.parent && from?.side === target.side;
    const length = list.length + (same ? 0 : 1);
    return describePlace({ ...target, index: Math.min(target.index, length - 1), length });
  };
  const whereNow = (id: string) => {
    const at = placeOf(design, id);
    return at ? describePlace(at) : '';
  };

  const blockPath = selected ? pathOf(design, selected) : null;
  const columnsInner = (id: string) => {
    const b = findBlock(design, id);
    if (b?.type !== 'columns') return null;
    return (['left', 'right'] as const).map((side) => (
      <div key={side}>
        <Text size={200} className={styles.columnLabel}>
          {side === 'left' ? 'Left column' : 'Right column'}
        </Text>
        <BlockList
          id={columnList(b.id, side)}
          label={`${side === 'left' ? 'Left' : 'Right'} column of ${BLOCK_KINDS.columns.name}`}
          items={b[side].map(listItem)}
          selected={selected}
          onSelect={setSelected}
          onRowKey={rowKey}
          emptyText="Empty: drag a block here, or move one in with Alt and the arrow keys."
        />
      </div>
    ));
  };

  return (
    <div className={styles.root} onKeyDown={onRootKey} data-testid="designer">
      <Toolbar aria-label="Design" className={styles.toolbar}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <ToolbarButton appearance="primary" icon={<AddRegular />}>
              Add block
            </ToolbarButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {PALETTE.map((type) => (
                <MenuItem
                  key={type}
                  onClick={() => add(type)}
                  disabled={(type === 'banner' || type === 'footer') && design.blocks.some((b) => b.type === type)}
                >
                  {BLOCK_KINDS[type].name}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <ToolbarDivider />
        <ToolbarButton icon={<ArrowUndoRegular />} onClick={undo} disabled={!history.canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </ToolbarButton>
        <ToolbarButton icon={<ArrowRedoRegular />} onClick={redo} disabled={!history.canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </ToolbarButton>
        <ToolbarDivider />
        <ToolbarButton
          icon={<ArrowUpRegular />}
          onClick={() => selected && step(selected, 'up')}
          disabled={!selected || !stepTarget(design, selected, 'up')}
          aria-keyshortcuts="Alt+ArrowUp"
        >
          Move up
        </ToolbarButton>
        <ToolbarButton
          icon={<ArrowDownRegular />}
          onClick={() => selected && step(selected, 'down')}
          disabled={!selected || !stepTarget(design, selected, 'down')}
          aria-keyshortcuts="Alt+ArrowDown"
        >
          Move down
        </ToolbarButton>
        <ToolbarButton
          icon={<CopyRegular />}
          onClick={() => selected && duplicate(selected)}
          disabled={!block}
          aria-keyshortcuts="Control+D"
        >
          Duplicate
        </ToolbarButton>
        <ToolbarButton icon={<DeleteRegular />} onClick={() => selected && remove(selected)} disabled={!block} aria-keyshortcuts="Delete">
          Delete
        </ToolbarButton>
        <ToolbarDivider />
        <ToolbarButton icon={<DocumentSettingsRegular />} onClick={() => setSelected(null)} aria-pressed={!block}>
          Whole signature
        </ToolbarButton>
      </Toolbar>
      <div aria-live="polite" className={styles.live} data-testid="designer-announcer">
        {said}
      </div>
      <div className={styles.layout}>
        <div className={styles.side}>
          <Text weight="semibold" id="blocks-heading" as="h2" size={400}>
            Blocks
          </Text>
          <BlockDnd nameOf={nameOf} where={whereAt} whereNow={whereNow} onDrop={drop}>
            <BlockList
              id={TOP_LIST}
              label="Blocks of the signature"
              items={design.blocks.map(listItem)}
              selected={selected}
              onSelect={setSelected}
              onRowKey={rowKey}
              inner={columnsInner}
            />
          </BlockDnd>
          {problems.blocks && <Text role="alert">{`Blocks: ${problems.blocks}`}</Text>}
          <DesignerFindings design={design} kit={kit} selected={selected} onSelect={setSelected} onChangeBlock={changeBlock} />
        </div>
        <div className={styles.side}>
          {block && blockPath ? (
            <PropertiesPanel
              key={block.id}
              block={block}
              kit={kit}
              groups={fields.data?.groups ?? []}
              problems={under(problems, blockPath)}
              onChange={changeBlock}
            />
          ) : (
            <PageSettingsPanel
              page={design.page}
              kit={kit}
              problems={under(problems, 'page')}
              onChange={(page, field) => history.change({ ...design, page }, `page:${field}`)}
            />
          )}
        </div>
        <div className={styles.preview}>
          <DesignPreview design={design} kit={kit} me={me} />
        </div>
      </div>
    </div>
  );
}
