import { catalogue } from '../../../shared/i18n/catalogue.js';

/** The home page: the welcome, the getting-started checklist and the notice after connecting. */
export const homeMessages = catalogue(
  'portal.home',
  {
    welcome: 'Welcome, {name}',
    loadingChecklist: 'Loading the getting-started checklist…',
    gettingStarted: 'Getting started',
    progress: '{completed} of {total} done',
    progressLabel: '{completed} of {total} steps done',
    clientAccepts: ' (the client’s own Admin accepts it: it is the controller of its data)',
    done: ' (done)',
    toDo: ' (to do)',
    dismissChecklist: 'Dismiss the checklist',
    transferNotice:
      '{organisation} already uses the signature service, so the partner’s invitation changed nothing: it is now a request to manage your organisation, which waits for an Admin on <link>Managed by a partner</link>.',
    connected: '{organisation} is connected to the signature service.',
  },
  {
    de: {
      welcome: 'Willkommen, {name}',
      loadingChecklist: 'Die Checkliste für den Einstieg wird geladen…',
      gettingStarted: 'Erste Schritte',
      progress: '{completed} von {total} erledigt',
      progressLabel: '{completed} von {total} Schritten erledigt',
      clientAccepts: ' (der eigene Administrator des Kunden stimmt zu: Er ist für seine Daten verantwortlich)',
      done: ' (erledigt)',
      toDo: ' (offen)',
      dismissChecklist: 'Checkliste ausblenden',
      transferNotice:
        '{organisation} nutzt den Signaturdienst bereits, daher hat die Einladung des Partners nichts geändert: Sie ist jetzt eine Anfrage, Ihre Organisation zu verwalten, die unter <link>Von einem Partner verwaltet</link> auf einen Administrator wartet.',
      connected: '{organisation} ist mit dem Signaturdienst verbunden.',
    },
    fr: {
      welcome: 'Bienvenue, {name}',
      loadingChecklist: 'Chargement de la liste de démarrage…',
      gettingStarted: 'Premiers pas',
      progress: '{completed} sur {total} terminées',
      progressLabel: '{completed} étapes sur {total} terminées',
      clientAccepts: ' (c’est l’administrateur du client qui l’accepte : il est responsable du traitement de ses données)',
      done: ' (terminé)',
      toDo: ' (à faire)',
      dismissChecklist: 'Masquer la liste',
      transferNotice:
        '{organisation} utilise déjà le service de signatures : l’invitation du partenaire n’a donc rien changé. C’est désormais une demande de gestion de votre organisation, qui attend un administrateur sur <link>Géré par un partenaire</link>.',
      connected: '{organisation} est connectée au service de signatures.',
    },
    es: {
      welcome: 'Hola, {name}',
      loadingChecklist: 'Cargando la lista de primeros pasos…',
      gettingStarted: 'Primeros pasos',
      progress: '{completed} de {total} hechos',
      progressLabel: '{completed} de {total} pasos hechos',
      clientAccepts: ' (lo acepta el administrador del propio cliente: es el responsable de sus datos)',
      done: ' (hecho)',
      toDo: ' (pendiente)',
      dismissChecklist: 'Ocultar la lista',
      transferNotice:
        '{organisation} ya usa el servicio de firmas, así que la invitación del partner no cambió nada: ahora es una solicitud para gestionar tu organización, que espera a un administrador en <link>Gestionado por un partner</link>.',
      connected: '{organisation} está conectada al servicio de firmas.',
    },
    nl: {
      welcome: 'Welkom, {name}',
      loadingChecklist: 'De checklist om te beginnen wordt geladen…',
      gettingStarted: 'Aan de slag',
      progress: '{completed} van {total} klaar',
      progressLabel: '{completed} van {total} stappen klaar',
      clientAccepts: ' (de eigen beheerder van de klant gaat akkoord: die is verantwoordelijk voor de gegevens)',
      done: ' (klaar)',
      toDo: ' (te doen)',
      dismissChecklist: 'Checklist verbergen',
      transferNotice:
        '{organisation} gebruikt de handtekeningservice al, dus de uitnodiging van de partner heeft niets veranderd: het is nu een verzoek om je organisatie te beheren, dat wacht op een beheerder onder <link>Beheerd door een partner</link>.',
      connected: '{organisation} is gekoppeld aan de handtekeningservice.',
    },
  },
);
