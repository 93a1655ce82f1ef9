import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** Why the profile page cannot be used, or its preview shows nothing, in the staff member's words. */
export const gateMessages = catalogue(
  'portal.profileGates',
  {
    portalOffTitle: 'Profile editing is switched off',
    portalOffText:
      'Your organisation has switched off profile editing, so there is nothing to fill in here for now. Your signature still uses what was saved before. An administrator can switch it on again in Settings.',
    excludedTitle: 'Your mailbox gets no signature',
    excludedText:
      'Your organisation does not provide signatures for your mailbox, so there is no profile to fill in. Ask an administrator if you think you should have one.',
    notMailboxTitle: 'No mailbox found',
    notMailboxText: 'Your address is not a mailbox of this organisation, so there is no profile to fill in.',
    inactiveTitle: 'The service is not active',
    inactiveText: 'Your organisation’s subscription to the signature service is not active, so profiles cannot be filled in until it is.',
    notOnboardedTitle: 'Your organisation does not use the service',
    notOnboardedText: 'Your Microsoft 365 organisation is not connected to the signature service yet. An administrator connects it.',
    suspendedTitle: 'Your organisation is suspended',
    suspendedText: 'The signature service is suspended for your organisation; profiles cannot be filled in until it is restored.',
    deletingTitle: 'Your organisation is being deleted',
    deletingText: 'Your organisation asked to leave the signature service, so profiles can no longer be filled in.',
    deliveryPaused:
      'Signature delivery is paused for your organisation, so no signature can be previewed. You can still fill in your profile; it shows once delivery resumes.',
  },
  {
    de: {
      portalOffTitle: 'Das Bearbeiten des Profils ist ausgeschaltet',
      portalOffText:
        'Ihre Organisation hat das Bearbeiten des Profils ausgeschaltet, daher gibt es hier im Moment nichts auszufüllen. Ihre Signatur verwendet weiterhin, was zuvor gespeichert wurde. Ein Administrator kann es in den Einstellungen wieder einschalten.',
      excludedTitle: 'Ihr Postfach erhält keine Signatur',
      excludedText:
        'Ihre Organisation stellt für Ihr Postfach keine Signaturen bereit, daher gibt es kein Profil auszufüllen. Wenden Sie sich an einen Administrator, wenn Sie eine haben sollten.',
      notMailboxTitle: 'Kein Postfach gefunden',
      notMailboxText: 'Ihre Adresse ist kein Postfach dieser Organisation, daher gibt es kein Profil auszufüllen.',
      inactiveTitle: 'Der Dienst ist nicht aktiv',
      inactiveText:
        'Das Abonnement Ihrer Organisation für den Signaturdienst ist nicht aktiv. Profile können erst ausgefüllt werden, wenn es wieder aktiv ist.',
      notOnboardedTitle: 'Ihre Organisation nutzt den Dienst nicht',
      notOnboardedText:
        'Ihre Microsoft 365-Organisation ist noch nicht mit dem Signaturdienst verbunden. Ein Administrator richtet die Verbindung ein.',
      suspendedTitle: 'Ihre Organisation ist gesperrt',
      suspendedText:
        'Der Signaturdienst ist für Ihre Organisation gesperrt; Profile können erst wieder ausgefüllt werden, wenn er freigegeben ist.',
      deletingTitle: 'Ihre Organisation wird gelöscht',
      deletingText: 'Ihre Organisation hat den Signaturdienst gekündigt, daher können Profile nicht mehr ausgefüllt werden.',
      deliveryPaused:
        'Die Zustellung von Signaturen ist für Ihre Organisation angehalten, daher gibt es keine Vorschau. Sie können Ihr Profil trotzdem ausfüllen; es erscheint, sobald die Zustellung weiterläuft.',
    },
    fr: {
      portalOffTitle: 'La modification du profil est désactivée',
      portalOffText:
        'Votre organisation a désactivé la modification du profil : il n’y a rien à renseigner ici pour le moment. Votre signature utilise toujours ce qui a été enregistré auparavant. Un administrateur peut la réactiver dans les Paramètres.',
      excludedTitle: 'Votre boîte aux lettres n’a pas de signature',
      excludedText:
        'Votre organisation ne fournit pas de signature pour votre boîte aux lettres : il n’y a pas de profil à renseigner. Adressez-vous à un administrateur si vous pensez devoir en avoir une.',
      notMailboxTitle: 'Aucune boîte aux lettres trouvée',
      notMailboxText: 'Votre adresse n’est pas une boîte aux lettres de cette organisation : il n’y a pas de profil à renseigner.',
      inactiveTitle: 'Le service n’est pas actif',
      inactiveText:
        'L’abonnement de votre organisation au service de signatures n’est pas actif : les profils ne peuvent pas être renseignés tant qu’il ne l’est pas.',
      notOnboardedTitle: 'Votre organisation n’utilise pas le service',
      notOnboardedText:
        'Votre organisation Microsoft 365 n’est pas encore connectée au service de signatures. Un administrateur s’en charge.',
      suspendedTitle: 'Votre organisation est suspendue',
      suspendedText:
        'Le service de signatures est suspendu pour votre organisation ; les profils ne peuvent pas être renseignés tant qu’il n’est pas rétabli.',
      deletingTitle: 'Votre organisation est en cours de suppression',
      deletingText: 'Votre organisation a demandé à quitter le service de signatures : les profils ne peuvent plus être renseignés.',
      deliveryPaused:
        'La distribution des signatures est suspendue pour votre organisation : aucun aperçu n’est possible. Vous pouvez tout de même renseigner votre profil ; il apparaîtra dès la reprise de la distribution.',
    },
    es: {
      portalOffTitle: 'La edición del perfil está desactivada',
      portalOffText:
        'Tu organización ha desactivado la edición del perfil, así que por ahora no hay nada que rellenar aquí. Tu firma sigue usando lo que se guardó antes. Un administrador puede volver a activarla en Configuración.',
      excludedTitle: 'Tu buzón no recibe firma',
      excludedText:
        'Tu organización no ofrece firmas para tu buzón, así que no hay ningún perfil que rellenar. Pregunta a un administrador si crees que deberías tener una.',
      notMailboxTitle: 'No se encontró ningún buzón',
      notMailboxText: 'Tu dirección no es un buzón de esta organización, así que no hay ningún perfil que rellenar.',
      inactiveTitle: 'El servicio no está activo',
      inactiveText:
        'La suscripción de tu organización al servicio de firmas no está activa, así que no se pueden rellenar perfiles hasta que lo esté.',
      notOnboardedTitle: 'Tu organización no usa el servicio',
      notOnboardedText: 'Tu organización de Microsoft 365 todavía no está conectada al servicio de firmas. Un administrador la conecta.',
      suspendedTitle: 'Tu organización está suspendida',
      suspendedText: 'El servicio de firmas está suspendido para tu organización; no se pueden rellenar perfiles hasta que se restablezca.',
      deletingTitle: 'Tu organización se está eliminando',
      deletingText: 'Tu organización pidió dejar el servicio de firmas, así que ya no se pueden rellenar perfiles.',
      deliveryPaused:
        'La entrega de firmas está en pausa para tu organización, así que no se puede mostrar ninguna vista previa. Puedes seguir rellenando tu perfil; se verá cuando se reanude la entrega.',
    },
    nl: {
      portalOffTitle: 'Profiel bewerken staat uit',
      portalOffText:
        'Je organisatie heeft profiel bewerken uitgeschakeld, dus er is hier voorlopig niets in te vullen. Je handtekening gebruikt nog steeds wat eerder is opgeslagen. Een beheerder kan het weer inschakelen bij Instellingen.',
      excludedTitle: 'Je postvak krijgt geen handtekening',
      excludedText:
        'Je organisatie biedt geen handtekeningen voor je postvak, dus er is geen profiel om in te vullen. Vraag het een beheerder als je denkt dat je er wel een hoort te hebben.',
      notMailboxTitle: 'Geen postvak gevonden',
      notMailboxText: 'Je adres is geen postvak van deze organisatie, dus er is geen profiel om in te vullen.',
      inactiveTitle: 'De service is niet actief',
      inactiveText:
        'Het abonnement van je organisatie op de handtekeningservice is niet actief, dus profielen kunnen pas worden ingevuld als dat weer zo is.',
      notOnboardedTitle: 'Je organisatie gebruikt de service niet',
      notOnboardedText: 'Je Microsoft 365-organisatie is nog niet met de handtekeningservice verbonden. Een beheerder regelt dat.',
      suspendedTitle: 'Je organisatie is opgeschort',
      suspendedText: 'De handtekeningservice is voor je organisatie opgeschort; profielen kunnen pas worden ingevuld als die is hersteld.',
      deletingTitle: 'Je organisatie wordt verwijderd',
      deletingText: 'Je organisatie heeft gevraagd de handtekeningservice te verlaten, dus profielen kunnen niet meer worden ingevuld.',
      deliveryPaused:
        'Het leveren van handtekeningen is voor je organisatie gepauzeerd, dus er is geen voorbeeld. Je kunt je profiel wel invullen; het verschijnt zodra het leveren weer doorgaat.',
    },
  },
);
