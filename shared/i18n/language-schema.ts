import { z } from 'zod';
import { LANGUAGES } from './languages.js';

/** One of the product's languages, as request and stored schemas take it. */
export const Language = z.enum(LANGUAGES);
