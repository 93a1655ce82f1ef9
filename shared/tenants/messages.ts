import { catalogue, type MessageValues } from '../i18n/catalogue.js';
import { sentenceOf } from '../http/said-reasons.js';

/**
 * What connecting an organisation says in its own words, to the person in the browser (refusals, the refusal page),
 * and what the service operators' levers refuse. `lever` and `state` are the lever's and the organisation's names.
 */
export const TENANT_SENTENCES = catalogue(
  'tenants',
  {
    stateMissing: 'This page needs the state the consent started with; start again',
    required: 'required',
    notTenantId: 'must be a directory tenant id',
    noOrganisationNamed: 'The identity provider did not name your organisation; start again',
    noCode: 'The sign-in did not answer a code; start again',
    consentNotGranted:
      'Consent was not granted, so your organisation was not connected. An administrator who may grant consent for the organisation has to accept it',
    unexpectedAnswer: 'The sign-in service answered something unexpected; start again',
    namesNoPerson: 'The sign-in does not name a person; start again',
    invitationNotApplied: 'Your organisation is connected to the service, but the invitation was not applied. {reason}',
    noSuchOrganisation: 'No such organisation',
    cannotMove: 'Cannot {lever} an organisation that is {state}',
    beingPurged: 'The organisation is being purged; it can no longer be restored',
    notConnected: 'Your organisation was not connected',
    nextSteps: 'Nothing was changed. {startAgain} or go back to the {portal}.',
    startAgain: 'Start again',
    portal: 'portal',
    reference: 'Reference:',
  },
  {
    de: {
      stateMissing: 'Diese Seite braucht den Status, mit dem die Zustimmung begonnen hat. Bitte beginnen Sie von vorn',
      required: 'erforderlich',
      notTenantId: 'muss eine Mandanten-ID des Verzeichnisses sein',
      noOrganisationNamed: 'Der Identitätsanbieter hat Ihre Organisation nicht genannt. Bitte beginnen Sie von vorn',
      noCode: 'Die Anmeldung hat keinen Code zurückgegeben. Bitte beginnen Sie von vorn',
      consentNotGranted:
        'Die Zustimmung wurde nicht erteilt, daher wurde Ihre Organisation nicht verbunden. Ein Administrator, der für die Organisation zustimmen darf, muss sie annehmen',
      unexpectedAnswer: 'Der Anmeldedienst hat unerwartet geantwortet. Bitte beginnen Sie von vorn',
      namesNoPerson: 'Die Anmeldung nennt keine Person. Bitte beginnen Sie von vorn',
      invitationNotApplied: 'Ihre Organisation ist mit dem Dienst verbunden, aber die Einladung wurde nicht angewendet. {reason}',
      noSuchOrganisation: 'Diese Organisation gibt es nicht',
      cannotMove:
        'Eine {state, select, active {aktive} suspended {gesperrte} other {zur Löschung vorgemerkte}} Organisation kann nicht {lever, select, suspend {gesperrt} resume {entsperrt} restore {wiederhergestellt} other {zur Löschung vorgemerkt}} werden',
      beingPurged: 'Die Organisation wird gerade endgültig gelöscht und lässt sich nicht mehr wiederherstellen',
      notConnected: 'Ihre Organisation wurde nicht verbunden',
      nextSteps: 'Es wurde nichts geändert. {startAgain} oder kehren Sie zum {portal} zurück.',
      startAgain: 'Beginnen Sie von vorn',
      portal: 'Portal',
      reference: 'Referenz:',
    },
    fr: {
      stateMissing: 'Cette page a besoin de l’état avec lequel le consentement a commencé. Recommencez',
      required: 'obligatoire',
      notTenantId: 'doit être un identifiant de locataire de l’annuaire',
      noOrganisationNamed: 'Le fournisseur d’identité n’a pas indiqué votre organisation. Recommencez',
      noCode: 'La connexion n’a renvoyé aucun code. Recommencez',
      consentNotGranted:
        'Le consentement n’a pas été accordé : votre organisation n’a donc pas été connectée. Un administrateur autorisé à donner son consentement pour l’organisation doit l’accepter',
      unexpectedAnswer: 'Le service de connexion a renvoyé une réponse inattendue. Recommencez',
      namesNoPerson: 'La connexion n’indique aucune personne. Recommencez',
      invitationNotApplied: 'Votre organisation est connectée au service, mais l’invitation n’a pas été appliquée. {reason}',
      noSuchOrganisation: 'Cette organisation n’existe pas',
      cannotMove:
        'Une organisation {state, select, active {active} suspended {suspendue} other {en attente de suppression}} ne peut pas être {lever, select, suspend {suspendue} resume {réactivée} restore {restaurée} other {programmée pour suppression}}',
      beingPurged: 'L’organisation est en cours de suppression définitive ; elle ne peut plus être restaurée',
      notConnected: 'Votre organisation n’a pas été connectée',
      nextSteps: 'Rien n’a été modifié. {startAgain} ou revenez au {portal}.',
      startAgain: 'Recommencez',
      portal: 'portail',
      reference: 'Référence :',
    },
    es: {
      stateMissing: 'Esta página necesita el estado con el que empezó el consentimiento. Vuelve a empezar',
      required: 'obligatorio',
      notTenantId: 'debe ser un identificador de inquilino del directorio',
      noOrganisationNamed: 'El proveedor de identidades no indicó tu organización. Vuelve a empezar',
      noCode: 'El inicio de sesión no devolvió ningún código. Vuelve a empezar',
      consentNotGranted:
        'No se concedió el consentimiento, así que tu organización no se conectó. Tiene que aceptarlo un administrador que pueda dar el consentimiento para la organización',
      unexpectedAnswer: 'El servicio de inicio de sesión respondió algo inesperado. Vuelve a empezar',
      namesNoPerson: 'El inicio de sesión no indica ninguna persona. Vuelve a empezar',
      invitationNotApplied: 'Tu organización está conectada al servicio, pero no se aplicó la invitación. {reason}',
      noSuchOrganisation: 'Esa organización no existe',
      cannotMove:
        'No se puede {lever, select, suspend {suspender} resume {reanudar} restore {restaurar} other {programar la eliminación de}} una organización {state, select, active {activa} suspended {suspendida} other {pendiente de eliminación}}',
      beingPurged: 'La organización se está eliminando definitivamente; ya no se puede restaurar',
      notConnected: 'Tu organización no se conectó',
      nextSteps: 'No se ha cambiado nada. {startAgain} o vuelve al {portal}.',
      startAgain: 'Vuelve a empezar',
      portal: 'portal',
      reference: 'Referencia:',
    },
    nl: {
      stateMissing: 'Deze pagina heeft de status nodig waarmee de toestemming begon. Begin opnieuw',
      required: 'verplicht',
      notTenantId: 'moet een tenant-id van de directory zijn',
      noOrganisationNamed: 'De identiteitsprovider heeft je organisatie niet genoemd. Begin opnieuw',
      noCode: 'Het aanmelden gaf geen code terug. Begin opnieuw',
      consentNotGranted:
        'Er is geen toestemming gegeven, dus je organisatie is niet gekoppeld. Een beheerder die namens de organisatie toestemming mag geven, moet die accepteren',
      unexpectedAnswer: 'De aanmeldservice gaf een onverwacht antwoord. Begin opnieuw',
      namesNoPerson: 'Het aanmelden noemt geen persoon. Begin opnieuw',
      invitationNotApplied: 'Je organisatie is gekoppeld aan de service, maar de uitnodiging is niet toegepast. {reason}',
      noSuchOrganisation: 'Die organisatie bestaat niet',
      cannotMove:
        'Een {state, select, active {actieve} suspended {geblokkeerde} other {voor verwijdering geplande}} organisatie kan niet worden {lever, select, suspend {geblokkeerd} resume {gedeblokkeerd} restore {hersteld} other {gepland voor verwijdering}}',
      beingPurged: 'De organisatie wordt definitief verwijderd en kan niet meer worden hersteld',
      notConnected: 'Je organisatie is niet gekoppeld',
      nextSteps: 'Er is niets gewijzigd. {startAgain} of ga terug naar het {portal}.',
      startAgain: 'Begin opnieuw',
      portal: 'portaal',
      reference: 'Referentie:',
    },
  },
);

export type TenantSentence = keyof (typeof TENANT_SENTENCES)['messages']['en'];

/** A sentence of connecting an organisation, said in the reader's language. */
export const tenantSentence = (key: TenantSentence, values?: MessageValues) => sentenceOf(TENANT_SENTENCES, key, values);
