import { NumberField } from '../fields';
import type { BlockFieldsProps } from './shared';

/** Space between blocks: its height. */
export function SpacerFields({ block, problems, onChange }: BlockFieldsProps<'spacer'>) {
  return (
    <NumberField
      label="Height (px)"
      value={block.height}
      min={4}
      max={64}
      problem={problems.height}
      onChange={(v) => v !== undefined && onChange({ ...block, height: v }, 'height')}
    />
  );
}
