import { catalogue } from '../i18n/catalogue.js';

/**
 * Why an image is refused, with its numbers (written by the reader's language before they are placed: `limit`, `size`,
 * `megapixels`, `width`, `height`, `frames`; `formats` is the list of accepted formats as the language joins it). `noun`
 * is what the caller calls the image (`ImageRules.noun`): every noun is a branch of each sentence; `scope` is `all`
 * when every frame counts towards the pixels, `inFrames` is `yes` when the sentence names the frames.
 */
export const IMAGE_SENTENCES = catalogue(
  'images',
  {
    tooManyBytes: '{noun, select, photo {Photos} other {Images}} may be at most {limit}; this one is {size}',
    tooManyPixels:
      '{noun, select, photo {Photos} other {Images}} may be at most {megapixels} megapixels{scope, select, all { (all frames together)} other {}}; this one is {width}×{height}{inFrames, select, yes { in {frames} frames} other {}}. Make it smaller and try again.',
    tooManyFrames: '{noun, select, photo {Photos} other {Images}} may have at most {limit} frames; this one has {frames}',
    unsupported: 'The file is not a {formats} image',
  },
  {
    de: {
      tooManyBytes: '{noun, select, photo {Ein Foto} other {Ein Bild}} darf höchstens {limit} groß sein; dieses ist {size} groß',
      tooManyPixels:
        '{noun, select, photo {Ein Foto} other {Ein Bild}} darf höchstens {megapixels} Megapixel haben{scope, select, all { (alle Einzelbilder zusammen)} other {}}; dieses hat {width}×{height}{inFrames, select, yes { in {frames} Einzelbildern} other {}}. Verkleinern Sie es und versuchen Sie es erneut.',
      tooManyFrames: '{noun, select, photo {Ein Foto} other {Ein Bild}} darf höchstens {limit} Einzelbilder haben; dieses hat {frames}',
      unsupported: 'Die Datei ist kein {formats}Bild',
    },
    fr: {
      tooManyBytes: '{noun, select, photo {Une photo} other {Une image}} ne doit pas dépasser {limit} ; celle-ci fait {size}',
      tooManyPixels:
        '{noun, select, photo {Une photo} other {Une image}} ne doit pas dépasser {megapixels} mégapixels{scope, select, all { (toutes les images de l’animation comprises)} other {}} ; celle-ci fait {width}×{height}{inFrames, select, yes { sur {frames} images d’animation} other {}}. Réduisez sa taille et réessayez.',
      tooManyFrames:
        '{noun, select, photo {Une photo} other {Une image}} ne doit pas compter plus de {limit} images d’animation ; celle-ci en compte {frames}',
      unsupported: 'Le fichier n’est pas une image {formats}',
    },
    es: {
      tooManyBytes: '{noun, select, photo {Una foto} other {Una imagen}} puede ocupar como máximo {limit}; esta ocupa {size}',
      tooManyPixels:
        '{noun, select, photo {Una foto} other {Una imagen}} puede tener como máximo {megapixels} megapíxeles{scope, select, all { (todos los fotogramas juntos)} other {}}; esta tiene {width}×{height}{inFrames, select, yes { en {frames} fotogramas} other {}}. Redúcela y vuelve a intentarlo.',
      tooManyFrames: '{noun, select, photo {Una foto} other {Una imagen}} puede tener como máximo {limit} fotogramas; esta tiene {frames}',
      unsupported: 'El archivo no es una imagen {formats}',
    },
    nl: {
      tooManyBytes: '{noun, select, photo {Een foto} other {Een afbeelding}} mag hoogstens {limit} groot zijn; deze is {size}',
      tooManyPixels:
        '{noun, select, photo {Een foto} other {Een afbeelding}} mag hoogstens {megapixels} megapixel hebben{scope, select, all { (alle frames samen)} other {}}; deze is {width}×{height}{inFrames, select, yes { in {frames} frames} other {}}. Verklein {noun, select, photo {de foto} other {de afbeelding}} en probeer het opnieuw.',
      tooManyFrames: '{noun, select, photo {Een foto} other {Een afbeelding}} mag hoogstens {limit} frames hebben; deze heeft er {frames}',
      unsupported: 'Het bestand is geen {formats}afbeelding',
    },
  },
);
