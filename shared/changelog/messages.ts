import { catalogue } from '../i18n/catalogue.js';
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { nl } from './messages/nl.js';

/** The change log's sentences, written when an entry is read, in its reader's language. */
export const CHANGE_MESSAGES = catalogue('changelog', en, { de, fr, es, nl });
