import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { usePlaceholderFields } from '../editor/queries';
import { type Block, type Design, type BlockType, type BrandKit } from '../../../../shared/designs/schema';
import { BlockDnd, BlockList, columnList, TOP_LIST, type ListItem } from './BlockList';
import {
  describePlace,
  duplicateBlock,
  findBlock,
  insertBlock,
  moveBlockTo,
  movedSentence,
  newBlock,
  newId,
  kindName,
  placeOf,
  removeBlock,
  sideTarget,
  stepTarget,
  summary,
  updateBlock,
  type Target,
} from './blocks';
import { blocksMessages } from './blocks.messages';
import { designerMessages } from './designer.messages';
import { DesignerToolbar } from './DesignerToolbar';
import { DesignPreview } from './DesignPreview';
import { DesignerFindings } from './DesignerFindings';
import { checkDesign, pathOf, problemsOf, under } from './problems';
import type { Mailbox } from './MailboxPicker';
import { PageSettingsPanel } from './properties/PageSettingsPanel';
import { PropertiesPanel } from './properties/PropertiesPanel';
import type { HistoryHandle } from './useHistory';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
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
  /** The template is an out-of-office reply: its blocks may be in one reply only, and the preview shows both. */
  reply?: boolean;
}

/**
 * The visual designer: blocks in a list (added from the palette, moved by dragging or the keyboard, duplicated,
 * deleted, every step undoable), the selected block's properties, and a live preview as a real mailbox gets it.
 */
export default function Designer({
  history,
  selected: asked,
  onSelect: setSelected,
  kit,
  me,
  serverProblems,
  reply = false,
}: DesignerProps) {
  const styles = useStyles();
  const t = useMessages(designerMessages);
  const words = useMessages(blocksMessages);
  const design = history.value;
  const fields = usePlaceholderFields();
  // A reply offers the absence's placeholders first; a signature offers them last (they are empty in signatures).
  const groups = useMemo(() => {
    const all = fields.data?.groups ?? [];
    const absence = (g: (typeof all)[number]) => g.placeholders.some((p) => p.placeholder.startsWith('{{ooo.'));
    return reply ? [...all.filter(absence), ...all.filter((g) => !absence(g))] : all;
  }, [fields.data, reply]);
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
    return b ? kindName(words, b.type) : t('block');
  };
  const say = (words: string) => setSaid((prev) => (prev === words ? `${words} ` : words));

  const add = (type: BlockType) => {
    const b = newBlock(type, newId(design, type));
    const next = insertBlock(design, b, selected);
    history.change(next);
    setSelected(b.id);
    focusAfter.current = b.id;
    const place = placeOf(next, b.id);
    say(t('added', { name: kindName(words, type), at: (place?.index ?? 0) + 1, count: place?.length ?? 1 }));
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
      if (outcome.reason) say(words(outcome.reason));
      return;
    }
    history.change(outcome.design);
    focusAfter.current = id;
    say(movedSentence(nameOf(id), from, outcome.place, words));
  };
  const step = (id: string, dir: 'up' | 'down') => moveTo(id, stepTarget(design, id, dir));
  const duplicate = (id: string) => {
    const b = findBlock(design, id);
    if (!b || b.type === 'banner' || b.type === 'footer') {
      say(t('oneSlot'));
      return;
    }
    const done = duplicateBlock(design, id);
    if (!done) return;
    history.change(done.design);
    setSelected(done.copy);
    focusAfter.current = done.copy;
    say(t('duplicated', { name: nameOf(id) }));
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
    say(t('deleted', { name: nameOf(id) }));
  };
  const undo = () => {
    if (!history.canUndo) return;
    history.undo();
    say(t('undone'));
  };
  const redo = () => {
    if (!history.canRedo) return;
    history.redo();
    say(t('redone'));
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
      moveTo(id, sideTarget(design, id, side), place.parent ? t('inColumnAlready', { name: nameOf(id), side }) : t('sideHelp'));
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
    return describePlace({ ...target, index: Math.min(target.index, length - 1), length }, words);
  };
  const whereNow = (id: string) => {
    const at = placeOf(design, id);
    return at ? describePlace(at, words) : '';
  };

  /** A block's row in the list: its kind, and what it shows (in a reply, which reply it is in when only one). */
  const listItem = (b: Block): ListItem => ({
    id: b.id,
    kind: kindName(words, b.type),
    summary: b.audience ? t('onlyIn', { audience: b.audience, summary: summary(b, words) }) : summary(b, words),
  });
  const blockPath = selected ? pathOf(design, selected) : null;
  const columnsInner = (id: string) => {
    const b = findBlock(design, id);
    if (b?.type !== 'columns') return null;
    return (['left', 'right'] as const).map((side) => (
      <div key={side}>
        <Text size={200} className={styles.columnLabel}>
          {t('column', { side })}
        </Text>
        <BlockList
          id={columnList(b.id, side)}
          label={t('columnOf', { side, name: kindName(words, 'columns') })}
          items={b[side].map(listItem)}
          selected={selected}
          onSelect={setSelected}
          onRowKey={rowKey}
          emptyText={t('emptyColumn')}
        />
      </div>
    ));
  };

  return (
    <div className={styles.root} onKeyDown={onRootKey} data-testid="designer">
      <DesignerToolbar
        design={design}
        reply={reply}
        history={history}
        selected={selected}
        hasBlock={!!block}
        onAdd={add}
        onUndo={undo}
        onRedo={redo}
        onStep={step}
        onDuplicate={duplicate}
        onRemove={remove}
        onWhole={() => setSelected(null)}
      />
      <div aria-live="polite" className={styles.live} data-testid="designer-announcer">
        {said}
      </div>
      <div className={styles.layout}>
        <div className={styles.side}>
          <Text weight="semibold" id="blocks-heading" as="h2" size={400}>
            {t('blocks')}
          </Text>
          <BlockDnd nameOf={nameOf} where={whereAt} whereNow={whereNow} onDrop={drop}>
            <BlockList
              id={TOP_LIST}
              label={t('blocksOf', { reply: reply ? 'yes' : 'no' })}
              items={design.blocks.map(listItem)}
              selected={selected}
              onSelect={setSelected}
              onRowKey={rowKey}
              inner={columnsInner}
            />
          </BlockDnd>
          {problems.blocks && <Text role="alert">{t('blocksProblem', { reason: problems.blocks })}</Text>}
          <DesignerFindings design={design} kit={kit} selected={selected} onSelect={setSelected} onChangeBlock={changeBlock} />
        </div>
        <div className={styles.side}>
          {block && blockPath ? (
            <PropertiesPanel
              key={block.id}
              block={block}
              kit={kit}
              groups={groups}
              reply={reply}
              problems={under(problems, blockPath)}
              onChange={changeBlock}
            />
          ) : (
            <PageSettingsPanel
              page={design.page}
              kit={kit}
              problems={under(problems, 'page')}
              reply={reply}
              onChange={(page, field) => history.change({ ...design, page }, `page:${field}`)}
            />
          )}
        </div>
        <div className={styles.preview}>
          <DesignPreview design={design} kit={kit} me={me} reply={reply} />
        </div>
      </div>
    </div>
  );
}
