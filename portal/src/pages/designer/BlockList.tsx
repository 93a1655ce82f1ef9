import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useReducedMotion } from '../../components/useReducedMotion';
import { useMessages } from '../../i18n/useMessages';
import type { Target } from './blocks';
import { blocksMessages } from './blocks.messages';

export interface ListItem {
  id: string;
  /** What the block is ("Text line"). */
  kind: string;
  /** What it shows ("{{displayName}}"), short. */
  summary: string;
}

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  nested: { paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  selected: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none', flexShrink: 0 },
  empty: {
    ...shorthands.border('1px', 'dashed', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1) },
  /** The row a dragged block is over (in another list the rows do not shift aside, so this shows where it goes). */
  target: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '1px' },
  pick: {
    flexGrow: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    textAlign: 'left',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  // Wrapped (a long line of a reply stays whole to read), at most two lines of it.
  summary: {
    color: tokens.colorNeutralForeground2,
    maxWidth: '100%',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    fontWeight: tokens.fontWeightRegular,
  },
  kind: { overflowWrap: 'anywhere' },
});

/** What a row shows for a block that shows nothing of its own (a dash, in every language). */
const NOTHING = '—';

/** The list a block sits in, as dnd-kit names it: the top level, or one side of a columns block. */
export const TOP_LIST = 'top';
export const columnList = (parent: string, side: 'left' | 'right') => `${parent}:${side}`;
function listPlace(list: string): Pick<Target, 'parent' | 'side'> {
  if (list === TOP_LIST) return { parent: null, side: null };
  const [parent, side] = list.split(':');
  return { parent, side: side === 'right' ? 'right' : 'left' };
}

interface SortableData {
  sortable?: { containerId: string | number; index: number };
  /** Set on an empty column's own drop area. */
  list?: string;
}

/**
 * Where a drop puts the dragged block: over a block of its own list, that block's place (the list shifts as it is
 * dragged, so it lands where it shows); over a block of another list, before or after that block, whichever half it
 * is over; over an empty column, into it.
 */
function dropTarget(active: Active, over: Over): Target | null {
  const to = over.data.current as SortableData | undefined;
  const from = active.data.current as SortableData | undefined;
  if (to?.list) return { ...listPlace(to.list), index: 0 };
  if (!to?.sortable) return null;
  const list = String(to.sortable.containerId);
  let index = to.sortable.index;
  if (String(from?.sortable?.containerId) !== list) {
    const a = active.rect.current.translated;
    if (a && a.top + a.height / 2 > over.rect.top + over.rect.height / 2) index += 1;
  }
  return { ...listPlace(list), index };
}

/** The blocks, and the drop areas of empty columns only (a column with blocks is dropped into on its blocks). */
const collide: CollisionDetection = (args) =>
  closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => !c.disabled) });

interface DndProps {
  children: ReactNode;
  /** What the block is called ("Photo"). */
  nameOf(id: string): string;
  /** Where a drop there would put the block, in words ("the right column, position 1 of 3"). */
  where(id: string, target: Target): string;
  /** Where the block is now, in words. */
  whereNow(id: string): string;
  onDrop(id: string, target: Target): void;
}

/**
 * Dragging blocks by their handles, with the mouse or from the keyboard (Space on the handle picks a block up, the
 * arrows move it, across the columns too, Space drops it, Escape cancels), each step announced. One context for
 * every list, so a block goes into a column, out of one and from one column to the other.
 */
export function BlockDnd({ children, nameOf, where, whereNow, onDrop }: DndProps) {
  const t = useMessages(blocksMessages);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (active: Active, over: Over | null) => {
    const target = over && dropTarget(active, over);
    return target ? where(String(active.id), target) : null;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pickedUp', { name: nameOf(String(active.id)), place: whereNow(String(active.id)) }),
    onDragOver: ({ active, over }) => {
      // Over itself (as every drag starts): "Picked up" has said where it is.
      if (over?.id === active.id) return undefined;
      const there = at(active, over);
      return there ? t('over', { name: nameOf(String(active.id)), place: there }) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const there = at(active, over);
      const name = nameOf(String(active.id));
      return there ? t('dropped', { name, place: there }) : t('droppedBack', { name });
    },
    onDragCancel: ({ active }) => t('cancelled', { name: nameOf(String(active.id)), place: whereNow(String(active.id)) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    const target = over && dropTarget(active, over);
    if (target) onDrop(String(active.id), target);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dragHelp') },
      }}
    >
      {children}
    </DndContext>
  );
}

interface Props {
  /** The list's name for dnd-kit: TOP_LIST or columnList(...). */
  id: string;
  label: string;
  items: readonly ListItem[];
  selected: string | null;
  onSelect(id: string): void;
  /** Keys pressed on a row (move, duplicate, delete shortcuts). */
  onRowKey(e: KeyboardEvent, id: string): void;
  /** What sits inside a block (a columns block's two lists), shown under its row. */
  inner?(id: string): ReactNode;
  /** Said in an empty list. */
  emptyText?: string;
}

type RowProps = {
  id: string;
  kind: string;
  summary: string;
  position: number;
  count: number;
  selected: boolean;
  nested: ReactNode;
} & Pick<Props, 'onSelect' | 'onRowKey'>;

/** One block's row; unchanged rows are not drawn again on an edit (a long design stays quick to edit). */
const Row = memo(function Row({ id, kind, summary, position, count, selected, nested, onSelect, onRowKey }: RowProps) {
  const styles = useStyles();
  const t = useMessages(blocksMessages);
  const reducedMotion = useReducedMotion();
  // Read as the row shows it ("Text line: {{displayName}}"), which speech input relies on.
  const rowName = `${t('rowKind', { kind })}${summary || NOTHING}`;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isOver } = useSortable({
    id,
    transition: reducedMotion ? null : undefined,
  });
  return (
    <li
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={mergeClasses(styles.item, isDragging && styles.dragging)}
    >
      {/* The row alone is what drops aim at: a columns block's own blocks are targets of their own. */}
      <div
        ref={setNodeRef}
        className={mergeClasses(styles.row, selected && styles.selected, isOver && !isDragging && styles.target)}
        data-testid="designer-block"
      >
        <Button
          appearance="transparent"
          className={styles.handle}
          icon={<ReOrderDotsVerticalRegular />}
          {...attributes}
          {...listeners}
          aria-label={t('drag', { kind, at: position, count })}
        />
        <Button
          appearance="transparent"
          className={styles.pick}
          aria-pressed={selected}
          aria-label={rowName}
          onClick={() => onSelect(id)}
          onKeyDown={(e) => onRowKey(e, id)}
          data-block-id={id}
        >
          {/* The visible text reads as the name does ("Text line: {{displayName}}"), which speech input relies on. */}
          <Text weight="semibold" size={200} className={styles.kind}>
            {t('rowKind', { kind })}
          </Text>
          <Text size={200} className={styles.summary}>
            {summary || NOTHING}
          </Text>
        </Button>
      </div>
      {nested && <div className={styles.nested}>{nested}</div>}
    </li>
  );
});

/** One list of blocks (the top level or a column): pick one to edit it, drag it by its handle. */
export function BlockList({ id, label, items, selected, onSelect, onRowKey, inner, emptyText }: Props) {
  const styles = useStyles();
  const key = items.map((b) => b.id).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids, by value: a new array of the same ids is the same list
  const ids = useMemo(() => items.map((b) => b.id), [key]);
  const drop = useDroppable({ id, data: { list: id }, disabled: items.length > 0 });
  return (
    <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
      {items.length === 0 && emptyText ? (
        <div ref={drop.setNodeRef} className={mergeClasses(styles.empty, drop.isOver && styles.over)}>
          <Text size={200}>{emptyText}</Text>
        </div>
      ) : (
        <ol className={styles.list} aria-label={label}>
          {items.map((item, i) => (
            <Row
              key={item.id}
              id={item.id}
              kind={item.kind}
              summary={item.summary}
              position={i + 1}
              count={items.length}
              selected={item.id === selected}
              nested={inner?.(item.id) ?? null}
              onSelect={onSelect}
              onRowKey={onRowKey}
            />
          ))}
        </ol>
      )}
    </SortableContext>
  );
}
