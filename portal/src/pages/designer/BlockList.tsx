import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactNode } from 'react';

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
  summary: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
    fontWeight: tokens.fontWeightRegular,
  },
});

interface Props {
  label: string;
  items: readonly ListItem[];
  selected: string | null;
  onSelect(id: string): void;
  /** Moves the block with `id` to `index` (dragged there, by mouse or keyboard). */
  onMove(id: string, index: number): void;
  /** Keys pressed on a row (move, duplicate, delete shortcuts). */
  onRowKey(e: KeyboardEvent, id: string): void;
  /** What sits inside a block (a columns block's two lists), shown under its row. */
  inner?(id: string): ReactNode;
}

function Row({
  item,
  position,
  count,
  selected,
  onSelect,
  onRowKey,
  inner,
}: { item: ListItem; position: number; count: number; selected: boolean } & Pick<Props, 'onSelect' | 'onRowKey' | 'inner'>) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const children = inner?.(item.id);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={mergeClasses(styles.item, isDragging && styles.dragging)}
    >
      <div className={mergeClasses(styles.row, selected && styles.selected)} data-testid="designer-block">
        <Button
          appearance="transparent"
          className={styles.handle}
          icon={<ReOrderDotsVerticalRegular />}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${item.kind} ${position} of ${count}`}
        />
        <Button
          appearance="transparent"
          className={styles.pick}
          aria-pressed={selected}
          aria-label={`${item.kind}: ${item.summary || '—'}`}
          onClick={() => onSelect(item.id)}
          onKeyDown={(e) => onRowKey(e, item.id)}
          data-block-id={item.id}
        >
          {/* The visible text reads as the name does ("Text line: {{displayName}}"), which speech input relies on. */}
          <Text weight="semibold" size={200}>
            {`${item.kind}: `}
          </Text>
          <Text size={200} className={styles.summary}>
            {item.summary || '—'}
          </Text>
        </Button>
      </div>
      {children && <div className={styles.nested}>{children}</div>}
    </li>
  );
}

/**
 * The design's blocks in order: pick one to edit it; drag it by its handle with the mouse, or from the keyboard
 * (Space on the handle picks it up, arrows move it, Space drops it, Escape cancels), each step announced.
 */
export function BlockList({ label, items, selected, onSelect, onMove, onRowKey, inner }: Props) {
  const styles = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const where = (id: string | number | undefined) => {
    const i = items.findIndex((b) => b.id === id);
    return i < 0 ? '' : `position ${i + 1} of ${items.length}`;
  };
  const nameOf = (id: string | number) => items.find((b) => b.id === id)?.kind ?? 'Block';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at ${where(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${where(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(active.id)} at ${where(over.id)}.` : `Dropped ${nameOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      String(active.id),
      items.findIndex((b) => b.id === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Press Space to pick the block up, the arrow keys to move it, Space again to drop it, Escape to cancel. Alt with an arrow key on a block moves it too.',
        },
      }}
    >
      <SortableContext items={items.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, i) => (
            <Row
              key={item.id}
              item={item}
              position={i + 1}
              count={items.length}
              selected={item.id === selected}
              onSelect={onSelect}
              onRowKey={onRowKey}
              inner={inner}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
