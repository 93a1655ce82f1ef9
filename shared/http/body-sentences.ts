import { catalogue } from '../i18n/catalogue.js';

/** Why a request's body is refused: `limit` is the route's limit as the reader's language writes a size ("1 MiB"). */
export const BODY_SENTENCES = catalogue(
  'body',
  { tooLarge: 'What was sent is larger than this accepts: at most {limit}' },
  {
    de: { tooLarge: 'Das Gesendete ist größer, als hier angenommen wird: höchstens {limit}' },
    fr: { tooLarge: 'L’envoi dépasse ce qui est accepté ici : {limit} au maximum' },
    es: { tooLarge: 'Lo enviado supera lo que se acepta aquí: como máximo {limit}' },
    nl: { tooLarge: 'Wat is verzonden, is groter dan hier wordt aangenomen: hoogstens {limit}' },
  },
);
