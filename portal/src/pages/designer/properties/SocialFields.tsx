import { Checkbox, Text } from '@fluentui/react-components';
import { SOCIAL_NETWORKS, type IconColour, type SocialItem } from '../../../../../shared/designs/schema';
import { NETWORK_LABELS } from '../../../../../shared/designs/render';
import { ChoiceField, FieldGrid, NumberField, TextField } from '../fields';
import { Group, usePropertyStyles, type BlockFieldsProps } from './shared';

const ICON_COLOUR_OPTIONS: readonly { value: IconColour | ''; label: string }[] = [
  { value: '', label: 'As the brand kit' },
  { value: 'network', label: 'Each network’s own colour' },
  { value: 'dark', label: 'Dark' },
  { value: 'grey', label: 'Grey' },
  { value: 'white', label: 'White (for dark backgrounds)' },
];

/** Social icons: which networks (each with the brand kit's profile or an address of its own), their size and colour. */
export function SocialFields({ block, kit, problems, onChange }: BlockFieldsProps<'social'>) {
  const styles = usePropertyStyles();
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
