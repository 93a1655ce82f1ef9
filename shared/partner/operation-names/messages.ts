import { catalogue } from '../../i18n/catalogue.js';
import { de } from './de.js';
import { en, type OperationName } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';

export type { OperationName } from './en.js';

/** The operations a partner's staff performs inside a client, by operation id, as its activity log names them. */
export const OPERATION_NAMES = catalogue('partner-operations', en, { de, fr, es, nl });

/** Whether `id` (an operation id an entry recorded) names an operation the catalogue knows. */
export const isOperationName = (id: string): id is OperationName => Object.hasOwn(en, id);
