import type { ExclusionsOverview } from './queries';

export type Mode = ExclusionsOverview['mode'];

/** The two modes, in the order the mode switch offers them (their names and meanings are the catalogue's). */
export const MODES: readonly Mode[] = ['exclusion', 'inclusion'];

/** Addresses typed one a line or separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
