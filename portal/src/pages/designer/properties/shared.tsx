import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Align, Block, BrandKit, Padding, TextStyle } from '../../../../../shared/designs/schema';
import { useMessages } from '../../../i18n/useMessages';
import type { PlaceholderGroups } from '../../editor/queries';
import { ChoiceField, ColourField, FieldGrid, FontField, NumberField, TextField, type Problem } from '../fields';
import { fieldsMessages } from '../fields.messages';

// What the properties of every kind of block share: their props, a titled group, the text style, the layout, a link.

export const usePropertyStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', padding: 0, margin: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  networks: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** A change of one field: the new block, and the field (changes of one field in a row undo as one step). */
type BlockChange = (next: Block, field: string) => void;

/** The properties of one block, of kind `K` (every kind, for the panel). */
export interface BlockFieldsProps<K extends Block['type'] = Block['type']> {
  block: Extract<Block, { type: K }>;
  kit: BrandKit;
  groups: PlaceholderGroups;
  /** Reasons by field path inside the block (`link`, `style.colour`, `items.1.url`). */
  problems: Record<string, string>;
  onChange: BlockChange;
}

export function Group({ title, children }: { title: string; children: ReactNode }) {
  const styles = usePropertyStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Where a block links to; empty is no link (`label` left out: "Link (optional)"). */
export function LinkField({
  value,
  label,
  problem,
  onChange,
}: {
  value: string | undefined;
  label?: string;
  problem: Problem;
  onChange(v: string | undefined): void;
}) {
  const t = useMessages(fieldsMessages);
  return (
    <TextField
      label={label ?? t('linkOptional')}
      hint={t('linkHint', { example: '{{custom.bookingLink}}' })}
      value={value ?? ''}
      problem={problem}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}

/** How text looks: colour, font, size, bold, italic (each following the page when not set). */
export function StyleFields({
  style,
  kit,
  problems,
  onChange,
}: {
  style: TextStyle;
  kit: BrandKit;
  problems: Record<string, string>;
  onChange(s: TextStyle, field: string): void;
}) {
  const t = useMessages(fieldsMessages);
  return (
    <Group title={t('textStyle')}>
      <FieldGrid>
        <ColourField
          label={t('colour')}
          value={style.colour}
          kit={kit}
          unsetLabel={t('asPage')}
          problem={problems['style.colour']}
          onChange={(colour) => onChange({ ...style, colour }, 'style.colour')}
        />
        <FontField
          label={t('font')}
          value={style.font}
          unsetLabel={t('asPage')}
          problem={problems['style.font']}
          onChange={(font) => onChange({ ...style, font }, 'style.font')}
        />
        <NumberField
          label={t('size')}
          value={style.size}
          min={8}
          max={36}
          optional
          hint={t('emptyAsPage')}
          problem={problems['style.size']}
          onChange={(size) => onChange({ ...style, size }, 'style.size')}
        />
      </FieldGrid>
      <Checkbox label={t('bold')} checked={!!style.bold} onChange={(_, d) => onChange({ ...style, bold: !!d.checked }, 'style.bold')} />
      <Checkbox
        label={t('italic')}
        checked={!!style.italic}
        onChange={(_, d) => onChange({ ...style, italic: !!d.checked }, 'style.italic')}
      />
    </Group>
  );
}

const ALIGN_KEYS = { left: 'alignLeft', center: 'alignCentre', right: 'alignRight' } as const satisfies Record<Align, string>;

/** Where a block sits: its alignment and the space around it. */
export function LayoutFields({ block, problems, onChange }: { block: Block; problems: Record<string, string>; onChange: BlockChange }) {
  const t = useMessages(fieldsMessages);
  const pad: Padding = block.padding ?? { top: 0, right: 0, bottom: 0, left: 0 };
  const setPad = (side: keyof Padding, v: number | undefined) =>
    onChange({ ...block, padding: { ...pad, [side]: v ?? 0 } }, `padding.${side}`);
  return (
    <Group title={t('layout')}>
      <ChoiceField
        label={t('alignment')}
        value={block.align ?? 'left'}
        options={(Object.keys(ALIGN_KEYS) as Align[]).map((value) => ({ value, label: t(ALIGN_KEYS[value]) }))}
        problem={problems.align}
        onChange={(align) => onChange({ ...block, align }, 'align')}
      />
      <FieldGrid>
        {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
          <NumberField
            key={side}
            label={t('space', { side })}
            value={pad[side]}
            min={0}
            max={64}
            problem={problems[`padding.${side}`]}
            onChange={(v) => setPad(side, v)}
          />
        ))}
      </FieldGrid>
    </Group>
  );
}
