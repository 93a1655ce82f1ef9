import { catalogue } from '../i18n/catalogue.js';

/** What a body as sent would not deliver as written (shared/templates/warnings.ts), said to the person who wrote it. */
export const TEMPLATE_WARNING_MESSAGES = catalogue(
  'template-warnings',
  {
    content_removed: '{item} was removed{count, plural, one {} other { (# times)}}: signatures may not contain it',
    unknown_placeholder: '{placeholder} is not a known placeholder; it renders empty',
    missing_image: '{image} names no uploaded image; it will not show',
  },
  {
    de: {
      content_removed: '{item} wurde entfernt{count, plural, one {} other { ({count}-mal)}}: Signaturen dürfen das nicht enthalten',
      unknown_placeholder: '{placeholder} ist kein bekannter Platzhalter und bleibt leer',
      missing_image: '{image} verweist auf kein hochgeladenes Bild und wird nicht angezeigt',
    },
    fr: {
      content_removed: '{item} a été retiré{count, plural, one {} other { (# fois)}} : une signature ne peut pas le contenir',
      unknown_placeholder: '{placeholder} n’est pas un espace réservé connu ; il restera vide',
      missing_image: '{image} ne désigne aucune image téléversée ; elle ne s’affichera pas',
    },
    es: {
      content_removed: 'Se ha quitado {item}{count, plural, one {} other { (# veces)}}: las firmas no pueden contenerlo',
      unknown_placeholder: '{placeholder} no es un marcador conocido; quedará vacío',
      missing_image: '{image} no corresponde a ninguna imagen subida; no se mostrará',
    },
    nl: {
      content_removed: '{item} is verwijderd{count, plural, one {} other { ({count} keer)}}: handtekeningen mogen dit niet bevatten',
      unknown_placeholder: '{placeholder} is geen bekende tijdelijke aanduiding; deze blijft leeg',
      missing_image: '{image} verwijst naar geen geüploade afbeelding; deze wordt niet getoond',
    },
  },
);
