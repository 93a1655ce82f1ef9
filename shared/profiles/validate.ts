import { reasonSaid, type Reason } from '../http/said-reasons.js';
import { DEFAULT_LANGUAGE } from '../i18n/languages.js';
import type { ProfileField } from './schemas.js';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s"(),:;<>@[\\\]][^\s"(),.:;<>@[\\\]]*\.[^\s"(),:;<>@[\\\]]+$/;
// International or local phone numbers: digits with spaces, dots, dashes, parentheses, an optional leading +,
// an optional extension; at least five digits.
// The whitespace before an extension starts with a character other than a space (spaces belong to the number), so
// the two never trade characters and the pattern cannot backtrack.
const PHONE = /^\+?[\d ().-]{5,}(?:(?:[^\S ]\s*)?(?:x|ext\.?)\s*\d{1,6})?$/i;

/** Why a value fails its field's definition, as a reason of the catalogue, or null when it fits. */
export function valueReason(field: ProfileField, value: string): Reason | null {
  if (value.length > field.maxLength) return ['atMostCharacters', { max: field.maxLength }];
  switch (field.type) {
    case 'text':
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      return /[\u0000-\u0008\v\f\u000e-\u001f]/.test(value) ? 'controlCharacters' : null;
    case 'choice':
      return field.options.includes(value) ? null : ['mustBeOneOf', { options: field.options }];
    case 'url': {
      try {
        const u = new URL(value);
        return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'mustBeWebLink';
      } catch {
        return 'mustBeLink';
      }
    }
    case 'email':
      return EMAIL.test(value) ? null : 'mustBeEmail';
    case 'phone':
      return PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5 ? null : 'mustBePhone';
  }
}

/** Why a value fails its field's definition, in English, or null when it fits. */
export function valueProblem(field: ProfileField, value: string): string | null {
  const reason = valueReason(field, value);
  return reason && reasonSaid(reason, DEFAULT_LANGUAGE);
}
