import { Checkbox, Text } from '@fluentui/react-components';
import { SOCIAL_NETWORKS, type SocialItem } from '../../../../../shared/designs/schema';
import { NETWORK_LABELS } from '../../../../../shared/designs/render';
import { ChoiceField, FieldGrid, NumberField, TextField } from '../fields';
import { ICON_COLOUR_KEYS } from '../iconColours';
import { Group, usePropertyStyles, type BlockFieldsProps } from './shared';
import { useMessages } from '../../../i18n/useMessages';
import { fieldsMessages } from '../fields.messages';
import { propertiesMessages } from '../properties.messages';

/** Social icons: which networks (each with the brand kit's profile or an address of its own), their size and colour. */
export function SocialFields({ block, kit, problems, onChange }: BlockFieldsProps<'social'>) {
  const styles = usePropertyStyles();
  const t = useMessages(propertiesMessages);
  const f = useMessages(fieldsMessages);
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
      <Group title={t('networks')}>
        <Text size={200}>{t('networksAbout')}</Text>
        <div className={styles.networks}>
          {SOCIAL_NETWORKS.map((n) => {
            const at = index(n);
            const item = at >= 0 ? block.items[at] : undefined;
            return (
              <div key={n}>
                <Checkbox label={NETWORK_LABELS[n]} checked={at >= 0} onChange={(_, d) => toggle(n, !!d.checked)} />
                {item && (
                  <TextField
                    label={t('networkAddress', { network: NETWORK_LABELS[n] })}
                    value={item.url ?? ''}
                    placeholder={kit.social[n] ?? t('noProfile')}
                    problem={problems[`items.${at}.url`]}
                    onChange={(v) => setUrl(at, v)}
                  />
                )}
              </div>
            );
          })}
        </div>
        {problems.items && <Text role="alert">{t('networksProblem', { reason: problems.items })}</Text>}
      </Group>
      <FieldGrid>
        <NumberField
          label={t('iconSize')}
          value={block.iconSize}
          min={16}
          max={48}
          problem={problems.iconSize}
          onChange={(v) => v !== undefined && onChange({ ...block, iconSize: v }, 'iconSize')}
        />
        <NumberField
          label={f('spaceBetween')}
          value={block.gap}
          min={0}
          max={24}
          problem={problems.gap}
          onChange={(v) => v !== undefined && onChange({ ...block, gap: v }, 'gap')}
        />
        <ChoiceField
          label={f('iconColour')}
          value={block.colour ?? ''}
          options={(Object.keys(ICON_COLOUR_KEYS) as (keyof typeof ICON_COLOUR_KEYS)[]).map((value) => ({
            value,
            label: f(ICON_COLOUR_KEYS[value]),
          }))}
          onChange={(c) => onChange({ ...block, colour: c || undefined }, 'colour')}
        />
      </FieldGrid>
    </>
  );
}
