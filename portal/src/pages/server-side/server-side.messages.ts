import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** Server-side signatures: the mode, the Exchange Online set-up, the check, the relay's counts and the local mail sink. */
export const serverSideMessages = catalogue(
  'portal.serverSide',
  {
    title: 'Server-side signatures',
    loading: 'Loading server-side signatures…',
    intro:
      'The add-in signs while people write, so they see their signature. The relay signs on the way out: Exchange Online sends the organisation’s outgoing mail through it, and it adds the signature to what was not signed yet, whatever app wrote the message. Signed, encrypted and rights-protected mail is never changed.',
    notSaved: 'The change was not saved',
    saved: 'Saved.',
    mode: 'Mode',
    off: 'Off',
    offHint:
      'Only the add-in signs, while people write. Mail the transport rule still sends to the relay goes on unchanged; remove the rule to stop the trip.',
    unsigned: 'Sign what the add-in did not',
    unsignedHint:
      'Mail from phones, other mail apps and meeting replies, and anything the add-in could not sign, is signed on its way out. Mail the add-in signed goes out as it is.',
    all: 'Sign every message',
    allHint: 'For organisations that do not deploy the add-in.',
    savedOff: 'Server-side signatures are off.',
    savedUnsigned: 'The relay now signs the messages the add-in did not.',
    savedAll: 'The relay now signs every message.',
    meetings: 'Sign meeting requests and responses too',
    meetingsHint: 'Meeting requests and replies carry the calendar’s own text; most organisations leave them as they are.',
    domains: 'The relay serves mail sent from {domains}.',
    noDomain:
      'The organisation has no verified domain on record, so the relay cannot tell its mail apart. Domains are read from Microsoft Entra when an administrator signs in to the portal.',
    setup: 'Set up Exchange Online',
    chooseMode: 'Choose a mode first: the commands depend on it.',
    setupIntro:
      'Run these in Exchange Online PowerShell (<code>{command}</code> as an Exchange administrator), in this order. They only add connectors and one rule; nothing existing is changed.',
    copy: 'Copy',
    copyAll: 'Copy all the commands',
    copyStep: 'Copy the command for “{title}”',
    copiedAll: 'All the commands copied to the clipboard.',
    copiedStep: 'The command for “{title}” copied to the clipboard.',
    copyRefused: 'The browser did not allow copying; select the text instead.',
    powershell: 'PowerShell: {title}',
  },
  {
    de: {
      title: 'Serverseitige Signaturen',
      loading: 'Serverseitige Signaturen werden geladen…',
      intro:
        'Das Add-In signiert beim Schreiben, sodass man seine Signatur sieht. Das Relay signiert beim Versand: Exchange Online leitet die ausgehenden E-Mails der Organisation darüber, und es fügt die Signatur dort ein, wo noch keine ist, gleich mit welcher App die Nachricht geschrieben wurde. Signierte, verschlüsselte und rechtegeschützte E-Mails werden nie verändert.',
      notSaved: 'Die Änderung wurde nicht gespeichert',
      saved: 'Gespeichert.',
      mode: 'Modus',
      off: 'Aus',
      offHint:
        'Nur das Add-In signiert, beim Schreiben. E-Mails, die die Transportregel noch an das Relay leitet, gehen unverändert weiter; entfernen Sie die Regel, um den Umweg zu beenden.',
      unsigned: 'Signieren, was das Add-In nicht signiert hat',
      unsignedHint:
        'E-Mails von Smartphones, aus anderen E-Mail-Apps und Antworten auf Besprechungen sowie alles, was das Add-In nicht signieren konnte, werden beim Versand signiert. Vom Add-In signierte E-Mails gehen unverändert hinaus.',
      all: 'Jede Nachricht signieren',
      allHint: 'Für Organisationen, die das Add-In nicht bereitstellen.',
      savedOff: 'Serverseitige Signaturen sind ausgeschaltet.',
      savedUnsigned: 'Das Relay signiert jetzt die Nachrichten, die das Add-In nicht signiert hat.',
      savedAll: 'Das Relay signiert jetzt jede Nachricht.',
      meetings: 'Auch Besprechungsanfragen und -antworten signieren',
      meetingsHint:
        'Besprechungsanfragen und -antworten enthalten den eigenen Text des Kalenders; die meisten Organisationen lassen sie unverändert.',
      domains: 'Das Relay bedient E-Mails, die von {domains} gesendet werden.',
      noDomain:
        'Für die Organisation ist keine bestätigte Domäne hinterlegt, daher kann das Relay ihre E-Mails nicht erkennen. Domänen werden aus Microsoft Entra gelesen, wenn sich ein Administrator am Portal anmeldet.',
      setup: 'Exchange Online einrichten',
      chooseMode: 'Wählen Sie zuerst einen Modus: Die Befehle hängen davon ab.',
      setupIntro:
        'Führen Sie diese Befehle in dieser Reihenfolge in Exchange Online PowerShell aus (<code>{command}</code> als Exchange-Administrator). Sie fügen nur Connectors und eine Regel hinzu; nichts Bestehendes wird geändert.',
      copy: 'Kopieren',
      copyAll: 'Alle Befehle kopieren',
      copyStep: 'Befehl für „{title}“ kopieren',
      copiedAll: 'Alle Befehle wurden in die Zwischenablage kopiert.',
      copiedStep: 'Der Befehl für „{title}“ wurde in die Zwischenablage kopiert.',
      copyRefused: 'Der Browser hat das Kopieren nicht erlaubt; markieren Sie den Text stattdessen.',
      powershell: 'PowerShell-Befehl: {title}',
    },
    fr: {
      title: 'Signatures côté serveur',
      loading: 'Chargement des signatures côté serveur…',
      intro:
        'Le complément signe pendant la rédaction, pour que chacun voie sa signature. Le relais signe à l’envoi : Exchange Online fait passer par lui le courrier sortant de l’organisation, et il ajoute la signature à ce qui n’en a pas encore, quelle que soit l’application qui a écrit le message. Le courrier signé, chiffré ou protégé par des droits n’est jamais modifié.',
      notSaved: 'La modification n’a pas été enregistrée',
      saved: 'Enregistré.',
      mode: 'Mode',
      off: 'Désactivé',
      offHint:
        'Seul le complément signe, pendant la rédaction. Le courrier que la règle de transport envoie encore au relais repart inchangé ; supprimez la règle pour arrêter ce détour.',
      unsigned: 'Signer ce que le complément n’a pas signé',
      unsignedHint:
        'Le courrier envoyé depuis les téléphones, les autres applications de messagerie et les réponses aux réunions, ainsi que tout ce que le complément n’a pas pu signer, est signé à l’envoi. Le courrier signé par le complément part tel quel.',
      all: 'Signer tous les messages',
      allHint: 'Pour les organisations qui ne déploient pas le complément.',
      savedOff: 'Les signatures côté serveur sont désactivées.',
      savedUnsigned: 'Le relais signe désormais les messages que le complément n’a pas signés.',
      savedAll: 'Le relais signe désormais tous les messages.',
      meetings: 'Signer aussi les demandes de réunion et les réponses',
      meetingsHint:
        'Les demandes de réunion et leurs réponses portent le texte propre du calendrier ; la plupart des organisations les laissent telles quelles.',
      domains: 'Le relais traite le courrier envoyé depuis {domains}.',
      noDomain:
        'Aucun domaine vérifié n’est enregistré pour l’organisation : le relais ne peut donc pas reconnaître son courrier. Les domaines sont lus dans Microsoft Entra quand un administrateur se connecte au portail.',
      setup: 'Configurer Exchange Online',
      chooseMode: 'Choisissez d’abord un mode : les commandes en dépendent.',
      setupIntro:
        'Exécutez ces commandes dans Exchange Online PowerShell (<code>{command}</code> en tant qu’administrateur Exchange), dans cet ordre. Elles ajoutent seulement des connecteurs et une règle ; rien d’existant n’est modifié.',
      copy: 'Copier',
      copyAll: 'Copier toutes les commandes',
      copyStep: 'Copier la commande « {title} »',
      copiedAll: 'Toutes les commandes ont été copiées dans le presse-papiers.',
      copiedStep: 'La commande « {title} » a été copiée dans le presse-papiers.',
      copyRefused: 'Le navigateur n’a pas autorisé la copie ; sélectionnez plutôt le texte.',
      powershell: 'Commande PowerShell : {title}',
    },
    es: {
      title: 'Firmas en el servidor',
      loading: 'Cargando las firmas en el servidor…',
      intro:
        'El complemento firma mientras escribes, así ves tu firma. El servidor de retransmisión firma al salir: Exchange Online envía a través de él el correo saliente de la organización, y añade la firma a lo que aún no la tiene, con independencia de la aplicación con la que se escribió el mensaje. El correo firmado, cifrado o protegido con derechos nunca se modifica.',
      notSaved: 'No se guardó el cambio',
      saved: 'Guardado.',
      mode: 'Modo',
      off: 'Desactivado',
      offHint:
        'Solo firma el complemento, mientras se escribe. El correo que la regla de transporte aún envía al servidor de retransmisión sigue sin cambios; quita la regla para dejar de desviarlo.',
      unsigned: 'Firmar lo que el complemento no firmó',
      unsignedHint:
        'El correo de los móviles, de otras aplicaciones de correo y las respuestas a reuniones, y todo lo que el complemento no pudo firmar, se firma al salir. El correo que firmó el complemento sale tal cual.',
      all: 'Firmar todos los mensajes',
      allHint: 'Para organizaciones que no implementan el complemento.',
      savedOff: 'Las firmas en el servidor están desactivadas.',
      savedUnsigned: 'El servidor de retransmisión firma ahora los mensajes que el complemento no firmó.',
      savedAll: 'El servidor de retransmisión firma ahora todos los mensajes.',
      meetings: 'Firmar también las convocatorias y respuestas de reuniones',
      meetingsHint:
        'Las convocatorias de reunión y sus respuestas llevan el texto propio del calendario; la mayoría de las organizaciones las dejan como están.',
      domains: 'El servidor de retransmisión atiende el correo enviado desde {domains}.',
      noDomain:
        'La organización no tiene ningún dominio comprobado registrado, así que el servidor de retransmisión no puede reconocer su correo. Los dominios se leen de Microsoft Entra cuando un administrador inicia sesión en el portal.',
      setup: 'Configurar Exchange Online',
      chooseMode: 'Elige primero un modo: los comandos dependen de él.',
      setupIntro:
        'Ejecuta estos comandos en Exchange Online PowerShell (<code>{command}</code> como administrador de Exchange), en este orden. Solo añaden conectores y una regla; no se cambia nada de lo existente.',
      copy: 'Copiar',
      copyAll: 'Copiar todos los comandos',
      copyStep: 'Copiar el comando «{title}»',
      copiedAll: 'Todos los comandos se copiaron al portapapeles.',
      copiedStep: 'El comando «{title}» se copió al portapapeles.',
      copyRefused: 'El navegador no permitió copiar; selecciona el texto.',
      powershell: 'Comando de PowerShell: {title}',
    },
    nl: {
      title: 'Handtekeningen op de server',
      loading: 'Handtekeningen op de server worden geladen…',
      intro:
        'De invoegtoepassing ondertekent tijdens het schrijven, zodat je je handtekening ziet. De relay ondertekent bij verzending: Exchange Online stuurt de uitgaande e-mail van de organisatie erdoorheen, en de relay voegt de handtekening toe waar die nog ontbreekt, met welke app het bericht ook is geschreven. Ondertekende, versleutelde en met rechten beveiligde e-mail wordt nooit gewijzigd.',
      notSaved: 'De wijziging is niet opgeslagen',
      saved: 'Opgeslagen.',
      mode: 'Modus',
      off: 'Uit',
      offHint:
        'Alleen de invoegtoepassing ondertekent, tijdens het schrijven. E-mail die de transportregel nog naar de relay stuurt, gaat ongewijzigd verder; verwijder de regel om die omweg te stoppen.',
      unsigned: 'Ondertekenen wat de invoegtoepassing niet deed',
      unsignedHint:
        'E-mail van telefoons, andere e-mailapps en antwoorden op vergaderingen, en alles wat de invoegtoepassing niet kon ondertekenen, wordt bij verzending ondertekend. E-mail die de invoegtoepassing ondertekende, gaat ongewijzigd de deur uit.',
      all: 'Elk bericht ondertekenen',
      allHint: 'Voor organisaties die de invoegtoepassing niet uitrollen.',
      savedOff: 'Handtekeningen op de server staan uit.',
      savedUnsigned: 'De relay ondertekent nu de berichten die de invoegtoepassing niet ondertekende.',
      savedAll: 'De relay ondertekent nu elk bericht.',
      meetings: 'Ook vergaderverzoeken en -antwoorden ondertekenen',
      meetingsHint:
        'Vergaderverzoeken en -antwoorden bevatten de eigen tekst van de agenda; de meeste organisaties laten ze zoals ze zijn.',
      domains: 'De relay verwerkt e-mail die is verzonden vanaf {domains}.',
      noDomain:
        'Voor de organisatie is geen geverifieerd domein bekend, dus de relay kan haar e-mail niet herkennen. Domeinen worden uit Microsoft Entra gelezen wanneer een beheerder zich aanmeldt bij het portal.',
      setup: 'Exchange Online instellen',
      chooseMode: 'Kies eerst een modus: de opdrachten hangen ervan af.',
      setupIntro:
        'Voer deze opdrachten in deze volgorde uit in Exchange Online PowerShell (<code>{command}</code> als Exchange-beheerder). Ze voegen alleen connectors en één regel toe; er wordt niets bestaands gewijzigd.',
      copy: 'Kopiëren',
      copyAll: 'Alle opdrachten kopiëren',
      copyStep: 'De opdracht voor „{title}” kopiëren',
      copiedAll: 'Alle opdrachten zijn naar het klembord gekopieerd.',
      copiedStep: 'De opdracht voor „{title}” is naar het klembord gekopieerd.',
      copyRefused: 'De browser stond kopiëren niet toe; selecteer de tekst in plaats daarvan.',
      powershell: 'PowerShell-opdracht: {title}',
    },
  },
);
