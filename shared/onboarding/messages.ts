import { catalogue } from '../i18n/catalogue.js';

/** The getting-started checklist's steps, as the home page lists them. */
export const ONBOARDING_MESSAGES = catalogue(
  'onboarding',
  {
    consent: 'Connect your Microsoft 365 organisation',
    template: 'Create a signature template',
    assign: 'Assign a template to new messages',
    addin: 'Deploy the Outlook add-in (a signature applied)',
    team: 'Invite a colleague to the portal',
    profile: 'Add a profile field for staff to fill in',
    dpa: 'Accept the data processing agreement',
  },
  {
    de: {
      consent: 'Ihre Microsoft 365-Organisation verbinden',
      template: 'Eine Signaturvorlage erstellen',
      assign: 'Neuen Nachrichten eine Vorlage zuweisen',
      addin: 'Das Outlook-Add-In bereitstellen (eine Signatur eingefügt)',
      team: 'Eine Kollegin oder einen Kollegen ins Portal einladen',
      profile: 'Ein Profilfeld für Mitarbeitende hinzufügen',
      dpa: 'Den Auftragsverarbeitungsvertrag annehmen',
    },
    fr: {
      consent: 'Connecter votre organisation Microsoft 365',
      template: 'Créer un modèle de signature',
      assign: 'Attribuer un modèle aux nouveaux messages',
      addin: 'Déployer le complément Outlook (une signature insérée)',
      team: 'Inviter un collègue sur le portail',
      profile: 'Ajouter un champ de profil à remplir par les collaborateurs',
      dpa: 'Accepter l’accord de traitement des données',
    },
    es: {
      consent: 'Conectar tu organización de Microsoft 365',
      template: 'Crear una plantilla de firma',
      assign: 'Asignar una plantilla a los mensajes nuevos',
      addin: 'Implementar el complemento de Outlook (una firma insertada)',
      team: 'Invitar a un compañero al portal',
      profile: 'Añadir un campo de perfil para que lo rellenen los empleados',
      dpa: 'Aceptar el acuerdo de tratamiento de datos',
    },
    nl: {
      consent: 'Je Microsoft 365-organisatie koppelen',
      template: 'Een handtekeningsjabloon maken',
      assign: 'Een sjabloon toewijzen aan nieuwe berichten',
      addin: 'De Outlook-invoegtoepassing uitrollen (een handtekening ingevoegd)',
      team: 'Een collega uitnodigen voor de portal',
      profile: 'Een profielveld toevoegen dat medewerkers invullen',
      dpa: 'De verwerkersovereenkomst accepteren',
    },
  },
);
