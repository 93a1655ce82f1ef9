import { fieldNameMessages, type FieldNameKey } from './fieldNames.messages.js';

/** The catalogue's key of a field the portal names (`publishAt`, `audience.value` → `audienceValue`), if it names it. */
function fieldNameKey(field: string): FieldNameKey | undefined {
  const key = field.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());
  return Object.hasOwn(fieldNameMessages.messages.en, key) ? (key as FieldNameKey) : undefined;
}

/** `html` → "HTML", `startsAt` → "Starts at", `rollout.gates` → "Rollout gates": the words of a field's API name. */
export function genericField(field: string): string {
  if (field === 'html') return 'HTML';
  const words = field
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's name as `say` words the catalogue's names; a field the catalogue lacks reads as its generic words. */
export function fieldName(field: string, say: (key: FieldNameKey) => string): string {
  const key = fieldNameKey(field);
  return key ? say(key) : genericField(field);
}
