import {
  Button,
  Field,
  Input,
  makeStyles,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
  tokens,
} from '@fluentui/react-components';
import { BracesVariableRegular } from '@fluentui/react-icons';
import { useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import type { PlaceholderGroups } from '../editor/queries';
import { fieldsMessages } from './fields.messages';
import { BRAND_COLOURS, FONT_STACKS, type BrandKit, type Colour } from '../../../../shared/designs/schema';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '8rem' },
  swatch: {
    width: '44px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    '& .fui-Input, & .fui-Select, & .fui-Dropdown': { minWidth: 0 },
    '& .fui-Input__input': { minWidth: 0, width: '100%' },
  },
});

/** A reason for a field: the service's or the schema's, shown beside it. */
export type Problem = string | undefined;

const stateOf = (problem: Problem) => (problem ? 'error' : 'none');

export function TextField(p: {
  label: string;
  hint?: string;
  value: string;
  problem?: Problem;
  onChange(v: string): void;
  placeholder?: string;
}) {
  return (
    <Field label={p.label} hint={p.hint} validationMessage={p.problem} validationState={stateOf(p.problem)}>
      <Input value={p.value} placeholder={p.placeholder} onChange={(_, d) => p.onChange(d.value)} />
    </Field>
  );
}

/** A text with the person's details in it: typed, or inserted from the known placeholders at the cursor. */
export function PlaceholderTextField(p: {
  label: string;
  hint?: string;
  value: string;
  problem?: Problem;
  groups: PlaceholderGroups;
  onChange(v: string): void;
}) {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const input = useRef<HTMLInputElement>(null);
  const insert = (placeholder: string) => {
    const el = input.current;
    const at = el?.selectionStart ?? p.value.length;
    const end = el?.selectionEnd ?? at;
    const spaced = at > 0 && !/\s$/.test(p.value.slice(0, at)) ? ` ${placeholder}` : placeholder;
    p.onChange(p.value.slice(0, at) + spaced + p.value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + spaced.length, at + spaced.length);
    });
  };
  // Sender placeholders are for shared mailboxes' templates; the designer offers the person's own details.
  const groups = p.groups.map((g) => ({ ...g, placeholders: g.placeholders.filter((x) => !x.placeholder.startsWith('{{sender.')) }));
  return (
    <Field label={p.label} hint={p.hint} validationMessage={p.problem} validationState={stateOf(p.problem)}>
      <div className={styles.row}>
        <Input ref={input} className={styles.grow} value={p.value} onChange={(_, d) => p.onChange(d.value)} />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<BracesVariableRegular />}>{t('insertDetail')}</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {groups
                .filter((g) => g.placeholders.length > 0)
                .map((g) => (
                  <MenuGroup key={g.group}>
                    <MenuGroupHeader>{g.group}</MenuGroupHeader>
                    {g.placeholders.map((x) => (
                      <MenuItem key={x.placeholder} onClick={() => insert(x.placeholder)}>
                        {x.label}
                      </MenuItem>
                    ))}
                  </MenuGroup>
                ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </Field>
  );
}

/** A whole number of pixels; an empty box means "not set" where the field is optional. */
export function NumberField(p: {
  label: string;
  value: number | undefined;
  problem?: Problem;
  min: number;
  max: number;
  optional?: boolean;
  hint?: string;
  onChange(v: number | undefined): void;
}) {
  return (
    <Field label={p.label} hint={p.hint} validationMessage={p.problem} validationState={stateOf(p.problem)}>
      <Input
        type="number"
        min={p.min}
        max={p.max}
        value={p.value === undefined ? '' : String(p.value)}
        onChange={(_, d) => {
          if (d.value === '') return p.optional && p.onChange(undefined);
          const n = Number(d.value);
          if (Number.isFinite(n)) p.onChange(n);
        }}
      />
    </Field>
  );
}

/** A colour: one of the brand kit's (so a rebrand changes it) or a colour of its own. */
export function ColourField(p: {
  label: string;
  value: Colour | undefined;
  kit: BrandKit;
  problem?: Problem;
  /** What "not set" means here ("As the page"), when the colour may be left out. */
  unsetLabel?: string;
  onChange(v: Colour | undefined): void;
}) {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const id = useId();
  const choice = p.value === undefined ? '' : typeof p.value === 'string' ? 'own' : p.value.brand;
  const hex = p.value === undefined ? '#000000' : typeof p.value === 'string' ? p.value : p.kit.colours[p.value.brand];
  return (
    <Field label={p.label} validationMessage={p.problem} validationState={stateOf(p.problem)}>
      <div className={styles.row}>
        <Select
          className={styles.grow}
          value={choice}
          onChange={(_, d) =>
            p.onChange(d.value === '' ? undefined : d.value === 'own' ? hex : { brand: d.value as (typeof BRAND_COLOURS)[number] })
          }
        >
          {p.unsetLabel && <option value="">{p.unsetLabel}</option>}
          {BRAND_COLOURS.map((c) => (
            <option key={c} value={c}>
              {t('brandColour', { colour: c, hex: p.kit.colours[c] })}
            </option>
          ))}
          <option value="own">{t('ownColour')}</option>
        </Select>
        {choice === 'own' && (
          <input
            id={id}
            type="color"
            aria-label={t('ownColourPicker', { label: p.label })}
            className={styles.swatch}
            value={hex}
            onChange={(e) => p.onChange(e.target.value)}
          />
        )}
      </div>
    </Field>
  );
}

/** A font stack every mail client shows; empty where the field may follow the page or brand kit. */
export function FontField(p: {
  label: string;
  value: string | undefined;
  unsetLabel?: string;
  problem?: Problem;
  onChange(v: string | undefined): void;
}) {
  const known = p.value === undefined || (FONT_STACKS as readonly string[]).includes(p.value);
  return (
    <Field label={p.label} validationMessage={p.problem} validationState={stateOf(p.problem)}>
      <Select value={p.value ?? ''} onChange={(_, d) => p.onChange(d.value === '' ? undefined : d.value)}>
        {p.unsetLabel && <option value="">{p.unsetLabel}</option>}
        {!known && <option value={p.value}>{p.value}</option>}
        {FONT_STACKS.map((f) => (
          <option key={f} value={f}>
            {f.split(',')[0].replace(/'/g, '')}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function ChoiceField<T extends string>(p: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  problem?: Problem;
  onChange(v: T): void;
}) {
  return (
    <Field label={p.label} validationMessage={p.problem} validationState={stateOf(p.problem)}>
      <Select value={p.value} onChange={(_, d) => p.onChange(d.value as T)}>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Fields side by side where there is room. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}
