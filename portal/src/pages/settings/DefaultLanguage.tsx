import { Field, Select } from '@fluentui/react-components';
import { isLanguage, type Language } from '../../../../shared/i18n/languages.js';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { useMessages } from '../../i18n/useMessages';
import type { Settings } from './queries';
import { settingsMessages } from './settings.messages';

/** The organisation's language for people who chose none and whose directory and browser name none the product speaks. */
export function DefaultLanguage({
  value,
  saving,
  onSave,
}: {
  value: Settings['defaultLanguage'];
  saving: boolean;
  onSave(language: Language): void;
}) {
  const t = useMessages(settingsMessages);
  return (
    <Field label={t('defaultLanguage')} hint={t('defaultLanguageHint')}>
      <Select value={value} disabled={saving} onChange={(_, d) => isLanguage(d.value) && onSave(d.value)}>
        {LANGUAGE_NAMES.map(({ language, name }) => (
          <option key={language} value={language} lang={language}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
