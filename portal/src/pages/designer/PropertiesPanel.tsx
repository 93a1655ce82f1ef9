import { Checkbox, makeStyles, Subtitle2, Switch, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { PlaceholderGroups } from '../../api/queries';
import {
  SOCIAL_NETWORKS,
  type Align,
  type Block,
  type BrandKit,
  type IconColour,
  type PageSettings,
  type Padding,
  type SocialItem,
  type TextStyle,
} from '../../../../shared/designs/schema';
import { NETWORK_LABELS } from '../../../../shared/designs/render';
import { AssetField } from './AssetField';
import { BLOCK_KINDS } from './blocks';
import { ChoiceField, ColourField, FieldGrid, FontField, NumberField, PlaceholderTextField, TextField, type Problem } from './fields';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', padding: 0, margin: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  networks: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** A change of one field: the new block, and the field (changes of one field in a row undo as one step). */
export type BlockChange = (next: Block, field: string) => void;

interface Props {
  block: Block;
  kit: BrandKit;
  groups: PlaceholderGroups;
  /** Reasons by field path inside the block (`link`, `style.colour`, `items.1.url`). */
  problems: Record<string, string>;
  onChange: BlockChange;
}

const ALIGN_OPTIONS: readonly { value: Align; label: string }[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];
const ICON_COLOUR_OPTIONS: readonly { value: IconColour | ''; label: string }[] = [
  { value: '', label: 'As the brand kit' },
  { value: 'network', label: 'Each network’s own colour' },
  { value: 'dark', label: 'Dark' },
  { value: 'grey', label: 'Grey' },
  { value: 'white', label: 'White (for dark backgrounds)' },
];
const LINK_HINT = 'A web address (https://…), mailto: or tel:, or a detail holding a link such as {{custom.bookingLink}}.';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** How text looks: colour, font, size, bold, italic (each following the page when not set). */
function StyleFields({
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
  return (
    <Group title="Text style">
      <FieldGrid>
        <ColourField
          label="Colour"
          value={style.colour}
          kit={kit}
          unsetLabel="As the page"
          problem={problems['style.colour']}
          onChange={(colour) => onChange({ ...style, colour }, 'style.colour')}
        />
        <FontField
          label="Font"
          value={style.font}
          unsetLabel="As the page"
          problem={problems['style.font']}
          onChange={(font) => onChange({ ...style, font }, 'style.font')}
        />
        <NumberField
          label="Size (px)"
          value={style.size}
          min={8}
          max={36}
          optional
          hint="Empty: as the page"
          problem={problems['style.size']}
          onChange={(size) => onChange({ ...style, size }, 'style.size')}
        />
      </FieldGrid>
      <Checkbox label="Bold" checked={!!style.bold} onChange={(_, d) => onChange({ ...style, bold: !!d.checked }, 'style.bold')} />
      <Checkbox label="Italic" checked={!!style.italic} onChange={(_, d) => onChange({ ...style, italic: !!d.checked }, 'style.italic')} />
    </Group>
  );
}

function LayoutFields({ block, problems, onChange }: { block: Block; problems: Record<string, string>; onChange: BlockChange }) {
  const pad: Padding = block.padding ?? { top: 0, right: 0, bottom: 0, left: 0 };
  const setPad = (side: keyof Padding, v: number | undefined) =>
    onChange({ ...block, padding: { ...pad, [side]: v ?? 0 } }, `padding.${side}`);
  return (
    <Group title="Layout">
      <ChoiceField
        label="Alignment"
        value={block.align ?? 'left'}
        options={ALIGN_OPTIONS}
        problem={problems.align}
        onChange={(align) => onChange({ ...block, align }, 'align')}
      />
      <FieldGrid>
        {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
          <NumberField
            key={side}
            label={`Space ${side === 'top' ? 'above' : side === 'bottom' ? 'below' : `on the ${side}`} (px)`}
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

function SocialFields({
  block,
  kit,
  problems,
  onChange,
}: {
  block: Extract<Block, { type: 'social' }>;
  kit: BrandKit;
  problems: Record<string, string>;
  onChange: BlockChange;
}) {
  const styles = useStyles();
  const index = (network: string) => block.items.findIndex((i) => i.network === network);
  const toggle = (network: (typeof SOCIAL_NETWORKS)[number], on: boolean) => {
    const items: SocialItem[] = on ? [...block.items, { network }] : block.items.filter((i) => i.network !== network);
    onChange({ ...block, items }, `items.${network}`);
  };
  const setUrl = (at: number, url: string) =>
    onChange(
      { ...block, items: block.items.map((it, i) => (i === at ? ({ ...it, url: url || undefined } as SocialItem) : it)) },
      `items.${at}.url`,
    );
  return (
    <>
      <Group title="Networks">
        <Text size={200}>
          Each icon links to the brand kit’s profile unless it has an address of its own here. A network without either is left out.
        </Text>
        <div className={styles.networks}>
          {SOCIAL_NETWORKS.map((n) => {
            const at = index(n);
            const item = at >= 0 ? block.items[at] : undefined;
            return (
              <div key={n}>
                <Checkbox label={NETWORK_LABELS[n]} checked={at >= 0} onChange={(_, d) => toggle(n, !!d.checked)} />
                {item && (
                  <TextField
                    label={`${NETWORK_LABELS[n]} address`}
                    value={item.url ?? ''}
                    placeholder={kit.social[n] ?? 'No profile in the brand kit'}
                    problem={problems[`items.${at}.url`]}
                    onChange={(v) => setUrl(at, v)}
                  />
                )}
              </div>
            );
          })}
        </div>
        {problems.items && <Text role="alert">{`Networks ${problems.items}`}</Text>}
      </Group>
      <FieldGrid>
        <NumberField
          label="Icon size (px)"
          value={block.iconSize}
          min={16}
          max={48}
          problem={problems.iconSize}
          onChange={(v) => v !== undefined && onChange({ ...block, iconSize: v }, 'iconSize')}
        />
        <NumberField
          label="Space between (px)"
          value={block.gap}
          min={0}
          max={24}
          problem={problems.gap}
          onChange={(v) => v !== undefined && onChange({ ...block, gap: v }, 'gap')}
        />
        <ChoiceField
          label="Icon colour"
          value={block.colour ?? ''}
          options={ICON_COLOUR_OPTIONS}
          onChange={(c) => onChange({ ...block, colour: c || undefined }, 'colour')}
        />
      </FieldGrid>
    </>
  );
}

/** The fields of one kind of block. */
function KindFields({ block, kit, groups, problems, onChange }: Props) {
  const link = (value: string | undefined, field = 'link', label = 'Link (optional)') => (
    <TextField
      label={label}
      hint={LINK_HINT}
      value={value ?? ''}
      problem={problems[field]}
      onChange={(v) => onChange({ ...block, [field]: v || undefined } as Block, field)}
    />
  );
  switch (block.type) {
    case 'text':
      return (
        <>
          <PlaceholderTextField
            label="Text"
            value={block.text}
            groups={groups}
            problem={problems.text}
            onChange={(text) => onChange({ ...block, text }, 'text')}
          />
          <Switch
            label="Leave the line out for people whose details on it are empty"
            checked={block.hideWhenEmpty}
            onChange={(_, d) => onChange({ ...block, hideWhenEmpty: d.checked }, 'hideWhenEmpty')}
          />
          {link(block.link)}
          <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
        </>
      );
    case 'image':
      return (
        <>
          <AssetField
            label="Image"
            hint={kit.logo ? 'None: the brand kit’s logo.' : 'Choose an image, or set a logo in the brand kit.'}
            optional
            value={block.asset ?? ''}
            validationMessage={problems.asset}
            onChange={(asset) =>
              onChange({ ...block, asset: asset || undefined, ...(asset && !block.width ? { width: 160, height: 48 } : {}) }, 'asset')
            }
          />
          <TextField
            label="Alternative text"
            hint="Read out by screen readers and shown when images are blocked."
            value={block.alt}
            problem={problems.alt}
            onChange={(alt) => onChange({ ...block, alt }, 'alt')}
          />
          <FieldGrid>
            <NumberField
              label="Width (px)"
              value={block.width}
              min={8}
              max={600}
              optional={!block.asset}
              problem={problems.width}
              onChange={(width) => onChange({ ...block, width }, 'width')}
            />
            <NumberField
              label="Height (px)"
              value={block.height}
              min={8}
              max={600}
              optional={!block.asset}
              problem={problems.height}
              onChange={(height) => onChange({ ...block, height }, 'height')}
            />
          </FieldGrid>
          {link(block.link)}
        </>
      );
    case 'photo':
      return (
        <>
          <Text size={200}>
            The person’s own photo, from the directory or their profile page. People without a photo get the signature without this block.
          </Text>
          <NumberField
            label="Size (px)"
            value={block.size}
            min={32}
            max={192}
            problem={problems.size}
            onChange={(v) => v !== undefined && onChange({ ...block, size: v }, 'size')}
          />
          <Switch label="Round" checked={block.round} onChange={(_, d) => onChange({ ...block, round: d.checked }, 'round')} />
          <TextField
            label="Alternative text"
            value={block.alt}
            problem={problems.alt}
            onChange={(alt) => onChange({ ...block, alt }, 'alt')}
          />
          {link(block.link)}
        </>
      );
    case 'social':
      return <SocialFields block={block} kit={kit} problems={problems} onChange={onChange} />;
    case 'divider':
      return (
        <FieldGrid>
          <ColourField
            label="Colour"
            value={block.colour}
            kit={kit}
            problem={problems.colour}
            onChange={(c) => c && onChange({ ...block, colour: c }, 'colour')}
          />
          <NumberField
            label="Thickness (px)"
            value={block.thickness}
            min={1}
            max={8}
            problem={problems.thickness}
            onChange={(v) => v !== undefined && onChange({ ...block, thickness: v }, 'thickness')}
          />
          <NumberField
            label="Width (px)"
            hint="Empty: the full width"
            value={block.width}
            min={20}
            max={800}
            optional
            problem={problems.width}
            onChange={(width) => onChange({ ...block, width }, 'width')}
          />
        </FieldGrid>
      );
    case 'spacer':
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
    case 'button':
      return (
        <>
          <Text size={200}>
            {kit.cta
              ? `Empty text and link: the brand kit’s call to action (“${kit.cta.text}”).`
              : 'The brand kit has no call to action: give the button a text and a link.'}
          </Text>
          <TextField
            label="Text"
            value={block.text ?? ''}
            problem={problems.text}
            onChange={(text) => onChange({ ...block, text: text || undefined }, 'text')}
          />
          {link(block.url, 'url', 'Link')}
          <FieldGrid>
            <ColourField
              label="Button colour"
              value={block.background}
              kit={kit}
              problem={problems.background}
              onChange={(c) => c && onChange({ ...block, background: c }, 'background')}
            />
            <ColourField
              label="Text colour"
              value={block.textColour}
              kit={kit}
              problem={problems.textColour}
              onChange={(c) => c && onChange({ ...block, textColour: c }, 'textColour')}
            />
            <NumberField
              label="Text size (px)"
              value={block.size}
              min={10}
              max={24}
              problem={problems.size}
              onChange={(v) => v !== undefined && onChange({ ...block, size: v }, 'size')}
            />
            <NumberField
              label="Corner radius (px)"
              value={block.radius}
              min={0}
              max={24}
              problem={problems.radius}
              onChange={(v) => v !== undefined && onChange({ ...block, radius: v }, 'radius')}
            />
          </FieldGrid>
        </>
      );
    case 'vcard':
      return (
        <>
          <TextField
            label="Text of the link"
            value={block.text}
            problem={problems.text}
            onChange={(text) => onChange({ ...block, text }, 'text')}
          />
          <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
        </>
      );
    case 'link':
      return (
        <>
          <ChoiceField
            label="Kind"
            value={block.kind}
            options={[
              { value: 'website', label: 'Website' },
              { value: 'booking', label: 'Booking page' },
            ]}
            onChange={(kind) => onChange({ ...block, kind }, 'kind')}
          />
          <PlaceholderTextField
            label="Text of the link"
            value={block.text}
            groups={groups}
            problem={problems.text}
            onChange={(text) => onChange({ ...block, text }, 'text')}
          />
          {link(block.url, 'url', 'Link')}
          <StyleFields style={block.style} kit={kit} problems={problems} onChange={(style, f) => onChange({ ...block, style }, f)} />
        </>
      );
    case 'banner':
      return (
        <Text>
          Campaign banners of the organisation appear here while a campaign runs. Without this slot they appear below the signature.
        </Text>
      );
    case 'footer':
      return <Text>The organisation’s compliance footer appears here, at the end of the signature.</Text>;
    case 'columns':
      return (
        <>
          <Text size={200}>
            Select a block inside a column in the list to edit it. On a narrow screen the right column goes below the left one.
          </Text>
          <FieldGrid>
            <NumberField
              label="Left column width (px)"
              value={block.leftWidth}
              min={40}
              max={400}
              problem={problems.leftWidth}
              onChange={(v) => v !== undefined && onChange({ ...block, leftWidth: v }, 'leftWidth')}
            />
            <NumberField
              label="Space between (px)"
              value={block.gap}
              min={0}
              max={48}
              problem={problems.gap}
              onChange={(v) => v !== undefined && onChange({ ...block, gap: v }, 'gap')}
            />
            <ChoiceField
              label="Line up"
              value={block.valign}
              options={[
                { value: 'top', label: 'At the top' },
                { value: 'middle', label: 'In the middle' },
              ]}
              onChange={(valign) => onChange({ ...block, valign }, 'valign')}
            />
          </FieldGrid>
        </>
      );
  }
}

/** The selected block's properties. */
export function PropertiesPanel(props: Props) {
  const styles = useStyles();
  const { block } = props;
  return (
    <section className={styles.panel} aria-labelledby="properties-heading" data-testid="block-properties">
      <Subtitle2 as="h2" id="properties-heading">
        {BLOCK_KINDS[block.type].name}
      </Subtitle2>
      <KindFields {...props} />
      {block.type !== 'spacer' && block.type !== 'footer' && (
        <LayoutFields block={block} problems={props.problems} onChange={props.onChange} />
      )}
    </section>
  );
}

/** The whole signature's settings: width, font, text size and colours. */
export function PageSettingsPanel({
  page,
  kit,
  problems,
  onChange,
}: {
  page: PageSettings;
  kit: BrandKit;
  problems: Record<string, Problem>;
  onChange(p: PageSettings, field: string): void;
}) {
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="page-settings-heading">
      <Subtitle2 as="h2" id="page-settings-heading">
        Whole signature
      </Subtitle2>
      <FieldGrid>
        <NumberField
          label="Width (px)"
          value={page.width}
          min={240}
          max={800}
          problem={problems.width}
          onChange={(v) => v !== undefined && onChange({ ...page, width: v }, 'width')}
        />
        <FontField
          label="Font"
          value={page.font}
          unsetLabel="As the brand kit"
          problem={problems.font}
          onChange={(font) => onChange({ ...page, font }, 'font')}
        />
        <NumberField
          label="Text size (px)"
          value={page.size}
          min={8}
          max={24}
          problem={problems.size}
          onChange={(v) => v !== undefined && onChange({ ...page, size: v }, 'size')}
        />
        <ColourField
          label="Text colour"
          value={page.colour}
          kit={kit}
          problem={problems.colour}
          onChange={(c) => c && onChange({ ...page, colour: c }, 'colour')}
        />
        <ColourField
          label="Link colour"
          value={page.linkColour}
          kit={kit}
          problem={problems.linkColour}
          onChange={(c) => c && onChange({ ...page, linkColour: c }, 'linkColour')}
        />
        <ColourField
          label="Background"
          value={page.background}
          kit={kit}
          unsetLabel="None (the message’s own)"
          problem={problems.background}
          onChange={(background) => onChange({ ...page, background }, 'background')}
        />
      </FieldGrid>
    </section>
  );
}
