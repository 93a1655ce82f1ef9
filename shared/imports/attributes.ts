import type { DirectoryUser } from '../directory/types.js';
import { reasonSaid, type Reason } from '../http/said-reasons.js';
import { DEFAULT_LANGUAGE } from '../i18n/languages.js';
import { isImportableAttribute, type ImportableAttribute } from './vocabulary.js';

export { IMPORTABLE_ATTRIBUTES, isImportableAttribute, type ImportableAttribute } from './vocabulary.js';

/** The attribute's value as the directory holds it (null when it holds none). */
export function directoryValue(user: DirectoryUser, name: ImportableAttribute): string | null {
  if (name === 'businessPhone') return user.businessPhones[0] ?? null;
  return user[name] ?? null;
}

/** The directory user as signatures see it once imported values are laid over its own. */
export function withImported(user: DirectoryUser, attributes: Readonly<Record<string, string>>): DirectoryUser {
  const names = Object.keys(attributes).filter(isImportableAttribute);
  if (!names.length) return user;
  const out: DirectoryUser = { ...user };
  for (const name of names) {
    if (name === 'businessPhone') out.businessPhones = [attributes[name], ...user.businessPhones.slice(1)];
    else out[name] = attributes[name];
  }
  return out;
}

const ATTRIBUTE_MAX = 256;

/** Why a value cannot be a directory attribute, as a reason of the catalogue, or null when it can. */
export function attributeReason(value: string): Reason | null {
  if (value.length > ATTRIBUTE_MAX) return ['atMostCharacters', { max: ATTRIBUTE_MAX }];
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u001f\u007f]/.test(value) ? 'controlCharacters' : null;
}

/** Why a value cannot be a directory attribute, in English, or null when it can. */
export function attributeProblem(value: string): string | null {
  const reason = attributeReason(value);
  return reason && reasonSaid(reason, DEFAULT_LANGUAGE);
}
