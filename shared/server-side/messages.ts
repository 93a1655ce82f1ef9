import { catalogue } from '../i18n/catalogue.js';

const MARKER_EN =
  '{marker, select, outlook_appendonsend {Outlook on the web or new Outlook} outlook_desktop_reply_header {Outlook for Windows} outlook_stop_spelling {Outlook for Windows} outlook_mac_quote {Outlook for Mac} outlook_mobile_separator {Outlook for iOS or Android} gmail_quote {Gmail} apple_mail_cite {Apple Mail} original_message {an “Original Message” line} header_block {a quoted message header} quote {a quoted message} attribution {a quoted message} other {Outlook}}';

/**
 * The server-side page's sentences a person reads: the setup steps' titles and explanations, where the relay put a
 * signature, and why a check's message was not kept. The PowerShell itself (names and comments in Exchange) stays as
 * it is in every language.
 */
export const SERVER_SIDE_MESSAGES = catalogue(
  'server-side',
  {
    connectTitle: 'Connect to Exchange Online',
    connectExplanation: 'Run these in PowerShell as an Exchange administrator, one after the other.',
    outboundTitle: 'Outbound connector to the relay',
    outboundExplanation:
      'Used only by the mail flow rule below. It hands messages to the relay over TLS at a host name of your organisation’s own, and checks that the relay’s certificate carries the relay’s name.',
    inboundTitle: 'Inbound connector from the relay',
    inboundExplanation:
      'Takes the signed messages back. Exchange knows them by the relay’s TLS certificate, so they are treated as your own outgoing mail and delivered.',
    protectedTitle: 'Keep encrypted, signed and automatic messages in Exchange',
    protectedExplanation:
      'A signature would break encrypted and signed messages, and automatic replies and read receipts get none, so the relay would pass them on unchanged anyway. These rules mark them so that the routing rule leaves them alone and they never make the trip.',
    ruleTitle: 'Mail flow rule',
    ruleExplanation:
      'Sends messages sent from inside your organisation{domains, select, yes { by your own domains} other {}} through the relay, except messages the relay has already handled (its stamp){meetings, select, yes {} other { and meeting requests and responses}}.{marked, select, yes { Messages the add-in signed go too: the relay checks its mark and passes them on unchanged.} other {}}',
    placementBodyEnd: 'At the end of the message (no quoted thread)',
    placementEnd: 'At the end of the message',
    placementAbove: 'Above the quoted thread',
    placementAboveBy: `Above the quoted thread (the reply marker of ${MARKER_EN})`,
    notKeptByRelay: 'The relay did not keep a copy of this message',
    notKeptExpired: 'The copy was removed after seven days',
    notKeptGone: 'The copy is no longer there',
    notKeptErased: 'Removed when the sender asked for their data to be erased',
  },
  {
    de: {
      connectTitle: 'Mit Exchange Online verbinden',
      connectExplanation: 'Führen Sie diese Befehle nacheinander in PowerShell als Exchange-Administrator aus.',
      outboundTitle: 'Ausgehender Connector zum Relay',
      outboundExplanation:
        'Wird nur von der Nachrichtenflussregel unten verwendet. Er übergibt Nachrichten über TLS an einen eigenen Hostnamen Ihrer Organisation beim Relay und prüft, ob das Zertifikat des Relays dessen Namen trägt.',
      inboundTitle: 'Eingehender Connector vom Relay',
      inboundExplanation:
        'Nimmt die signierten Nachrichten zurück. Exchange erkennt sie am TLS-Zertifikat des Relays, behandelt sie als Ihre eigene ausgehende E-Mail und stellt sie zu.',
      protectedTitle: 'Verschlüsselte, signierte und automatische Nachrichten in Exchange lassen',
      protectedExplanation:
        'Eine Signatur würde verschlüsselte und signierte Nachrichten beschädigen, und automatische Antworten und Lesebestätigungen bekommen keine; das Relay gäbe sie ohnehin unverändert weiter. Diese Regeln markieren sie, damit die Weiterleitungsregel sie auslässt und sie den Umweg nie nehmen.',
      ruleTitle: 'Nachrichtenflussregel',
      ruleExplanation:
        'Leitet Nachrichten, die innerhalb Ihrer Organisation{domains, select, yes { von Ihren eigenen Domänen} other {}} gesendet werden, über das Relay, außer Nachrichten, die das Relay schon bearbeitet hat (sein Stempel){meetings, select, yes {} other {, sowie Besprechungsanfragen und -antworten}}.{marked, select, yes { Vom Add-In signierte Nachrichten gehen auch dorthin: Das Relay prüft deren Markierung und gibt sie unverändert weiter.} other {}}',
      placementBodyEnd: 'Am Ende der Nachricht (kein zitierter Verlauf)',
      placementEnd: 'Am Ende der Nachricht',
      placementAbove: 'Über dem zitierten Verlauf',
      placementAboveBy:
        'Über dem zitierten Verlauf (an der Antwortmarkierung von {marker, select, outlook_appendonsend {Outlook im Web oder dem neuen Outlook} outlook_desktop_reply_header {Outlook für Windows} outlook_stop_spelling {Outlook für Windows} outlook_mac_quote {Outlook für Mac} outlook_mobile_separator {Outlook für iOS oder Android} gmail_quote {Gmail} apple_mail_cite {Apple Mail} original_message {einer Zeile „Ursprüngliche Nachricht“} header_block {einem zitierten Nachrichtenkopf} quote {einer zitierten Nachricht} attribution {einer zitierten Nachricht} other {Outlook}})',
      notKeptByRelay: 'Das Relay hat keine Kopie dieser Nachricht aufbewahrt',
      notKeptExpired: 'Die Kopie wurde nach sieben Tagen entfernt',
      notKeptGone: 'Die Kopie ist nicht mehr vorhanden',
      notKeptErased: 'Entfernt, als der Absender die Löschung seiner Daten verlangt hat',
    },
    fr: {
      connectTitle: 'Se connecter à Exchange Online',
      connectExplanation: 'Exécutez ces commandes l’une après l’autre dans PowerShell en tant qu’administrateur Exchange.',
      outboundTitle: 'Connecteur sortant vers le relais',
      outboundExplanation:
        'Utilisé uniquement par la règle de flux de messagerie ci-dessous. Il remet les messages au relais via TLS, sur un nom d’hôte propre à votre organisation, et vérifie que le certificat du relais porte son nom.',
      inboundTitle: 'Connecteur entrant depuis le relais',
      inboundExplanation:
        'Reprend les messages signés. Exchange les reconnaît au certificat TLS du relais : ils sont traités comme votre propre courrier sortant et remis.',
      protectedTitle: 'Garder dans Exchange les messages chiffrés, signés et automatiques',
      protectedExplanation:
        'Une signature casserait les messages chiffrés et signés, et les réponses automatiques et accusés de lecture n’en reçoivent pas : le relais les transmettrait de toute façon sans les modifier. Ces règles les marquent pour que la règle de routage les ignore et qu’ils ne fassent jamais le détour.',
      ruleTitle: 'Règle de flux de messagerie',
      ruleExplanation:
        'Envoie par le relais les messages envoyés depuis votre organisation{domains, select, yes { par vos propres domaines} other {}}, sauf ceux que le relais a déjà traités (son tampon){meetings, select, yes {} other { et les demandes et réponses de réunion}}.{marked, select, yes { Les messages signés par le complément y passent aussi : le relais vérifie leur marque et les transmet sans les modifier.} other {}}',
      placementBodyEnd: 'À la fin du message (pas de fil cité)',
      placementEnd: 'À la fin du message',
      placementAbove: 'Au-dessus du fil cité',
      placementAboveBy:
        'Au-dessus du fil cité (au repère de réponse {marker, select, outlook_appendonsend {d’Outlook sur le web ou du nouvel Outlook} outlook_desktop_reply_header {d’Outlook pour Windows} outlook_stop_spelling {d’Outlook pour Windows} outlook_mac_quote {d’Outlook pour Mac} outlook_mobile_separator {d’Outlook pour iOS ou Android} gmail_quote {de Gmail} apple_mail_cite {d’Apple Mail} original_message {d’une ligne « Message d’origine »} header_block {d’un en-tête de message cité} quote {d’un message cité} attribution {d’un message cité} other {d’Outlook}})',
      notKeptByRelay: 'Le relais n’a pas gardé de copie de ce message',
      notKeptExpired: 'La copie a été supprimée au bout de sept jours',
      notKeptGone: 'La copie n’est plus disponible',
      notKeptErased: 'Supprimée quand l’expéditeur a demandé l’effacement de ses données',
    },
    es: {
      connectTitle: 'Conectarse a Exchange Online',
      connectExplanation: 'Ejecuta estos comandos en PowerShell como administrador de Exchange, uno tras otro.',
      outboundTitle: 'Conector de salida hacia el servidor de retransmisión',
      outboundExplanation:
        'Solo lo usa la regla de flujo de correo de abajo. Entrega los mensajes al servidor de retransmisión por TLS en un nombre de host propio de tu organización y comprueba que el certificado del servidor de retransmisión lleva su nombre.',
      inboundTitle: 'Conector de entrada desde el servidor de retransmisión',
      inboundExplanation:
        'Recoge los mensajes firmados. Exchange los reconoce por el certificado TLS del servidor de retransmisión, así que los trata como correo saliente tuyo y los entrega.',
      protectedTitle: 'Mantener en Exchange los mensajes cifrados, firmados y automáticos',
      protectedExplanation:
        'Una firma rompería los mensajes cifrados y firmados, y las respuestas automáticas y confirmaciones de lectura no llevan ninguna, así que el servidor de retransmisión los pasaría sin cambios de todos modos. Estas reglas los marcan para que la regla de enrutamiento los deje en paz y nunca hagan el viaje.',
      ruleTitle: 'Regla de flujo de correo',
      ruleExplanation:
        'Envía por el servidor de retransmisión los mensajes enviados desde dentro de tu organización{domains, select, yes { por tus propios dominios} other {}}, excepto los que el servidor de retransmisión ya ha tratado (su sello){meetings, select, yes {} other { y las convocatorias y respuestas de reunión}}.{marked, select, yes { Los mensajes que firmó el complemento también van: el servidor de retransmisión comprueba su marca y los pasa sin cambios.} other {}}',
      placementBodyEnd: 'Al final del mensaje (sin hilo citado)',
      placementEnd: 'Al final del mensaje',
      placementAbove: 'Encima del hilo citado',
      placementAboveBy:
        'Encima del hilo citado (en la marca de respuesta de {marker, select, outlook_appendonsend {Outlook en la web o el nuevo Outlook} outlook_desktop_reply_header {Outlook para Windows} outlook_stop_spelling {Outlook para Windows} outlook_mac_quote {Outlook para Mac} outlook_mobile_separator {Outlook para iOS o Android} gmail_quote {Gmail} apple_mail_cite {Apple Mail} original_message {una línea «Mensaje original»} header_block {un encabezado de mensaje citado} quote {un mensaje citado} attribution {un mensaje citado} other {Outlook}})',
      notKeptByRelay: 'El servidor de retransmisión no guardó una copia de este mensaje',
      notKeptExpired: 'La copia se eliminó a los siete días',
      notKeptGone: 'La copia ya no está',
      notKeptErased: 'Eliminada cuando el remitente pidió borrar sus datos',
    },
    nl: {
      connectTitle: 'Verbinding maken met Exchange Online',
      connectExplanation: 'Voer deze opdrachten na elkaar uit in PowerShell als Exchange-beheerder.',
      outboundTitle: 'Uitgaande connector naar de relay',
      outboundExplanation:
        'Alleen gebruikt door de regel voor de e-mailstroom hieronder. Hij geeft berichten via TLS aan de relay af op een eigen hostnaam van je organisatie en controleert of het certificaat van de relay de naam van de relay draagt.',
      inboundTitle: 'Inkomende connector van de relay',
      inboundExplanation:
        'Neemt de ondertekende berichten terug. Exchange herkent ze aan het TLS-certificaat van de relay, dus ze worden behandeld als je eigen uitgaande e-mail en afgeleverd.',
      protectedTitle: 'Versleutelde, ondertekende en automatische berichten in Exchange houden',
      protectedExplanation:
        'Een handtekening zou versleutelde en ondertekende berichten breken, en automatische antwoorden en leesbevestigingen krijgen er geen, dus de relay zou ze toch ongewijzigd doorgeven. Deze regels markeren ze zodat de routeringsregel ze overslaat en ze de omweg nooit maken.',
      ruleTitle: 'Regel voor de e-mailstroom',
      ruleExplanation:
        'Stuurt berichten die vanuit je organisatie{domains, select, yes { door je eigen domeinen} other {}} worden verzonden via de relay, behalve berichten die de relay al heeft verwerkt (zijn stempel){meetings, select, yes {} other { en vergaderverzoeken en -antwoorden}}.{marked, select, yes { Berichten die de invoegtoepassing heeft ondertekend gaan ook: de relay controleert hun markering en geeft ze ongewijzigd door.} other {}}',
      placementBodyEnd: 'Aan het einde van het bericht (geen geciteerde thread)',
      placementEnd: 'Aan het einde van het bericht',
      placementAbove: 'Boven de geciteerde thread',
      placementAboveBy:
        'Boven de geciteerde thread (bij de antwoordmarkering van {marker, select, outlook_appendonsend {Outlook op het web of de nieuwe Outlook} outlook_desktop_reply_header {Outlook voor Windows} outlook_stop_spelling {Outlook voor Windows} outlook_mac_quote {Outlook voor Mac} outlook_mobile_separator {Outlook voor iOS of Android} gmail_quote {Gmail} apple_mail_cite {Apple Mail} original_message {een regel „Oorspronkelijk bericht”} header_block {een geciteerde berichtkop} quote {een geciteerd bericht} attribution {een geciteerd bericht} other {Outlook}})',
      notKeptByRelay: 'De relay heeft geen kopie van dit bericht bewaard',
      notKeptExpired: 'De kopie is na zeven dagen verwijderd',
      notKeptGone: 'De kopie is er niet meer',
      notKeptErased: 'Verwijderd toen de afzender vroeg om zijn gegevens te wissen',
    },
  },
);

export type ServerSideKey = keyof (typeof SERVER_SIDE_MESSAGES)['messages']['en'];
