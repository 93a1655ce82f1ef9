import { LANGUAGES, type Language } from '../i18n/languages.js';
import { clientLabel } from './messages.js';
import { errorIn, type StoredApplyEvent } from './error-detail.js';
import type { ApplyEvent } from './schemas.js';
import { CLIENT_FAMILIES, CLIENT_LABELS, type ClientFamily } from './vocabulary.js';

/** The families whose lines the service writes with their name (`clientLine`); any other line is the client's own words. */
const NAMED = CLIENT_FAMILIES.filter((f) => f !== 'other');

/** Whether `line` starts with the name `label`, followed by nothing or by what the client said of itself. */
const startsWithName = (line: string, label: string) =>
  line.startsWith(label) && (line.length === label.length || line[label.length] === ' ');

/** The family whose English name starts a line, for rows stored before the family was kept beside the line. */
export const familyOfLine = (line: string | null): ClientFamily | null =>
  (line && NAMED.find((f) => startsWithName(line, CLIENT_LABELS[f]))) || null;

/**
 * A mail client line as a reader of `language` is shown it. The service writes a known client's line as its English
 * name and what the client said of itself (`Outlook on the web 16.0.1`, `Outlook for Mac (Microsoft Outlook 16.8)`),
 * its family kept beside it: the name is said in the reader's language, the rest as the client wrote it. A line of no
 * known family is the client's own words, shown as they are.
 */
export function clientLineIn(line: string | null, family: ClientFamily | null, language: Language): string | null {
  if (!line || !family || family === 'other' || language === 'en' || !startsWithName(line, CLIENT_LABELS[family])) return line;
  return clientLabel(family, language) + line.slice(CLIENT_LABELS[family].length);
}

/**
 * A line as a reader gives it back to the event search (as they were shown it, in whichever language), as it is
 * stored: a known client's name becomes its English name, the rest is kept.
 */
export function storedClientLine(line: string): string {
  for (const family of NAMED)
    for (const language of LANGUAGES) {
      const label = clientLabel(family, language);
      if (startsWithName(line, label)) return CLIENT_LABELS[family] + line.slice(label.length);
    }
  return line;
}

/** An apply event as a reader of `language` is shown it: its client line in their words (`clientLineIn`). */
export const eventIn = ({ errorSaid, ...e }: StoredApplyEvent, language: Language): ApplyEvent => ({
  ...e,
  error: errorIn(e.error, errorSaid, language),
  client: clientLineIn(e.client, e.clientFamily, language),
});
