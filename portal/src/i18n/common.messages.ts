import { catalogue } from '../../../shared/i18n/catalogue.js';

/** Words every page shares: dialog buttons, notices, and how a failure is shown. */
export const commonMessages = catalogue(
  'portal.common',
  {
    cancel: 'Cancel',
    dismiss: 'Dismiss',
    actions: 'Actions',
    save: 'Save',
    somethingWrong: 'Something went wrong.',
    checkFields: 'Check the highlighted fields.',
    unreachable: 'The service could not be reached. Check your connection and try again.',
    unexpectedAnswer: 'The service answered {status} {statusText}',
  },
  {
    de: {
      cancel: 'Abbrechen',
      dismiss: 'Schließen',
      actions: 'Aktionen',
      save: 'Speichern',
      somethingWrong: 'Etwas ist schiefgelaufen.',
      checkFields: 'Prüfen Sie die markierten Felder.',
      unreachable: 'Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      unexpectedAnswer: 'Der Dienst antwortete mit {status} {statusText}',
    },
    fr: {
      cancel: 'Annuler',
      dismiss: 'Fermer',
      actions: 'Actions',
      save: 'Enregistrer',
      somethingWrong: 'Une erreur s’est produite.',
      checkFields: 'Vérifiez les champs signalés.',
      unreachable: 'Le service est injoignable. Vérifiez votre connexion, puis réessayez.',
      unexpectedAnswer: 'Le service a répondu {status} {statusText}',
    },
    es: {
      cancel: 'Cancelar',
      dismiss: 'Cerrar',
      actions: 'Acciones',
      save: 'Guardar',
      somethingWrong: 'Algo salió mal.',
      checkFields: 'Revisa los campos marcados.',
      unreachable: 'No se pudo conectar con el servicio. Comprueba tu conexión y vuelve a intentarlo.',
      unexpectedAnswer: 'El servicio respondió {status} {statusText}',
    },
    nl: {
      cancel: 'Annuleren',
      dismiss: 'Sluiten',
      actions: 'Acties',
      save: 'Opslaan',
      somethingWrong: 'Er is iets misgegaan.',
      checkFields: 'Controleer de gemarkeerde velden.',
      unreachable: 'De service is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
      unexpectedAnswer: 'De service antwoordde {status} {statusText}',
    },
  },
);
