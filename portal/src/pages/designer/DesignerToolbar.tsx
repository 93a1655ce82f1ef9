import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
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
import { useMessages } from '../../i18n/useMessages';
import type { BlockType, Design } from '../../../../shared/designs/schema';
import { kindName, PALETTE, stepTarget } from './blocks';
import { blocksMessages } from './blocks.messages';
import { designerMessages } from './designer.messages';
import type { HistoryHandle } from './useHistory';

const useStyles = makeStyles({ toolbar: { flexWrap: 'wrap', paddingLeft: 0 } });

/** Slots for campaign banners and the compliance footer: signatures only (automatic replies get neither). */
const SIGNATURE_SLOTS = new Set<BlockType>(['banner', 'footer']);

interface Props {
  design: Design;
  reply: boolean;
  history: HistoryHandle<Design>;
  selected: string | null;
  /** The selection is a block (not the whole signature). */
  hasBlock: boolean;
  onAdd(type: BlockType): void;
  onUndo(): void;
  onRedo(): void;
  onStep(id: string, dir: 'up' | 'down'): void;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
  /** Select the whole signature (its page settings). */
  onWhole(): void;
}

/** The designer's steps: add a block from the palette, undo and redo, move, duplicate or delete the selected block. */
export function DesignerToolbar({ design, reply, history, selected, hasBlock, ...on }: Props) {
  const styles = useStyles();
  const t = useMessages(designerMessages);
  const words = useMessages(blocksMessages);
  const palette = reply ? PALETTE.filter((type) => !SIGNATURE_SLOTS.has(type)) : PALETTE;
  return (
    <Toolbar aria-label={t('toolbar')} className={styles.toolbar}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <ToolbarButton appearance="primary" icon={<AddRegular />}>
            {t('addBlock')}
          </ToolbarButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {palette.map((type) => (
              <MenuItem
                key={type}
                onClick={() => on.onAdd(type)}
                disabled={SIGNATURE_SLOTS.has(type) && design.blocks.some((b) => b.type === type)}
              >
                {kindName(words, type)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <ToolbarDivider />
      <ToolbarButton icon={<ArrowUndoRegular />} onClick={on.onUndo} disabled={!history.canUndo} aria-keyshortcuts="Control+Z">
        {t('undo')}
      </ToolbarButton>
      <ToolbarButton icon={<ArrowRedoRegular />} onClick={on.onRedo} disabled={!history.canRedo} aria-keyshortcuts="Control+Shift+Z">
        {t('redo')}
      </ToolbarButton>
      <ToolbarDivider />
      <ToolbarButton
        icon={<ArrowUpRegular />}
        onClick={() => selected && on.onStep(selected, 'up')}
        disabled={!selected || !stepTarget(design, selected, 'up')}
        aria-keyshortcuts="Alt+ArrowUp"
      >
        {t('moveUp')}
      </ToolbarButton>
      <ToolbarButton
        icon={<ArrowDownRegular />}
        onClick={() => selected && on.onStep(selected, 'down')}
        disabled={!selected || !stepTarget(design, selected, 'down')}
        aria-keyshortcuts="Alt+ArrowDown"
      >
        {t('moveDown')}
      </ToolbarButton>
      <ToolbarButton
        icon={<CopyRegular />}
        onClick={() => selected && on.onDuplicate(selected)}
        disabled={!hasBlock}
        aria-keyshortcuts="Control+D"
      >
        {t('duplicate')}
      </ToolbarButton>
      <ToolbarButton
        icon={<DeleteRegular />}
        onClick={() => selected && on.onRemove(selected)}
        disabled={!hasBlock}
        aria-keyshortcuts="Delete"
      >
        {t('delete')}
      </ToolbarButton>
      <ToolbarDivider />
      <ToolbarButton icon={<DocumentSettingsRegular />} onClick={on.onWhole} aria-pressed={!hasBlock}>
        {t('whole', { reply: reply ? 'yes' : 'no' })}
      </ToolbarButton>
    </Toolbar>
  );
}
