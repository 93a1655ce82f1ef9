import { translate, translateKept } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { IMPORT_ROW_MESSAGES, type RowMessageKey } from './messages.js';
import type { RowError } from './schemas.js';

/** What a row error says, as facts: its sentence's key and values, written in the reader's language when read. */
export interface RowSaid {
  key: string;
  values?: Record<string, string>;
}

/** A row error as an import finds and keeps it: its sentence in English, and what it says as facts. */
export type FoundError = RowError & { said?: RowSaid };

/** What a row error says: its English sentence (kept as its message) and the facts to write it in another language. */
export function saying(key: RowMessageKey, values?: Record<string, string>): { message: string; said: RowSaid } {
  return { message: translate(IMPORT_ROW_MESSAGES, 'en', key, values), said: values ? { key, values } : { key } };
}

/** Errors as the API answers them: each in `language` from its facts (as kept, when it has none), the facts left out. */
export function errorsIn(errors: readonly FoundError[], language: Language): RowError[] {
  return errors.map(({ said, ...error }) => {
    const message = said ? translateKept(IMPORT_ROW_MESSAGES, language, said.key, said.values) : null;
    return message === null ? error : { ...error, message };
  });
}
