import { catalogue } from '../i18n/catalogue.js';

/** Alert e-mails: each kind's subject and sentences, and the mail around them. */
export const ALERT_MESSAGES = catalogue(
  'alerts',
  {
    mailSubject: '{subject} ({organisation})',
    seeInPortal: 'See it in the portal',
    why: 'You receive this because an Administrator of {organisation} chose you for these alerts.',
    clientFailuresSubject: 'Failures rose on {client}',
    clientFailuresBody:
      '{client} failed to apply the signature {failed, plural, one {# time} other {# times}} in the last {days, number} days: {rate} of its attempts, against {previousRate} the week before.',
    clientFailuresNext: 'The monitoring page shows the reasons and the versions of the client concerned.',
    rolloutPausedSubject: 'The rollout of {template} was rolled back',
    rolloutPausedBody: 'The staged rollout of {template} was rolled back automatically: {reason}.',
    rolloutPausedNext: 'Everyone keeps the live version; the rollouts page shows the results of both versions.',
    directorySyncSubject: 'The directory sync failed',
    directorySyncBody:
      '{runs, plural, one {The nightly directory sync failed} other {The nightly directory sync has failed # times in a row}}, first on {when}: {cause, select, directory {Microsoft 365 could not be reached, or refused to let the service read your directory} other {the service failed while it read your directory}}.',
    directorySyncMeanwhile:
      'Until a sync succeeds, reports and the directory checks use the people’s details as they were at the last sync that worked. If the service’s consent was withdrawn, an Administrator grants it again.',
    directorySyncNext: 'The monitoring page shows the directory as the service last read it.',
    relayPassesSubject: 'The relay sent {count, plural, one {# message} other {# messages}} on without a signature',
    relayPassesBody:
      'Since yesterday the relay sent {count, plural, one {# message} other {# messages}} on unchanged because {reason, select, service_error {the service failed while it decided their signature} rewrite_failed {the signature could not be written into them} too_large {they were larger than the relay rewrites} unsupported_shape {their structure is one the relay does not rewrite} unsupported_charset {their character set is one the relay does not rewrite} other {their transfer encoding is one the relay does not rewrite}}.',
    relayPassesNext:
      'Your settings did not cause this. The server-side page counts the messages passed by reason, and the message trail explains each one.',
  },
  {
    de: {
      mailSubject: '{subject} ({organisation})',
      seeInPortal: 'Im Portal ansehen',
      why: 'Sie erhalten diese E-Mail, weil ein Administrator von {organisation} Sie für diese Warnungen ausgewählt hat.',
      clientFailuresSubject: 'Mehr Fehler bei {client}',
      clientFailuresBody:
        '{client} konnte die Signatur in den letzten {days, number} Tagen {failed, plural, one {# Mal} other {# Mal}} nicht anwenden: bei {rate} der Versuche, nach {previousRate} in der Woche davor.',
      clientFailuresNext: 'Die Überwachungsseite zeigt die Gründe und die betroffenen Versionen des Clients.',
      rolloutPausedSubject: 'Der Rollout von {template} wurde zurückgesetzt',
      rolloutPausedBody: 'Der gestaffelte Rollout von {template} wurde automatisch zurückgesetzt: {reason}.',
      rolloutPausedNext: 'Alle behalten die aktive Version. Die Seite „Rollouts“ zeigt die Ergebnisse beider Versionen.',
      directorySyncSubject: 'Die Verzeichnissynchronisierung ist fehlgeschlagen',
      directorySyncBody:
        '{runs, plural, one {Die nächtliche Verzeichnissynchronisierung ist fehlgeschlagen} other {Die nächtliche Verzeichnissynchronisierung ist # Mal in Folge fehlgeschlagen}}, zuerst am {when}: {cause, select, directory {Microsoft 365 war nicht erreichbar oder hat dem Dienst das Lesen Ihres Verzeichnisses verweigert} other {beim Lesen Ihres Verzeichnisses ist im Dienst ein Fehler aufgetreten}}.',
      directorySyncMeanwhile:
        'Bis eine Synchronisierung gelingt, verwenden Berichte und Verzeichnisprüfungen die Angaben der Personen aus der letzten erfolgreichen Synchronisierung. Wurde die Zustimmung für den Dienst widerrufen, muss ein Administrator sie erneut erteilen.',
      directorySyncNext: 'Die Überwachungsseite zeigt das Verzeichnis so, wie der Dienst es zuletzt gelesen hat.',
      relayPassesSubject: 'Das Relay hat {count, plural, one {# Nachricht} other {# Nachrichten}} ohne Signatur weitergeleitet',
      relayPassesBody:
        'Seit gestern hat das Relay {count, plural, one {# Nachricht} other {# Nachrichten}} unverändert weitergeleitet, weil {reason, select, service_error {im Dienst beim Bestimmen der Signatur ein Fehler aufgetreten ist} rewrite_failed {die Signatur nicht eingefügt werden konnte} too_large {sie größer waren, als das Relay umschreibt} unsupported_shape {das Relay ihren Aufbau nicht umschreibt} unsupported_charset {das Relay ihren Zeichensatz nicht umschreibt} other {das Relay ihre Übertragungskodierung nicht umschreibt}}.',
      relayPassesNext:
        'Ihre Einstellungen sind nicht die Ursache. Die Seite zu serverseitigen Signaturen zählt die weitergeleiteten Nachrichten nach Grund, und der Nachrichtenverlauf erklärt jede einzelne.',
    },
    fr: {
      mailSubject: '{subject} ({organisation})',
      seeInPortal: 'Voir dans le portail',
      why: 'Vous recevez cet e-mail parce qu’un administrateur de {organisation} vous a choisi pour ces alertes.',
      clientFailuresSubject: 'Les échecs augmentent sur {client}',
      clientFailuresBody:
        '{client} n’a pas pu appliquer la signature {failed, plural, one {# fois} other {# fois}} au cours des {days, number} derniers jours : {rate} de ses tentatives, contre {previousRate} la semaine précédente.',
      clientFailuresNext: 'La page de surveillance indique les raisons et les versions du client concernées.',
      rolloutPausedSubject: 'Le déploiement de {template} a été annulé',
      rolloutPausedBody: 'Le déploiement progressif de {template} a été annulé automatiquement : {reason}.',
      rolloutPausedNext: 'Tout le monde garde la version en ligne ; la page des déploiements montre les résultats des deux versions.',
      directorySyncSubject: 'La synchronisation de l’annuaire a échoué',
      directorySyncBody:
        '{runs, plural, one {La synchronisation nocturne de l’annuaire a échoué} other {La synchronisation nocturne de l’annuaire a échoué # fois de suite}}, la première fois le {when} : {cause, select, directory {Microsoft 365 était injoignable ou a refusé au service la lecture de votre annuaire} other {le service a rencontré une erreur en lisant votre annuaire}}.',
      directorySyncMeanwhile:
        'Tant qu’aucune synchronisation n’aboutit, les rapports et les contrôles de l’annuaire utilisent les informations des personnes telles qu’elles étaient lors de la dernière synchronisation réussie. Si le consentement du service a été retiré, un administrateur doit le donner à nouveau.',
      directorySyncNext: 'La page de surveillance montre l’annuaire tel que le service l’a lu en dernier.',
      relayPassesSubject: 'Le relais a transmis {count, plural, one {# message} other {# messages}} sans signature',
      relayPassesBody:
        'Depuis hier, le relais a transmis {count, plural, one {# message} other {# messages}} sans modification, car {reason, select, service_error {le service a rencontré une erreur en choisissant leur signature} rewrite_failed {la signature n’a pas pu y être insérée} too_large {ils dépassaient la taille que le relais réécrit} unsupported_shape {le relais ne réécrit pas leur structure} unsupported_charset {le relais ne réécrit pas leur jeu de caractères} other {le relais ne réécrit pas leur encodage de transfert}}.',
      relayPassesNext:
        'Vos paramètres n’en sont pas la cause. La page des signatures côté serveur compte les messages transmis par raison, et l’historique des messages explique chacun d’eux.',
    },
    es: {
      mailSubject: '{subject} ({organisation})',
      seeInPortal: 'Verlo en el portal',
      why: 'Recibes este correo porque un administrador de {organisation} te eligió para estas alertas.',
      clientFailuresSubject: 'Aumentan los errores en {client}',
      clientFailuresBody:
        '{client} no pudo aplicar la firma {failed, plural, one {# vez} other {# veces}} en los últimos {days, number} días: el {rate} de sus intentos, frente al {previousRate} de la semana anterior.',
      clientFailuresNext: 'La página de supervisión muestra los motivos y las versiones del cliente afectadas.',
      rolloutPausedSubject: 'Se revirtió la implementación de {template}',
      rolloutPausedBody: 'La implementación gradual de {template} se revirtió automáticamente: {reason}.',
      rolloutPausedNext: 'Todos conservan la versión activa; la página de implementaciones muestra los resultados de ambas versiones.',
      directorySyncSubject: 'Error en la sincronización del directorio',
      directorySyncBody:
        '{runs, plural, one {La sincronización nocturna del directorio falló} other {La sincronización nocturna del directorio ha fallado # veces seguidas}}, la primera el {when}: {cause, select, directory {no se pudo acceder a Microsoft 365 o este no permitió al servicio leer tu directorio} other {el servicio falló al leer tu directorio}}.',
      directorySyncMeanwhile:
        'Hasta que una sincronización funcione, los informes y las comprobaciones del directorio usan los datos de las personas tal como estaban en la última sincronización correcta. Si se retiró el consentimiento del servicio, un administrador debe volver a darlo.',
      directorySyncNext: 'La página de supervisión muestra el directorio tal como el servicio lo leyó por última vez.',
      relayPassesSubject: 'El servidor de retransmisión envió {count, plural, one {# mensaje} other {# mensajes}} sin firma',
      relayPassesBody:
        'Desde ayer, el servidor de retransmisión envió {count, plural, one {# mensaje} other {# mensajes}} sin cambios porque {reason, select, service_error {el servicio falló al decidir su firma} rewrite_failed {no se pudo escribir la firma en ellos} too_large {eran más grandes de lo que reescribe el servidor} unsupported_shape {el servidor no reescribe su estructura} unsupported_charset {el servidor no reescribe su juego de caracteres} other {el servidor no reescribe su codificación de transferencia}}.',
      relayPassesNext:
        'Tu configuración no lo causó. La página de firmas en el servidor cuenta los mensajes enviados sin firma por motivo, y el historial de mensajes explica cada uno.',
    },
    nl: {
      mailSubject: '{subject} ({organisation})',
      seeInPortal: 'Bekijken in de portal',
      why: 'Je ontvangt dit omdat een beheerder van {organisation} je voor deze waarschuwingen heeft gekozen.',
      clientFailuresSubject: 'Meer fouten in {client}',
      clientFailuresBody:
        '{client} kon de handtekening de afgelopen {days, number} dagen {failed, plural, one {# keer} other {# keer}} niet toepassen: bij {rate} van de pogingen, tegen {previousRate} de week ervoor.',
      clientFailuresNext: 'De bewakingspagina toont de redenen en de betrokken versies van de client.',
      rolloutPausedSubject: 'De uitrol van {template} is teruggedraaid',
      rolloutPausedBody: 'De gefaseerde uitrol van {template} is automatisch teruggedraaid: {reason}.',
      rolloutPausedNext: 'Iedereen houdt de actieve versie; de uitrolpagina toont de resultaten van beide versies.',
      directorySyncSubject: 'De directorysynchronisatie is mislukt',
      directorySyncBody:
        '{runs, plural, one {De nachtelijke directorysynchronisatie is mislukt} other {De nachtelijke directorysynchronisatie is # keer achter elkaar mislukt}}, voor het eerst op {when}: {cause, select, directory {Microsoft 365 was niet bereikbaar of weigerde de service je directory te laten lezen} other {de service liep vast bij het lezen van je directory}}.',
      directorySyncMeanwhile:
        'Tot een synchronisatie lukt, gebruiken rapporten en directorycontroles de gegevens van mensen zoals ze waren bij de laatste geslaagde synchronisatie. Is de toestemming voor de service ingetrokken, dan moet een beheerder die opnieuw geven.',
      directorySyncNext: 'De bewakingspagina toont de directory zoals de service die het laatst las.',
      relayPassesSubject: 'De relay heeft {count, plural, one {# bericht} other {# berichten}} zonder handtekening doorgestuurd',
      relayPassesBody:
        'Sinds gisteren heeft de relay {count, plural, one {# bericht} other {# berichten}} ongewijzigd doorgestuurd, omdat {reason, select, service_error {de service een fout maakte bij het kiezen van de handtekening} rewrite_failed {de handtekening er niet in kon worden geschreven} too_large {ze groter waren dan de relay herschrijft} unsupported_shape {de relay hun opbouw niet herschrijft} unsupported_charset {de relay hun tekenset niet herschrijft} other {de relay hun overdrachtscodering niet herschrijft}}.',
      relayPassesNext:
        'Je instellingen zijn niet de oorzaak. De pagina voor handtekeningen op de server telt de doorgestuurde berichten per reden, en de berichtgeschiedenis verklaart elk bericht.',
    },
  },
);

export type AlertMessageKey = keyof (typeof ALERT_MESSAGES)['messages']['en'];
