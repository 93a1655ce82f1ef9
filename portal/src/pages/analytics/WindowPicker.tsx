import { Field, Select } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import { analyticsMessages } from './analytics.messages';

const WINDOWS = [7, 14, 30, 90, 180, 365] as const;
const DEFAULT = 30;

/** The analytics window in days, kept in the address (`?days=`) so a reload or a shared link shows the same. */
export function useWindowDays(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (WINDOWS as readonly number[]).includes(asked) ? asked : DEFAULT;
  return [
    days,
    (d) =>
      setParams((p) => ({ ...Object.fromEntries(p), days: String(d) }), {
        replace: true,
      }),
  ];
}

export function WindowPicker({ days, onChange }: { days: number; onChange(days: number): void }) {
  const t = useMessages(analyticsMessages);
  return (
    <Field label={t('window')}>
      <Select value={String(days)} onChange={(_, d) => onChange(Number(d.value))}>
        {WINDOWS.map((w) => (
          <option key={w} value={w}>
            {t('lastDays', { days: w })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
