import { catalogue } from '../i18n/catalogue.js';

/**
 * The message trail's explanations, written when an entry is read, in its reader's language. Template, rule, banner
 * and footer names arrive quoted; domains, codes, versions and the service's own messages arrive as values.
 */
export const TRAIL_MESSAGES = catalogue(
  'trail',
  {
    addinSigned: 'Signed by the add-in with {template} version {version} {chosen}.',
    addinUnsigned:
      'No signature from the add-in: {chosen} and no template is the default for {role, select, new {new messages} other {replies and forwards}}.',
    chosenRule: 'because the rule {rule} matched ({because})',
    chosenDefault:
      'because {rules, plural, =0 {the organisation has no rules} other {no rule matched (of #)}} and it is the default for {role, select, new {new messages} other {replies and forwards}}',
    chosenNone: '{rules, plural, =0 {the organisation has no rules} other {no rule matched (of #)}}',
    becauseRecipients: 'recipients {domains}',
    becauseRecipientsAny: 'recipients as the rule asks',
    becauseMemberOf: 'the mailbox is a member of the group the rule names',
    becauseEmpty: '{attribute} is empty',
    becauseIs: '{attribute} is {value}',
    becauseIsNot: '{attribute} is not {value}',
    becauseContains: '{attribute} contains {value}',
    becauseStartsWith: '{attribute} starts with {value}',
    becauseHeld: 'its condition held',
    block: 'the {kind, select, banner {banner} other {footer}} {name}',
    added: '{added, select, yes {, so {blocks} {count, plural, one {was} other {were}} added} other {}}.',
    recipientsUnknown: 'The recipients were not known, so no recipient condition applied{added}',
    recipientsOutside: '{type, select, reply {Replying} other {Writing}} to external recipients ({domains}){added}',
    recipientsInside: '{type, select, reply {Replying} other {Writing}} to recipients inside the organisation ({domains}){added}',
    languageVariant: 'The {tag} variant was chosen because {why}.',
    languageDefault: 'The default language was used because {why}.',
    whyRecipientDomain: "the recipients' domains are listed for it",
    whyRecipientCountry: "the recipients' country domains are listed for it",
    whySender: "it is the sender's preferred language",
    whyDefault: 'no recipient domain, country or preferred language chose a variant',
    stale: 'Storage was out, so the last good answer (rendered {at}) was served.',
    addinRefused: 'No signature from the add-in: the service refused it ({code}): {message}.',
    addinFailed: 'No signature from the add-in: the service failed ({message}).',
    relaySigned: 'Signed by the relay with {template} version {version}.',
    relaySignedUnnamed: 'Signed by the relay with its template.',
    placedBodyEnd: 'It was placed at the end of the body.',
    placedEnd: 'It was placed at the end of the message.',
    placedMarker: 'It was placed at the signature marker of {marker}.',
    placedOther: 'It was placed {placement}.',
    inThread:
      'The quoted thread already held this sender’s full signature and the organisation signs once per thread, so the reply signature was used, without banners.',
    inThreadByRule:
      'The quoted thread already held this sender’s full signature and the rule {rule} signs their replies once per thread, so the reply signature was used, without banners.',
    footerRemoved:
      'The footer the sender’s phone or mail app had added (such as “Sent from my iPhone”) was taken off the end of the new text.',
    relayFooter: 'The add-in had signed it; the relay added what is meant for external recipients ({domains}) and nothing else.',
    passedThread:
      'Passed unchanged by the relay: the quoted thread already holds this sender’s full signature, the organisation signs once per thread, and no reply signature is set.',
    passedDkim:
      'Passed unchanged by the relay: the message arrived already DKIM-signed, and a signature added to its text would have made that DKIM signature fail at the receiver.',
    passedAlreadySigned:
      'Passed unchanged by the relay: the new text above the quoted thread already holds a signature of the service, so a second one would stack under it.',
    passed: 'Passed unchanged by the relay: {reason}{detail}.',
    nextHopRefused: 'The next mail server refused it: {answer}.',
    noAnswer: 'no answer',
    refused: 'Refused by the relay: it is not proven to come from the organisation ({reason}{detail}).',
  },
  {
    de: {
      addinSigned: 'Vom Add-In mit {template} Version {version} signiert, {chosen}.',
      addinUnsigned:
        'Keine Signatur vom Add-In: {chosen}, und keine Vorlage ist Standard für {role, select, new {neue Nachrichten} other {Antworten und Weiterleitungen}}.',
      chosenRule: 'weil die Regel {rule} zutraf ({because})',
      chosenDefault:
        'weil {rules, plural, =0 {die Organisation keine Regeln hat} other {keine Regel zutraf (von #)}} und sie Standard für {role, select, new {neue Nachrichten} other {Antworten und Weiterleitungen}} ist',
      chosenNone: '{rules, plural, =0 {die Organisation hat keine Regeln} other {keine Regel traf zu (von #)}}',
      becauseRecipients: 'Empfänger {domains}',
      becauseRecipientsAny: 'Empfänger, wie die Regel verlangt',
      becauseMemberOf: 'das Postfach ist Mitglied der Gruppe, die die Regel nennt',
      becauseEmpty: '{attribute} ist leer',
      becauseIs: '{attribute} ist {value}',
      becauseIsNot: '{attribute} ist nicht {value}',
      becauseContains: '{attribute} enthält {value}',
      becauseStartsWith: '{attribute} beginnt mit {value}',
      becauseHeld: 'ihre Bedingung erfüllt war',
      block: '{kind, select, banner {das Banner} other {die Fußzeile}} {name}',
      added: '{added, select, yes {, daher {count, plural, one {wurde} other {wurden}} {blocks} hinzugefügt} other {}}.',
      recipientsUnknown: 'Die Empfänger waren nicht bekannt, daher galt keine Empfängerbedingung{added}',
      recipientsOutside: '{type, select, reply {Antwort} other {Nachricht}} an externe Empfänger ({domains}){added}',
      recipientsInside: '{type, select, reply {Antwort} other {Nachricht}} an Empfänger in der Organisation ({domains}){added}',
      languageVariant: 'Die Sprachvariante {tag} wurde gewählt, weil {why}.',
      languageDefault: 'Die Standardsprache wurde verwendet, weil {why}.',
      whyRecipientDomain: 'die Domains der Empfänger für sie eingetragen sind',
      whyRecipientCountry: 'die Länderdomains der Empfänger für sie eingetragen sind',
      whySender: 'sie die bevorzugte Sprache des Absenders ist',
      whyDefault: 'weder Empfängerdomain noch Land noch bevorzugte Sprache eine Variante bestimmt haben',
      stale: 'Der Speicher war nicht erreichbar, daher wurde die letzte gültige Antwort (erstellt {at}) ausgeliefert.',
      addinRefused: 'Keine Signatur vom Add-In: Der Dienst hat abgelehnt ({code}): {message}.',
      addinFailed: 'Keine Signatur vom Add-In: Beim Dienst ist ein Fehler aufgetreten ({message}).',
      relaySigned: 'Vom Relay mit {template} Version {version} signiert.',
      relaySignedUnnamed: 'Vom Relay mit seiner Vorlage signiert.',
      placedBodyEnd: 'Sie wurde am Ende des Inhalts eingefügt.',
      placedEnd: 'Sie wurde am Ende der Nachricht eingefügt.',
      placedMarker: 'Sie wurde an der Signaturmarke von {marker} eingefügt.',
      placedOther: 'Sie wurde hier eingefügt: {placement}.',
      inThread:
        'Der zitierte Verlauf enthielt schon die vollständige Signatur dieses Absenders, und die Organisation signiert einmal pro Verlauf, daher wurde die Antwortsignatur ohne Banner verwendet.',
      inThreadByRule:
        'Der zitierte Verlauf enthielt schon die vollständige Signatur dieses Absenders, und die Regel {rule} signiert seine Antworten einmal pro Verlauf, daher wurde die Antwortsignatur ohne Banner verwendet.',
      footerRemoved:
        'Die Fußzeile, die Telefon oder Mail-App des Absenders angefügt hatte (etwa „Von meinem iPhone gesendet“), wurde am Ende des neuen Texts entfernt.',
      relayFooter: 'Das Add-In hatte sie signiert; das Relay hat nur hinzugefügt, was für externe Empfänger ({domains}) bestimmt ist.',
      passedThread:
        'Vom Relay unverändert weitergeleitet: Der zitierte Verlauf enthält schon die vollständige Signatur dieses Absenders, die Organisation signiert einmal pro Verlauf, und es ist keine Antwortsignatur festgelegt.',
      passedDkim:
        'Vom Relay unverändert weitergeleitet: Die Nachricht kam schon DKIM-signiert an, und eine in ihren Text eingefügte Signatur hätte diese DKIM-Signatur beim Empfänger ungültig gemacht.',
      passedAlreadySigned:
        'Vom Relay unverändert weitergeleitet: Der neue Text über dem zitierten Verlauf enthält schon eine Signatur des Dienstes, eine zweite stünde darunter.',
      passed: 'Vom Relay unverändert weitergeleitet: {reason}{detail}.',
      nextHopRefused: 'Der nächste Mailserver hat sie abgelehnt: {answer}.',
      noAnswer: 'keine Antwort',
      refused: 'Vom Relay abgelehnt: Es ist nicht nachgewiesen, dass sie von der Organisation stammt ({reason}{detail}).',
    },
    fr: {
      addinSigned: 'Signé par le complément avec {template} version {version} {chosen}.',
      addinUnsigned:
        'Aucune signature du complément : {chosen} et aucun modèle n’est le modèle par défaut pour {role, select, new {les nouveaux messages} other {les réponses et transferts}}.',
      chosenRule: 'car la règle {rule} s’est appliquée ({because})',
      chosenDefault:
        'car {rules, plural, =0 {l’organisation n’a aucune règle} other {aucune règle ne s’est appliquée (sur #)}} et c’est le modèle par défaut pour {role, select, new {les nouveaux messages} other {les réponses et transferts}}',
      chosenNone: '{rules, plural, =0 {l’organisation n’a aucune règle} other {aucune règle ne s’est appliquée (sur #)}}',
      becauseRecipients: 'destinataires {domains}',
      becauseRecipientsAny: 'destinataires tels que la règle le demande',
      becauseMemberOf: 'la boîte aux lettres est membre du groupe que nomme la règle',
      becauseEmpty: '{attribute} est vide',
      becauseIs: '{attribute} vaut {value}',
      becauseIsNot: '{attribute} ne vaut pas {value}',
      becauseContains: '{attribute} contient {value}',
      becauseStartsWith: '{attribute} commence par {value}',
      becauseHeld: 'sa condition était remplie',
      block: '{kind, select, banner {la bannière} other {le pied de page}} {name}',
      added: '{added, select, yes { ; {count, plural, one {ajout} other {ajouts}} : {blocks}} other {}}.',
      recipientsUnknown: 'Les destinataires n’étaient pas connus, donc aucune condition sur les destinataires ne s’est appliquée{added}',
      recipientsOutside: '{type, select, reply {Réponse} other {Message}} à des destinataires externes ({domains}){added}',
      recipientsInside: '{type, select, reply {Réponse} other {Message}} à des destinataires de l’organisation ({domains}){added}',
      languageVariant: 'La variante {tag} a été choisie car {why}.',
      languageDefault: 'La langue par défaut a été utilisée car {why}.',
      whyRecipientDomain: 'les domaines des destinataires y sont associés',
      whyRecipientCountry: 'les domaines de pays des destinataires y sont associés',
      whySender: 'c’est la langue préférée de l’expéditeur',
      whyDefault: 'aucun domaine de destinataire, pays ni langue préférée n’a choisi de variante',
      stale: 'Le stockage était indisponible, donc la dernière réponse valide (générée {at}) a été servie.',
      addinRefused: 'Aucune signature du complément : le service l’a refusée ({code}) : {message}.',
      addinFailed: 'Aucune signature du complément : le service a échoué ({message}).',
      relaySigned: 'Signé par le relais avec {template} version {version}.',
      relaySignedUnnamed: 'Signé par le relais avec son modèle.',
      placedBodyEnd: 'Elle a été placée à la fin du corps.',
      placedEnd: 'Elle a été placée à la fin du message.',
      placedMarker: 'Elle a été placée au marqueur de signature de {marker}.',
      placedOther: 'Elle a été placée ici : {placement}.',
      inThread:
        'Le fil cité contenait déjà la signature complète de cet expéditeur et l’organisation signe une fois par fil, donc la signature de réponse a été utilisée, sans bannières.',
      inThreadByRule:
        'Le fil cité contenait déjà la signature complète de cet expéditeur et la règle {rule} signe ses réponses une fois par fil, donc la signature de réponse a été utilisée, sans bannières.',
      footerRemoved:
        'Le pied de page ajouté par le téléphone ou l’application de messagerie de l’expéditeur (comme « Envoyé de mon iPhone ») a été retiré de la fin du nouveau texte.',
      relayFooter: 'Le complément l’avait signé ; le relais n’a ajouté que ce qui est destiné aux destinataires externes ({domains}).',
      passedThread:
        'Transmis sans modification par le relais : le fil cité contient déjà la signature complète de cet expéditeur, l’organisation signe une fois par fil et aucune signature de réponse n’est définie.',
      passedDkim:
        'Transmis sans modification par le relais : le message est arrivé déjà signé DKIM, et une signature ajoutée à son texte aurait fait échouer cette signature DKIM chez le destinataire.',
      passedAlreadySigned:
        'Transmis sans modification par le relais : le nouveau texte au-dessus du fil cité contient déjà une signature du service, une deuxième s’empilerait dessous.',
      passed: 'Transmis sans modification par le relais : {reason}{detail}.',
      nextHopRefused: 'Le serveur de messagerie suivant l’a refusé : {answer}.',
      noAnswer: 'aucune réponse',
      refused: 'Refusé par le relais : il n’est pas prouvé qu’il provient de l’organisation ({reason}{detail}).',
    },
    es: {
      addinSigned: 'Firmado por el complemento con {template} versión {version} {chosen}.',
      addinUnsigned:
        'Sin firma del complemento: {chosen} y ninguna plantilla es la predeterminada para {role, select, new {mensajes nuevos} other {respuestas y reenvíos}}.',
      chosenRule: 'porque se cumplió la regla {rule} ({because})',
      chosenDefault:
        'porque {rules, plural, =0 {la organización no tiene reglas} other {no se cumplió ninguna regla (de #)}} y es la predeterminada para {role, select, new {mensajes nuevos} other {respuestas y reenvíos}}',
      chosenNone: '{rules, plural, =0 {la organización no tiene reglas} other {no se cumplió ninguna regla (de #)}}',
      becauseRecipients: 'destinatarios {domains}',
      becauseRecipientsAny: 'destinatarios como pide la regla',
      becauseMemberOf: 'el buzón es miembro del grupo que indica la regla',
      becauseEmpty: '{attribute} está vacío',
      becauseIs: '{attribute} es {value}',
      becauseIsNot: '{attribute} no es {value}',
      becauseContains: '{attribute} contiene {value}',
      becauseStartsWith: '{attribute} empieza por {value}',
      becauseHeld: 'se cumplió su condición',
      block: '{kind, select, banner {el banner} other {el pie de página}} {name}',
      added: '{added, select, yes {, así que se {count, plural, one {añadió} other {añadieron}} {blocks}} other {}}.',
      recipientsUnknown: 'No se conocían los destinatarios, así que no se aplicó ninguna condición de destinatarios{added}',
      recipientsOutside: '{type, select, reply {Respuesta} other {Mensaje}} a destinatarios externos ({domains}){added}',
      recipientsInside: '{type, select, reply {Respuesta} other {Mensaje}} a destinatarios de la organización ({domains}){added}',
      languageVariant: 'Se eligió la variante {tag} porque {why}.',
      languageDefault: 'Se usó el idioma predeterminado porque {why}.',
      whyRecipientDomain: 'los dominios de los destinatarios están asignados a ella',
      whyRecipientCountry: 'los dominios de país de los destinatarios están asignados a ella',
      whySender: 'es el idioma preferido del remitente',
      whyDefault: 'ningún dominio de destinatario, país ni idioma preferido eligió una variante',
      stale: 'El almacenamiento no estaba disponible, así que se sirvió la última respuesta válida (generada {at}).',
      addinRefused: 'Sin firma del complemento: el servicio la rechazó ({code}): {message}.',
      addinFailed: 'Sin firma del complemento: el servicio falló ({message}).',
      relaySigned: 'Firmado por el servidor de retransmisión con {template} versión {version}.',
      relaySignedUnnamed: 'Firmado por el servidor de retransmisión con su plantilla.',
      placedBodyEnd: 'Se colocó al final del cuerpo.',
      placedEnd: 'Se colocó al final del mensaje.',
      placedMarker: 'Se colocó en el marcador de firma de {marker}.',
      placedOther: 'Se colocó aquí: {placement}.',
      inThread:
        'El hilo citado ya contenía la firma completa de este remitente y la organización firma una vez por hilo, así que se usó la firma de respuesta, sin banners.',
      inThreadByRule:
        'El hilo citado ya contenía la firma completa de este remitente y la regla {rule} firma sus respuestas una vez por hilo, así que se usó la firma de respuesta, sin banners.',
      footerRemoved:
        'Se quitó del final del texto nuevo el pie que había añadido el teléfono o la app de correo del remitente (como «Enviado desde mi iPhone»).',
      relayFooter:
        'El complemento ya lo había firmado; el servidor de retransmisión solo añadió lo destinado a destinatarios externos ({domains}).',
      passedThread:
        'El servidor de retransmisión lo dejó pasar sin cambios: el hilo citado ya contiene la firma completa de este remitente, la organización firma una vez por hilo y no hay firma de respuesta definida.',
      passedDkim:
        'El servidor de retransmisión lo dejó pasar sin cambios: el mensaje llegó ya firmado con DKIM, y una firma añadida a su texto habría hecho fallar esa firma DKIM en el receptor.',
      passedAlreadySigned:
        'El servidor de retransmisión lo dejó pasar sin cambios: el texto nuevo sobre el hilo citado ya contiene una firma del servicio, y una segunda quedaría debajo.',
      passed: 'El servidor de retransmisión lo dejó pasar sin cambios: {reason}{detail}.',
      nextHopRefused: 'El siguiente servidor de correo lo rechazó: {answer}.',
      noAnswer: 'sin respuesta',
      refused: 'Rechazado por el servidor de retransmisión: no está probado que venga de la organización ({reason}{detail}).',
    },
    nl: {
      addinSigned: 'Ondertekend door de invoegtoepassing met {template} versie {version} {chosen}.',
      addinUnsigned:
        'Geen handtekening van de invoegtoepassing: {chosen} en geen sjabloon is de standaard voor {role, select, new {nieuwe berichten} other {antwoorden en doorsturen}}.',
      chosenRule: 'omdat de regel {rule} van toepassing was ({because})',
      chosenDefault:
        'omdat {rules, plural, =0 {de organisatie geen regels heeft} other {geen regel van toepassing was (van #)}} en het de standaard is voor {role, select, new {nieuwe berichten} other {antwoorden en doorsturen}}',
      chosenNone: '{rules, plural, =0 {de organisatie heeft geen regels} other {geen regel was van toepassing (van #)}}',
      becauseRecipients: 'ontvangers {domains}',
      becauseRecipientsAny: 'ontvangers zoals de regel vraagt',
      becauseMemberOf: 'het postvak is lid van de groep die de regel noemt',
      becauseEmpty: '{attribute} is leeg',
      becauseIs: '{attribute} is {value}',
      becauseIsNot: '{attribute} is niet {value}',
      becauseContains: '{attribute} bevat {value}',
      becauseStartsWith: '{attribute} begint met {value}',
      becauseHeld: 'aan de voorwaarde was voldaan',
      block: '{kind, select, banner {de banner} other {de voettekst}} {name}',
      added: '{added, select, yes {, dus {count, plural, one {is} other {zijn}} {blocks} toegevoegd} other {}}.',
      recipientsUnknown: 'De ontvangers waren niet bekend, dus gold er geen ontvangersvoorwaarde{added}',
      recipientsOutside: '{type, select, reply {Antwoord} other {Bericht}} aan externe ontvangers ({domains}){added}',
      recipientsInside: '{type, select, reply {Antwoord} other {Bericht}} aan ontvangers binnen de organisatie ({domains}){added}',
      languageVariant: 'De taalvariant {tag} is gekozen omdat {why}.',
      languageDefault: 'De standaardtaal is gebruikt omdat {why}.',
      whyRecipientDomain: 'de domeinen van de ontvangers eraan gekoppeld zijn',
      whyRecipientCountry: 'de landendomeinen van de ontvangers eraan gekoppeld zijn',
      whySender: 'het de voorkeurstaal van de afzender is',
      whyDefault: 'geen ontvangersdomein, land of voorkeurstaal een variant koos',
      stale: 'De opslag was niet bereikbaar, dus is het laatste geldige antwoord (gemaakt {at}) gegeven.',
      addinRefused: 'Geen handtekening van de invoegtoepassing: de service heeft die geweigerd ({code}): {message}.',
      addinFailed: 'Geen handtekening van de invoegtoepassing: de service is mislukt ({message}).',
      relaySigned: 'Ondertekend door de relay met {template} versie {version}.',
      relaySignedUnnamed: 'Ondertekend door de relay met het eigen sjabloon.',
      placedBodyEnd: 'Die is aan het einde van de inhoud geplaatst.',
      placedEnd: 'Die is aan het einde van het bericht geplaatst.',
      placedMarker: 'Die is bij de handtekeningmarkering van {marker} geplaatst.',
      placedOther: 'Die is hier geplaatst: {placement}.',
      inThread:
        'De geciteerde conversatie bevatte al de volledige handtekening van deze afzender en de organisatie ondertekent één keer per conversatie, dus is de antwoordhandtekening gebruikt, zonder banners.',
      inThreadByRule:
        'De geciteerde conversatie bevatte al de volledige handtekening van deze afzender en de regel {rule} ondertekent diens antwoorden één keer per conversatie, dus is de antwoordhandtekening gebruikt, zonder banners.',
      footerRemoved:
        'De voettekst die de telefoon of mailapp van de afzender had toegevoegd (zoals „Verzonden vanaf mijn iPhone”), is van het einde van de nieuwe tekst gehaald.',
      relayFooter:
        'De invoegtoepassing had het ondertekend; de relay heeft alleen toegevoegd wat voor externe ontvangers ({domains}) bedoeld is.',
      passedThread:
        'Ongewijzigd doorgelaten door de relay: de geciteerde conversatie bevat al de volledige handtekening van deze afzender, de organisatie ondertekent één keer per conversatie en er is geen antwoordhandtekening ingesteld.',
      passedDkim:
        'Ongewijzigd doorgelaten door de relay: het bericht kwam al met een DKIM-handtekening binnen, en een handtekening in de tekst zou die DKIM-handtekening bij de ontvanger ongeldig hebben gemaakt.',
      passedAlreadySigned:
        'Ongewijzigd doorgelaten door de relay: de nieuwe tekst boven de geciteerde conversatie bevat al een handtekening van de service, dus een tweede zou eronder komen.',
      passed: 'Ongewijzigd doorgelaten door de relay: {reason}{detail}.',
      nextHopRefused: 'De volgende mailserver heeft het geweigerd: {answer}.',
      noAnswer: 'geen antwoord',
      refused: 'Geweigerd door de relay: het is niet bewezen dat het van de organisatie komt ({reason}{detail}).',
    },
  },
);
export { RELAY_DETAIL_MESSAGES } from './detail-messages.js';
