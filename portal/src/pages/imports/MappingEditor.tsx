import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { IMPORTABLE_ATTRIBUTES, isImportableAttribute } from '../../../../shared/imports/vocabulary.js';
import { IMPORT_MESSAGES } from '../../../../shared/imports/messages.js';
import { useMessages } from '../../i18n/useMessages';
import { importsMessages } from './imports.messages';
import type { ColumnMapping } from './queries';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  /** The file's header: its first column is the mailbox address, the others are mapped here. */
  header: readonly string[];
  /** What each column fills ('' for nothing chosen yet). */
  targets: Readonly<Record<string, string>>;
  fields: readonly { key: string; label: string }[];
  onChange(header: string, target: string): void;
}

/** What each column of the file fills, chosen column by column; the choices are remembered for the next file. */
export function MappingEditor({ header, targets, fields, onChange }: Props) {
  const styles = useStyles();
  const t = useMessages(importsMessages);
  const attributes = useMessages(IMPORT_MESSAGES);
  const columns = header.slice(1);
  if (columns.length === 0) return <Text className={styles.muted}>{t('noColumns')}</Text>;
  return (
    <div className={styles.list}>
      {columns.map((column) => (
        <Field key={column} label={t('columnFills', { column })}>
          <Select value={targets[column] ?? ''} onChange={(_, d) => onChange(column, d.value)}>
            <option value="">{t('chooseTarget')}</option>
            <optgroup label={t('directoryAttributes')}>
              {IMPORTABLE_ATTRIBUTES.map((name) => (
                <option key={name} value={name}>
                  {attributes(name)}
                </option>
              ))}
            </optgroup>
            {fields.length > 0 && (
              <optgroup label={t('profileFields')}>
                {fields.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.label}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        </Field>
      ))}
    </div>
  );
}

/** What each column fills at first: the remembered choice, else the attribute or field it is named after. */
export function firstTargets(
  header: readonly string[],
  remembered: ColumnMapping,
  fields: readonly { key: string }[],
): Record<string, string> {
  const known = (name: string) => isImportableAttribute(name) || fields.some((f) => f.key === name);
  return Object.fromEntries(header.slice(1).map((h) => [h, remembered[h] ?? (known(h.trim()) ? h.trim() : '')]));
}

/** The mapping to remember: the last one with this file's choices in it (a column named after what it fills needs none). */
export function mappingToKeep(remembered: ColumnMapping, targets: Readonly<Record<string, string>>): ColumnMapping {
  const kept: ColumnMapping = { ...remembered };
  for (const [column, target] of Object.entries(targets)) {
    if (target && target !== column.trim()) kept[column] = target;
    else delete kept[column];
  }
  return kept;
}

/** The header of a CSV text: its first record's cells (quoted cells as CSV writes them). */
export function headerOf(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      cells.push(cell);
      cell = '';
    } else if (!quoted && (c === '\n' || c === '\r')) {
      break;
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}
