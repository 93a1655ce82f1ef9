import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** Making a template in the library (blank HTML or an out-of-office reply) and importing one from a bundle file. */
export const libraryDialogMessages = catalogue(
  'portal.libraryDialogs',
  {
    create: 'Create',
    name: 'Name',
    changeLater: 'You can change it in the editor afterwards.',
    replyIntro:
      'The automatic reply sent from someone’s mailbox while they are away, once they switch it on. It is not a signature and is never added to messages.',
    replyInside: 'Reply to people in the organisation',
    replyOutside: 'Reply to people outside the organisation',
    starterHtml: 'Starter HTML',
    import: 'Import',
    bundleFile: 'Template bundle file',
    notABundle: '{file} is not a template bundle (not JSON). Choose a .signature.json file exported from this portal.',
  },
  {
    de: {
      create: 'Erstellen',
      name: 'Name',
      changeLater: 'Sie können es danach im Editor ändern.',
      replyIntro:
        'Die automatische Antwort, die aus dem Postfach einer Person gesendet wird, während sie abwesend ist und sie eingeschaltet hat. Sie ist keine Signatur und wird nie in Nachrichten eingefügt.',
      replyInside: 'Antwort an Personen in der Organisation',
      replyOutside: 'Antwort an Personen außerhalb der Organisation',
      starterHtml: 'HTML zum Start',
      import: 'Importieren',
      bundleFile: 'Datei mit dem Vorlagenpaket',
      notABundle:
        '{file} ist kein Vorlagenpaket (kein JSON). Wählen Sie eine .signature.json-Datei, die aus diesem Portal exportiert wurde.',
    },
    fr: {
      create: 'Créer',
      name: 'Nom',
      changeLater: 'Vous pourrez le modifier ensuite dans l’éditeur.',
      replyIntro:
        'La réponse automatique envoyée depuis la boîte aux lettres d’une personne pendant son absence, une fois qu’elle l’a activée. Ce n’est pas une signature : elle n’est jamais ajoutée aux messages.',
      replyInside: 'Réponse aux personnes de l’organisation',
      replyOutside: 'Réponse aux personnes extérieures à l’organisation',
      starterHtml: 'HTML de départ',
      import: 'Importer',
      bundleFile: 'Fichier de paquet de modèle',
      notABundle:
        '{file} n’est pas un paquet de modèle (ce n’est pas du JSON). Choisissez un fichier .signature.json exporté depuis ce portail.',
    },
    es: {
      create: 'Crear',
      name: 'Nombre',
      changeLater: 'Puedes cambiarlo después en el editor.',
      replyIntro:
        'La respuesta automática que se envía desde el buzón de una persona mientras está fuera, cuando la activa. No es una firma y nunca se añade a los mensajes.',
      replyInside: 'Respuesta a personas de la organización',
      replyOutside: 'Respuesta a personas de fuera de la organización',
      starterHtml: 'HTML inicial',
      import: 'Importar',
      bundleFile: 'Archivo del paquete de plantilla',
      notABundle: '{file} no es un paquete de plantilla (no es JSON). Elige un archivo .signature.json exportado desde este portal.',
    },
    nl: {
      create: 'Maken',
      name: 'Naam',
      changeLater: 'Je kunt het daarna in de editor wijzigen.',
      replyIntro:
        'Het automatische antwoord dat vanuit iemands postvak wordt verzonden terwijl die persoon afwezig is, zodra die het aanzet. Het is geen handtekening en wordt nooit aan berichten toegevoegd.',
      replyInside: 'Antwoord aan mensen in de organisatie',
      replyOutside: 'Antwoord aan mensen buiten de organisatie',
      starterHtml: 'Start-HTML',
      import: 'Importeren',
      bundleFile: 'Bestand met sjabloonpakket',
      notABundle: '{file} is geen sjabloonpakket (geen JSON). Kies een .signature.json-bestand dat uit dit portal is geëxporteerd.',
    },
  },
);
