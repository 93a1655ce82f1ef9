import type { ProfileField } from './schemas.js';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s"(),:;<>@[\\\]][^\s"(),.:;<>@[\\\]]*\.[^\s"(),:;<>@[\\\]]+$/;
// International or local phone numbers: digits with spaces, dots, dashes, parentheses, an optional leading +,
// an optional extension; at least five digits.
// The whitespace before an extension starts with a character other than a space (spaces belong to the number), so
// the two never trade characters and the pattern cannot backtrack.
const PHONE = /^\+?[\d ().-]{5,}(?:(?:[^\S ]\s*)?(?:x|ext\.?)\s*\d{1,6})?$/i;

/** Why a value fails its field's definition, or null when it fits. */
export function valueProblem(field: ProfileField, value: string): string | null {
  if (value.length > field.maxLength) return `at most ${field.maxLength} characters`;
  switch (field.type) {
    case 'text':
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      return /[\u0000-\u0008\v\f\u000e-\u001f]/.test(value) ? 'contains control characters' : null;
    case 'choice':
      return field.options.includes(value) ? null : `must be one of: ${field.options.join(', ')}`;
    case 'url': {
      try {
        const u = new URL(value);
        return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'must be an http or https link';
      } catch {
        return 'must be a link (https://...)';
      }
    }
    case 'email':
      return EMAIL.test(value) ? null : 'must be an e-mail address';
    case 'phone':
      return PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5 ? null : 'must be a phone number';
  }
}
