import { catalogue } from '../i18n/catalogue.js';

/**
 * What the doctor says of each finding, and its fixes' labels. Markup, placeholders and addresses (`<style>`,
 * `{{jobTitle}}`, `cid:logo.png`) come in as values, so that no message holds a literal brace or tag.
 */
export const DOCTOR_MESSAGES = catalogue(
  'doctor',
  {
    imageOnly:
      'The signature is only an image: spam filters distrust image-only mail, mail that blocks images shows nothing, and no one can copy a number. Put the name and contact lines in text.',
    tooLongMeasured:
      '{length, number} characters after rendering for {mailbox}, the longest mailbox: Outlook refuses a signature over {limit, number} characters (DataExceedsMaximumSize), so nobody would get it.',
    tooLongEstimated:
      'About {length, number} characters after rendering for the longest values of the organisation: Outlook refuses a signature over {limit, number} characters (DataExceedsMaximumSize), so nobody would get it.',
    styleBlock: 'A {tag} block: signatures keep inline styles only, so it is removed before sending. Move its rules into style attributes.',
    styleBlockClients:
      'A {tag} block: signatures keep inline styles only, so it is removed before sending (and {clients} would drop or misapply it anyway). Move its rules into style attributes.',
    classAttribute:
      '{count, plural, one {# element has} other {# elements have}} a class: no {tag} rules reach a signature, so classes style nothing. Use style attributes.',
    cssIgnored: '{property} is ignored by {clients}{count, plural, =1 {} other {; used # times}}.',
    cssIgnoredNote: '{property} is ignored by {clients} ({note}){count, plural, =1 {} other {; used # times}}.',
    svgImage: 'An SVG image: Outlook for Windows shows nothing in its place. Use a PNG (or JPEG) of the same image.',
    imageSizeMissing:
      'An image without width and height attributes: Outlook for Windows shows it at its full pixel size (a 2x logo appears twice as large).',
    fixAddSize: 'Add{attributes}',
    imageAltMissing: 'An image without alt text: screen readers announce nothing useful, and mail that blocks images shows an empty box.',
    fixAddAlt: 'Add alt="{alt}"',
    linkedImageEmptyAlt: 'A linked image with empty alt text: the link has no name, so screen readers read out its address instead.',
    fixSetAlt: 'Set alt="{alt}"',
    fixDesignAlt: 'Set the alt text to “{alt}”',
    imageMissing: '{cid} names no uploaded image: nothing shows in its place.',
    imageTooLarge: '{name} is {size}: every message carries it, which slows every compose. Keep images under {most}.',
    imagesTooLarge: 'The inline images weigh {total} together, over {most}: every message carries them.',
    logoVanishes: '{name} has dark pixels on a transparent background: it disappears on the dark background of dark mode.',
    logoWhiteBox: '{name} has an opaque white background: dark mode shows it as a white box.',
    logoVanishesVariant:
      '{name} has dark pixels on a transparent background: it disappears on the dark background of dark mode. Its dark-mode variant {variant} shows on both backgrounds.',
    logoWhiteBoxVariant:
      '{name} has an opaque white background: dark mode shows it as a white box. Its dark-mode variant {variant} shows on both backgrounds.',
    fixUseVariant: 'Use {variant}',
    fixMakeDarkVariant: 'Make a dark-mode variant',
    insecureImage: 'An image over plain http: Outlook blocks it or warns the reader; serve it over https.',
    insecureLink: 'A link over plain http: browsers warn, and spam filters count it against the message. Use https.',
    fixUseHttps: 'Use https',
    javascriptUrl: 'A javascript: URL: every mail client refuses it and the sanitiser removes it.',
    dataLink: 'A data: URL in a link: Outlook and browsers refuse to open it.',
    badMailto: '"{href}" is not a valid mailto: link: clicking it opens no message.',
    badTel: '"{href}" is not a dialable tel: link: use digits with an optional leading + (tel:+442079460123).',
    trackedLinks: '{count, plural, one {# link is} other {# links are}} tracked (rewritten to the click address).',
    trackedLinksMany:
      '{count, plural, one {# link is} other {# links are}} tracked (rewritten to the click address): more than {most} redirected links look like marketing mail to spam filters.',
    linkDomainMismatch: 'The link text shows {shown} but the link goes to {target}: spam filters and readers take this for phishing.',
    dataImage:
      'An image as a data: URL: Outlook on the web and Gmail refuse to show it, and it counts against the length limit. Upload it and refer to it as {cid}.',
    placeholderUnknown: '{placeholder} is not a known placeholder: it renders empty.',
    placeholderOftenEmpty:
      '{placeholder} is empty for {percent}% of people ({mailboxes, number} mailboxes): wrap its line in {open}…{close} so it vanishes when empty.',
    contrastLight: 'Text {fg} on {bg} has a contrast of {ratio, number, ::.0}:1; WCAG AA asks for {needed, number}:1.',
    contrastDark:
      "Text {fg} on {bg} has a contrast of {ratio, number, ::.0}:1 in Outlook's dark mode; WCAG AA asks for {needed, number}:1.",
  },
  {
    de: {
      imageOnly:
        'Die Signatur besteht nur aus einem Bild: Spamfilter misstrauen reinen Bild-E-Mails, bei blockierten Bildern ist nichts zu sehen, und niemand kann eine Nummer kopieren. Setzen Sie Name und Kontaktzeilen als Text.',
      tooLongMeasured:
        '{length, number} Zeichen nach dem Rendern für {mailbox}, das längste Postfach: Outlook lehnt Signaturen über {limit, number} Zeichen ab (DataExceedsMaximumSize), niemand würde sie also erhalten.',
      tooLongEstimated:
        'Etwa {length, number} Zeichen nach dem Rendern für die längsten Werte der Organisation: Outlook lehnt Signaturen über {limit, number} Zeichen ab (DataExceedsMaximumSize), niemand würde sie also erhalten.',
      styleBlock:
        'Ein {tag}-Block: Signaturen behalten nur Inline-Stile, daher wird er vor dem Senden entfernt. Übertragen Sie seine Regeln in style-Attribute.',
      styleBlockClients:
        'Ein {tag}-Block: Signaturen behalten nur Inline-Stile, daher wird er vor dem Senden entfernt (und {clients} würde ihn ohnehin verwerfen oder falsch anwenden). Übertragen Sie seine Regeln in style-Attribute.',
      classAttribute:
        '{count, plural, one {# Element hat} other {# Elemente haben}} eine Klasse: Keine {tag}-Regeln erreichen eine Signatur, Klassen gestalten also nichts. Verwenden Sie style-Attribute.',
      cssIgnored: '{property} wird von {clients} ignoriert{count, plural, =1 {} other {; # Mal verwendet}}.',
      cssIgnoredNote: '{property} wird von {clients} ignoriert ({note}){count, plural, =1 {} other {; # Mal verwendet}}.',
      svgImage: 'Ein SVG-Bild: Outlook für Windows zeigt an seiner Stelle nichts an. Verwenden Sie ein PNG (oder JPEG) desselben Bildes.',
      imageSizeMissing:
        'Ein Bild ohne width- und height-Attribute: Outlook für Windows zeigt es in voller Pixelgröße (ein 2x-Logo erscheint doppelt so groß).',
      fixAddSize: 'Ergänzen:{attributes}',
      imageAltMissing:
        'Ein Bild ohne Alternativtext: Screenreader sagen nichts Brauchbares an, und bei blockierten Bildern erscheint ein leerer Kasten.',
      fixAddAlt: 'alt="{alt}" ergänzen',
      linkedImageEmptyAlt:
        'Ein verlinktes Bild mit leerem Alternativtext: Der Link hat keinen Namen, daher lesen Screenreader stattdessen seine Adresse vor.',
      fixSetAlt: 'alt="{alt}" setzen',
      fixDesignAlt: 'Alternativtext auf „{alt}“ setzen',
      imageMissing: '{cid} verweist auf kein hochgeladenes Bild: An seiner Stelle erscheint nichts.',
      imageTooLarge:
        '{name} ist {size} groß: Jede Nachricht trägt es mit, das verlangsamt jedes Verfassen. Halten Sie Bilder unter {most}.',
      imagesTooLarge: 'Die eingebetteten Bilder sind zusammen {total} groß, mehr als {most}: Jede Nachricht trägt sie mit.',
      logoVanishes: '{name} hat dunkle Pixel auf transparentem Hintergrund: Auf dem dunklen Hintergrund des Dunkelmodus verschwindet es.',
      logoWhiteBox: '{name} hat einen deckend weißen Hintergrund: Im Dunkelmodus erscheint es als weißer Kasten.',
      logoVanishesVariant:
        '{name} hat dunkle Pixel auf transparentem Hintergrund: Auf dem dunklen Hintergrund des Dunkelmodus verschwindet es. Seine Dunkelmodus-Variante {variant} ist auf beiden Hintergründen zu sehen.',
      logoWhiteBoxVariant:
        '{name} hat einen deckend weißen Hintergrund: Im Dunkelmodus erscheint es als weißer Kasten. Seine Dunkelmodus-Variante {variant} ist auf beiden Hintergründen zu sehen.',
      fixUseVariant: '{variant} verwenden',
      fixMakeDarkVariant: 'Dunkelmodus-Variante erstellen',
      insecureImage: 'Ein Bild über unverschlüsseltes http: Outlook blockiert es oder warnt den Leser. Stellen Sie es über https bereit.',
      insecureLink:
        'Ein Link über unverschlüsseltes http: Browser warnen, und Spamfilter werten ihn gegen die Nachricht. Verwenden Sie https.',
      fixUseHttps: 'https verwenden',
      javascriptUrl: 'Eine javascript:-URL: Jeder E-Mail-Client lehnt sie ab, und die Bereinigung entfernt sie.',
      dataLink: 'Eine data:-URL in einem Link: Outlook und Browser öffnen sie nicht.',
      badMailto: '„{href}“ ist kein gültiger mailto:-Link: Ein Klick darauf öffnet keine Nachricht.',
      badTel: '„{href}“ ist kein wählbarer tel:-Link: Verwenden Sie Ziffern, am Anfang wahlweise ein + (tel:+442079460123).',
      trackedLinks: '{count, plural, one {# Link wird} other {# Links werden}} nachverfolgt (auf die Klickadresse umgeschrieben).',
      trackedLinksMany:
        '{count, plural, one {# Link wird} other {# Links werden}} nachverfolgt (auf die Klickadresse umgeschrieben): Mehr als {most} umgeleitete Links wirken auf Spamfilter wie Werbe-E-Mails.',
      linkDomainMismatch: 'Der Linktext zeigt {shown}, der Link führt aber zu {target}: Spamfilter und Leser halten das für Phishing.',
      dataImage:
        'Ein Bild als data:-URL: Outlook im Web und Gmail zeigen es nicht an, und es zählt zur Längengrenze. Laden Sie es hoch und verweisen Sie mit {cid} darauf.',
      placeholderUnknown: '{placeholder} ist kein bekannter Platzhalter: Er bleibt leer.',
      placeholderOftenEmpty:
        '{placeholder} ist bei {percent} % der Personen leer ({mailboxes, number} Postfächer): Setzen Sie seine Zeile in {open}…{close}, damit sie leer verschwindet.',
      contrastLight: 'Text {fg} auf {bg} hat einen Kontrast von {ratio, number, ::.0}:1; WCAG AA verlangt {needed, number}:1.',
      contrastDark:
        'Text {fg} auf {bg} hat im Dunkelmodus von Outlook einen Kontrast von {ratio, number, ::.0}:1; WCAG AA verlangt {needed, number}:1.',
    },
    fr: {
      imageOnly:
        'La signature n’est qu’une image : les filtres antispam se méfient des e-mails faits d’images, un e-mail aux images bloquées n’affiche rien, et personne ne peut copier un numéro. Écrivez le nom et les coordonnées en texte.',
      tooLongMeasured:
        '{length, number} caractères après génération pour {mailbox}, la boîte aux lettres la plus longue : Outlook refuse une signature de plus de {limit, number} caractères (DataExceedsMaximumSize), personne ne la recevrait donc.',
      tooLongEstimated:
        'Environ {length, number} caractères après génération pour les valeurs les plus longues de l’organisation : Outlook refuse une signature de plus de {limit, number} caractères (DataExceedsMaximumSize), personne ne la recevrait donc.',
      styleBlock:
        'Un bloc {tag} : les signatures ne gardent que les styles en ligne, il est donc retiré avant l’envoi. Déplacez ses règles dans des attributs style.',
      styleBlockClients:
        'Un bloc {tag} : les signatures ne gardent que les styles en ligne, il est donc retiré avant l’envoi (et {clients} l’ignorerait ou l’appliquerait mal de toute façon). Déplacez ses règles dans des attributs style.',
      classAttribute:
        '{count, plural, one {# élément a} other {# éléments ont}} une classe : aucune règle {tag} n’atteint une signature, les classes ne mettent donc rien en forme. Utilisez des attributs style.',
      cssIgnored: '{property} est ignoré par {clients}{count, plural, =1 {} other { ; utilisé # fois}}.',
      cssIgnoredNote: '{property} est ignoré par {clients} ({note}){count, plural, =1 {} other { ; utilisé # fois}}.',
      svgImage: 'Une image SVG : Outlook pour Windows n’affiche rien à sa place. Utilisez un PNG (ou un JPEG) de la même image.',
      imageSizeMissing:
        'Une image sans attributs width et height : Outlook pour Windows l’affiche à sa taille réelle en pixels (un logo 2x apparaît deux fois plus grand).',
      fixAddSize: 'Ajouter{attributes}',
      imageAltMissing:
        'Une image sans texte de remplacement : les lecteurs d’écran n’annoncent rien d’utile, et un e-mail aux images bloquées affiche un cadre vide.',
      fixAddAlt: 'Ajouter alt="{alt}"',
      linkedImageEmptyAlt:
        'Une image en lien avec un texte de remplacement vide : le lien n’a pas de nom, les lecteurs d’écran lisent donc son adresse à la place.',
      fixSetAlt: 'Définir alt="{alt}"',
      fixDesignAlt: 'Définir le texte de remplacement « {alt} »',
      imageMissing: '{cid} ne désigne aucune image téléversée : rien ne s’affiche à sa place.',
      imageTooLarge: '{name} pèse {size} : chaque message l’emporte, ce qui ralentit chaque rédaction. Gardez les images sous {most}.',
      imagesTooLarge: 'Les images intégrées pèsent {total} ensemble, plus de {most} : chaque message les emporte.',
      logoVanishes: '{name} a des pixels sombres sur fond transparent : il disparaît sur le fond sombre du mode sombre.',
      logoWhiteBox: '{name} a un fond blanc opaque : le mode sombre l’affiche comme un cadre blanc.',
      logoVanishesVariant:
        '{name} a des pixels sombres sur fond transparent : il disparaît sur le fond sombre du mode sombre. Sa variante pour le mode sombre, {variant}, s’affiche sur les deux fonds.',
      logoWhiteBoxVariant:
        '{name} a un fond blanc opaque : le mode sombre l’affiche comme un cadre blanc. Sa variante pour le mode sombre, {variant}, s’affiche sur les deux fonds.',
      fixUseVariant: 'Utiliser {variant}',
      fixMakeDarkVariant: 'Créer une variante pour le mode sombre',
      insecureImage: 'Une image en http non chiffré : Outlook la bloque ou avertit le lecteur ; servez-la en https.',
      insecureLink:
        'Un lien en http non chiffré : les navigateurs avertissent, et les filtres antispam le comptent contre le message. Utilisez https.',
      fixUseHttps: 'Utiliser https',
      javascriptUrl: 'Une URL javascript: : tous les clients de messagerie la refusent et le nettoyage la retire.',
      dataLink: 'Une URL data: dans un lien : Outlook et les navigateurs refusent de l’ouvrir.',
      badMailto: '« {href} » n’est pas un lien mailto: valide : cliquer dessus n’ouvre aucun message.',
      badTel: '« {href} » n’est pas un numéro tel: composable : utilisez des chiffres, précédés d’un + si besoin (tel:+442079460123).',
      trackedLinks:
        '{count, plural, one {# lien est suivi (réécrit vers l’adresse de clic)} other {# liens sont suivis (réécrits vers l’adresse de clic)}}.',
      trackedLinksMany:
        '{count, plural, one {# lien est suivi (réécrit vers l’adresse de clic)} other {# liens sont suivis (réécrits vers l’adresse de clic)}} : au-delà de {most} liens redirigés, les filtres antispam y voient un e-mail marketing.',
      linkDomainMismatch:
        'Le texte du lien affiche {shown} mais le lien mène à {target} : les filtres antispam et les lecteurs y voient de l’hameçonnage.',
      dataImage:
        'Une image en URL data: : Outlook sur le web et Gmail refusent de l’afficher, et elle compte dans la limite de longueur. Téléversez-la et désignez-la par {cid}.',
      placeholderUnknown: '{placeholder} n’est pas un espace réservé connu : il reste vide.',
      placeholderOftenEmpty:
        '{placeholder} est vide pour {percent} % des personnes ({mailboxes, number} boîtes aux lettres) : entourez sa ligne de {open}…{close} pour qu’elle disparaisse quand il est vide.',
      contrastLight: 'Le texte {fg} sur {bg} a un contraste de {ratio, number, ::.0}:1 ; WCAG AA demande {needed, number}:1.',
      contrastDark:
        'Le texte {fg} sur {bg} a un contraste de {ratio, number, ::.0}:1 dans le mode sombre d’Outlook ; WCAG AA demande {needed, number}:1.',
    },
    es: {
      imageOnly:
        'La firma es solo una imagen: los filtros de spam desconfían del correo hecho solo de imágenes, el correo que bloquea imágenes no muestra nada y nadie puede copiar un número. Pon el nombre y los datos de contacto como texto.',
      tooLongMeasured:
        '{length, number} caracteres tras generarla para {mailbox}, el buzón más largo: Outlook rechaza firmas de más de {limit, number} caracteres (DataExceedsMaximumSize), así que nadie la recibiría.',
      tooLongEstimated:
        'Unos {length, number} caracteres tras generarla para los valores más largos de la organización: Outlook rechaza firmas de más de {limit, number} caracteres (DataExceedsMaximumSize), así que nadie la recibiría.',
      styleBlock:
        'Un bloque {tag}: las firmas solo conservan los estilos en línea, así que se quita antes de enviar. Pasa sus reglas a atributos style.',
      styleBlockClients:
        'Un bloque {tag}: las firmas solo conservan los estilos en línea, así que se quita antes de enviar (y {clients} lo descartaría o lo aplicaría mal de todos modos). Pasa sus reglas a atributos style.',
      classAttribute:
        '{count, plural, one {# elemento tiene} other {# elementos tienen}} una clase: ninguna regla {tag} llega a una firma, así que las clases no dan estilo a nada. Usa atributos style.',
      cssIgnored: '{clients} ignora {property}{count, plural, =1 {} other {; se usa # veces}}.',
      cssIgnoredNote: '{clients} ignora {property} ({note}){count, plural, =1 {} other {; se usa # veces}}.',
      svgImage: 'Una imagen SVG: Outlook para Windows no muestra nada en su lugar. Usa un PNG (o un JPEG) de la misma imagen.',
      imageSizeMissing:
        'Una imagen sin atributos width y height: Outlook para Windows la muestra a su tamaño real en píxeles (un logotipo 2x aparece el doble de grande).',
      fixAddSize: 'Añadir{attributes}',
      imageAltMissing:
        'Una imagen sin texto alternativo: los lectores de pantalla no anuncian nada útil y el correo que bloquea imágenes muestra un recuadro vacío.',
      fixAddAlt: 'Añadir alt="{alt}"',
      linkedImageEmptyAlt:
        'Una imagen enlazada con el texto alternativo vacío: el enlace no tiene nombre, así que los lectores de pantalla leen su dirección.',
      fixSetAlt: 'Poner alt="{alt}"',
      fixDesignAlt: 'Poner «{alt}» como texto alternativo',
      imageMissing: '{cid} no corresponde a ninguna imagen subida: no se ve nada en su lugar.',
      imageTooLarge:
        '{name} ocupa {size}: cada mensaje la lleva, lo que ralentiza cada redacción. Mantén las imágenes por debajo de {most}.',
      imagesTooLarge: 'Las imágenes insertadas ocupan {total} en total, más de {most}: cada mensaje las lleva.',
      logoVanishes: '{name} tiene píxeles oscuros sobre fondo transparente: desaparece sobre el fondo oscuro del modo oscuro.',
      logoWhiteBox: '{name} tiene un fondo blanco opaco: el modo oscuro lo muestra como un recuadro blanco.',
      logoVanishesVariant:
        '{name} tiene píxeles oscuros sobre fondo transparente: desaparece sobre el fondo oscuro del modo oscuro. Su variante para el modo oscuro, {variant}, se ve sobre ambos fondos.',
      logoWhiteBoxVariant:
        '{name} tiene un fondo blanco opaco: el modo oscuro lo muestra como un recuadro blanco. Su variante para el modo oscuro, {variant}, se ve sobre ambos fondos.',
      fixUseVariant: 'Usar {variant}',
      fixMakeDarkVariant: 'Crear una variante para el modo oscuro',
      insecureImage: 'Una imagen por http sin cifrar: Outlook la bloquea o avisa al lector; sírvela por https.',
      insecureLink:
        'Un enlace por http sin cifrar: los navegadores avisan y los filtros de spam lo cuentan en contra del mensaje. Usa https.',
      fixUseHttps: 'Usar https',
      javascriptUrl: 'Una URL javascript:: todos los clientes de correo la rechazan y el saneamiento la quita.',
      dataLink: 'Una URL data: en un enlace: Outlook y los navegadores se niegan a abrirla.',
      badMailto: '«{href}» no es un enlace mailto: válido: al hacer clic no se abre ningún mensaje.',
      badTel: '«{href}» no es un enlace tel: marcable: usa dígitos con un + inicial opcional (tel:+442079460123).',
      trackedLinks: '{count, plural, one {Se sigue # enlace} other {Se siguen # enlaces}} (reescritos hacia la dirección de clics).',
      trackedLinksMany:
        '{count, plural, one {Se sigue # enlace} other {Se siguen # enlaces}} (reescritos hacia la dirección de clics): más de {most} enlaces redirigidos parecen correo publicitario a los filtros de spam.',
      linkDomainMismatch:
        'El texto del enlace muestra {shown}, pero el enlace lleva a {target}: los filtros de spam y los lectores lo toman por phishing.',
      dataImage:
        'Una imagen como URL data:: Outlook en la Web y Gmail no la muestran, y cuenta para el límite de longitud. Súbela y haz referencia a ella como {cid}.',
      placeholderUnknown: '{placeholder} no es un marcador de posición conocido: queda vacío.',
      placeholderOftenEmpty:
        '{placeholder} está vacío para el {percent} % de las personas ({mailboxes, number} buzones): rodea su línea con {open}…{close} para que desaparezca cuando esté vacío.',
      contrastLight: 'El texto {fg} sobre {bg} tiene un contraste de {ratio, number, ::.0}:1; WCAG AA pide {needed, number}:1.',
      contrastDark:
        'El texto {fg} sobre {bg} tiene un contraste de {ratio, number, ::.0}:1 en el modo oscuro de Outlook; WCAG AA pide {needed, number}:1.',
    },
    nl: {
      imageOnly:
        'De handtekening is alleen een afbeelding: spamfilters wantrouwen e-mail die alleen uit afbeeldingen bestaat, e-mail die afbeeldingen blokkeert toont niets en niemand kan een nummer kopiëren. Zet de naam en contactregels in tekst.',
      tooLongMeasured:
        '{length, number} tekens na het opbouwen voor {mailbox}, het langste postvak: Outlook weigert een handtekening van meer dan {limit, number} tekens (DataExceedsMaximumSize), dus niemand zou hem krijgen.',
      tooLongEstimated:
        'Ongeveer {length, number} tekens na het opbouwen voor de langste waarden van de organisatie: Outlook weigert een handtekening van meer dan {limit, number} tekens (DataExceedsMaximumSize), dus niemand zou hem krijgen.',
      styleBlock:
        'Een {tag}-blok: handtekeningen houden alleen inline stijlen, dus het wordt voor verzending verwijderd. Zet de regels in style-attributen.',
      styleBlockClients:
        'Een {tag}-blok: handtekeningen houden alleen inline stijlen, dus het wordt voor verzending verwijderd (en {clients} zou het toch negeren of verkeerd toepassen). Zet de regels in style-attributen.',
      classAttribute:
        '{count, plural, one {# element heeft} other {# elementen hebben}} een class: geen {tag}-regels bereiken een handtekening, dus classes geven geen opmaak. Gebruik style-attributen.',
      cssIgnored: '{property} wordt genegeerd door {clients}{count, plural, =1 {} other {; # keer gebruikt}}.',
      cssIgnoredNote: '{property} wordt genegeerd door {clients} ({note}){count, plural, =1 {} other {; # keer gebruikt}}.',
      svgImage: 'Een SVG-afbeelding: Outlook voor Windows toont niets op die plek. Gebruik een PNG (of JPEG) van dezelfde afbeelding.',
      imageSizeMissing:
        'Een afbeelding zonder width- en height-attributen: Outlook voor Windows toont hem op volle pixelgrootte (een 2x-logo wordt twee keer zo groot).',
      fixAddSize: 'Toevoegen:{attributes}',
      imageAltMissing:
        'Een afbeelding zonder alternatieve tekst: schermlezers melden niets bruikbaars en e-mail die afbeeldingen blokkeert toont een leeg vak.',
      fixAddAlt: 'alt="{alt}" toevoegen',
      linkedImageEmptyAlt:
        'Een gekoppelde afbeelding met lege alternatieve tekst: de link heeft geen naam, dus schermlezers lezen in plaats daarvan het adres voor.',
      fixSetAlt: 'alt="{alt}" instellen',
      fixDesignAlt: 'Alternatieve tekst instellen op „{alt}”',
      imageMissing: '{cid} verwijst naar geen enkele geüploade afbeelding: op die plek verschijnt niets.',
      imageTooLarge: '{name} is {size}: elk bericht draagt hem mee, wat elk opstellen vertraagt. Houd afbeeldingen onder {most}.',
      imagesTooLarge: 'De ingesloten afbeeldingen zijn samen {total}, meer dan {most}: elk bericht draagt ze mee.',
      logoVanishes:
        '{name} heeft donkere pixels op een transparante achtergrond: het verdwijnt op de donkere achtergrond van de donkere modus.',
      logoWhiteBox: '{name} heeft een ondoorzichtige witte achtergrond: de donkere modus toont het als een wit vak.',
      logoVanishesVariant:
        '{name} heeft donkere pixels op een transparante achtergrond: het verdwijnt op de donkere achtergrond van de donkere modus. De variant voor de donkere modus, {variant}, is op beide achtergronden te zien.',
      logoWhiteBoxVariant:
        '{name} heeft een ondoorzichtige witte achtergrond: de donkere modus toont het als een wit vak. De variant voor de donkere modus, {variant}, is op beide achtergronden te zien.',
      fixUseVariant: '{variant} gebruiken',
      fixMakeDarkVariant: 'Variant voor de donkere modus maken',
      insecureImage: 'Een afbeelding via onversleuteld http: Outlook blokkeert hem of waarschuwt de lezer; lever hem via https.',
      insecureLink: 'Een link via onversleuteld http: browsers waarschuwen en spamfilters rekenen hem het bericht aan. Gebruik https.',
      fixUseHttps: 'https gebruiken',
      javascriptUrl: 'Een javascript:-URL: elke e-mailclient weigert hem en het opschonen verwijdert hem.',
      dataLink: 'Een data:-URL in een link: Outlook en browsers weigeren hem te openen.',
      badMailto: '„{href}” is geen geldige mailto:-link: erop klikken opent geen bericht.',
      badTel: '„{href}” is geen belbare tel:-link: gebruik cijfers, eventueel met een + vooraan (tel:+442079460123).',
      trackedLinks: '{count, plural, one {# link wordt} other {# links worden}} gevolgd (omgeschreven naar het klikadres).',
      trackedLinksMany:
        '{count, plural, one {# link wordt} other {# links worden}} gevolgd (omgeschreven naar het klikadres): meer dan {most} omgeleide links lijken voor spamfilters op marketingmail.',
      linkDomainMismatch: 'De linktekst toont {shown}, maar de link gaat naar {target}: spamfilters en lezers zien dit als phishing.',
      dataImage:
        'Een afbeelding als data:-URL: Outlook op het web en Gmail tonen hem niet, en hij telt mee voor de lengtegrens. Upload hem en verwijs ernaar als {cid}.',
      placeholderUnknown: '{placeholder} is geen bekende tijdelijke aanduiding: hij blijft leeg.',
      placeholderOftenEmpty:
        '{placeholder} is leeg voor {percent}% van de mensen ({mailboxes, number} postvakken): zet de regel tussen {open}…{close} zodat die verdwijnt als hij leeg is.',
      contrastLight: 'Tekst {fg} op {bg} heeft een contrast van {ratio, number, ::.0}:1; WCAG AA vraagt {needed, number}:1.',
      contrastDark:
        'Tekst {fg} op {bg} heeft een contrast van {ratio, number, ::.0}:1 in de donkere modus van Outlook; WCAG AA vraagt {needed, number}:1.',
    },
  },
);

export type DoctorKey = keyof (typeof DOCTOR_MESSAGES)['messages']['en'];

/** The refusal of a body whose findings include errors (422 `signature_faults`): its sentence, then each error's. */
export const DOCTOR_REFUSAL_MESSAGES = catalogue(
  'doctor-refusal',
  {
    faults: 'The signature has {count, plural, one {# fault} other {# faults}} that would reach mailboxes broken: {said}',
    inVariant: 'In the {variant} variant: {message}',
  },
  {
    de: {
      faults: 'Die Signatur hat {count, plural, one {# Fehler} other {# Fehler}}, mit dem sie beschädigt in den Postfächern ankäme: {said}',
      inVariant: 'In der Sprachvariante {variant}: {message}',
    },
    fr: {
      faults:
        'La signature comporte {count, plural, one {# défaut} other {# défauts}} : elle arriverait abîmée dans les boîtes aux lettres. {said}',
      inVariant: 'Dans la variante de langue {variant} : {message}',
    },
    es: {
      faults: 'La firma tiene {count, plural, one {# error} other {# errores}} con los que llegaría rota a los buzones: {said}',
      inVariant: 'En la variante de idioma {variant}: {message}',
    },
    nl: {
      faults:
        'De handtekening bevat {count, plural, one {# fout} other {# fouten}} waardoor ze beschadigd in de postvakken zou aankomen: {said}',
      inVariant: 'In de taalvariant {variant}: {message}',
    },
  },
);
