import { useSyncExternalStore } from 'react';

/** The one query of the preference, made on first use: every row asks on every render, so it is not made again each time. */
let media: MediaQueryList | undefined;
const reducedMotion = () => (media ??= matchMedia('(prefers-reduced-motion: reduce)'));

function subscribe(onChange: () => void): () => void {
  reducedMotion().addEventListener('change', onChange);
  return () => reducedMotion().removeEventListener('change', onChange);
}

/** Whether the person has asked their system for less motion: then things move to their place at once, not sliding. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => reducedMotion().matches);
}
