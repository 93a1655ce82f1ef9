import type { IconColour } from '../../../../shared/designs/schema';

/** The icon colours offered, by their names in the fields catalogue (`''`: as the brand kit). */
export const ICON_COLOUR_KEYS = {
  '': 'asBrandKit',
  network: 'iconNetwork',
  dark: 'iconDark',
  grey: 'iconGrey',
  white: 'iconWhite',
} as const satisfies Record<IconColour | '', string>;
