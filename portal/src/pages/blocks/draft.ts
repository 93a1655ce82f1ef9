import type { Draft } from './BlockDialog';
import type { Block } from './blockWords';
import { takesList, takesValue } from '../assignment/vocabulary';

export const EMPTY: Draft = {
  name: '',
  html: '',
  active: true,
  position: 'below',
  startsAt: '',
  endsAt: '',
  everyone: true,
  attribute: 'department',
  operator: 'equals',
  value: '',
};

/** An ISO instant as a `datetime-local` value in the person's own time zone, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

export function draftOf(b: Block): Draft {
  const a = b.audience;
  return {
    name: b.name,
    html: b.html,
    active: b.active,
    position: b.position,
    startsAt: toLocal(b.startsAt),
    endsAt: toLocal(b.endsAt),
    everyone: a === 'everyone',
    attribute: a === 'everyone' ? 'department' : a.attribute,
    operator: a === 'everyone' ? 'equals' : a.operator,
    value:
      a === 'everyone' || typeof a.value === 'boolean' || a.value === undefined
        ? ''
        : Array.isArray(a.value)
          ? a.value.join(', ')
          : a.value,
  };
}

function audience(d: Draft): Block['audience'] {
  if (d.everyone) return 'everyone';
  if (!takesValue(d.operator)) return { attribute: d.attribute, operator: d.operator };
  const value = takesList(d.operator)
    ? d.value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : d.value;
  return { attribute: d.attribute, operator: d.operator, value };
}

/** The request body: a banner carries its place and dates, a footer neither. */
export const bannerBody = (d: Draft) => ({
  name: d.name,
  html: d.html,
  active: d.active,
  position: d.position,
  startsAt: toIso(d.startsAt),
  endsAt: toIso(d.endsAt),
  audience: audience(d),
});
export const footerBody = (d: Draft) => ({
  name: d.name,
  html: d.html,
  active: d.active,
  audience: audience(d),
});
