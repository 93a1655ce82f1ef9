import { Field, Switch } from '@fluentui/react-components';
import type { Settings, useUpdateSettings } from './queries';

/** The settings that are a switch. */
type OnOff = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** One on/off setting: its switch, saved as it is flipped, and what it does beneath. */
export function SettingSwitch(props: {
  setting: OnOff;
  label: string;
  hint: string;
  settings: Settings;
  update: ReturnType<typeof useUpdateSettings>;
}) {
  const { setting, label, hint, settings, update } = props;
  return (
    <Field hint={hint}>
      <Switch
        label={label}
        checked={settings[setting]}
        disabled={update.isPending}
        onChange={(_, d) => update.mutate({ [setting]: d.checked })}
      />
    </Field>
  );
}
