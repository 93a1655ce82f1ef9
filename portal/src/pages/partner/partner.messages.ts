import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** The partner console's frame and shared words: its title, roles, states, how a client came, and the activity page. */
export const partnerMessages = catalogue(
  'portal.partner',
  {
    consoleTitle: 'Partner console · {name}',
    programmeTitle: 'Partner programme',
    newAgreementOwner:
      'A new version of the partner agreement ({current}) is in force; your organisation accepted version {accepted}. <link>Read and accept it.</link>',
    newAgreementOther:
      'A new version of the partner agreement ({current}) is in force; your organisation accepted version {accepted}. An Owner of your partner organisation accepts it.',
    roleName: '{role, select, Owner {Owner} Admin {Admin} Technician {Technician} Billing {Billing} other {{role}}}',
    roleOwner: '<b>Owner</b>: everything, including staff and the agreement',
    roleAdmin: '<b>Admin</b>: clients, invitations, takeovers, and work inside clients as their Admin',
    roleTechnician: '<b>Technician</b>: work inside clients as an Editor',
    roleBilling: '<b>Billing</b>: consolidated billing and usage',
    state:
      '{state, select, active {Active} suspended {Suspended} pending_deletion {Being deleted} not_onboarded {Not connected} pending {Waiting for consent} accepted {Accepted} revoked {Revoked} expired {Expired} approved {Approved} declined {Declined} billed {Billed} trial {In trial} other {{shown}}}',
    via: '{via, select, invite {by invitation} other {by takeover}}',
    activity: 'Activity',
    activityNotLoaded: 'The activity could not be loaded',
    partnerActivity: 'Partner activity',
    loadingActivity: 'Loading the activity…',
    nothingRecorded: 'Nothing recorded yet.',
    when: 'When',
    who: 'Who',
    what: 'What',
    client: 'Client',
    loading: 'Loading…',
    showOlder: 'Show older entries',
  },
  {
    de: {
      consoleTitle: 'Partnerkonsole · {name}',
      programmeTitle: 'Partnerprogramm',
      newAgreementOwner:
        'Eine neue Version der Partnervereinbarung ({current}) gilt; Ihre Organisation hat Version {accepted} angenommen. <link>Lesen und annehmen.</link>',
      newAgreementOther:
        'Eine neue Version der Partnervereinbarung ({current}) gilt; Ihre Organisation hat Version {accepted} angenommen. Ein Inhaber Ihrer Partnerorganisation nimmt sie an.',
      roleName: '{role, select, Owner {Inhaber} Admin {Administrator} Technician {Techniker} Billing {Abrechnung} other {{role}}}',
      roleOwner: '<b>Inhaber</b>: alles, auch Mitarbeitende und die Vereinbarung',
      roleAdmin: '<b>Administrator</b>: Kunden, Einladungen, Übernahmen und Arbeit in Kundenorganisationen als deren Administrator',
      roleTechnician: '<b>Techniker</b>: Arbeit in Kundenorganisationen als Bearbeiter',
      roleBilling: '<b>Abrechnung</b>: Sammelabrechnung und Nutzung',
      state:
        '{state, select, active {Aktiv} suspended {Gesperrt} pending_deletion {Wird gelöscht} not_onboarded {Nicht verbunden} pending {Wartet auf Zustimmung} accepted {Angenommen} revoked {Widerrufen} expired {Abgelaufen} approved {Genehmigt} declined {Abgelehnt} billed {Abgerechnet} trial {In der Testphase} other {{shown}}}',
      via: '{via, select, invite {per Einladung} other {per Übernahme}}',
      activity: 'Aktivität',
      activityNotLoaded: 'Die Aktivität konnte nicht geladen werden',
      partnerActivity: 'Partneraktivität',
      loadingActivity: 'Aktivität wird geladen…',
      nothingRecorded: 'Noch nichts aufgezeichnet.',
      when: 'Wann',
      who: 'Wer',
      what: 'Was',
      client: 'Kunde',
      loading: 'Wird geladen…',
      showOlder: 'Ältere Einträge anzeigen',
    },
    fr: {
      consoleTitle: 'Console partenaire · {name}',
      programmeTitle: 'Programme partenaire',
      newAgreementOwner:
        'Une nouvelle version de l’accord de partenariat ({current}) est en vigueur ; votre organisation a accepté la version {accepted}. <link>Lisez-la et acceptez-la.</link>',
      newAgreementOther:
        'Une nouvelle version de l’accord de partenariat ({current}) est en vigueur ; votre organisation a accepté la version {accepted}. Un propriétaire de votre organisation partenaire doit l’accepter.',
      roleName: '{role, select, Owner {Propriétaire} Admin {Administrateur} Technician {Technicien} Billing {Facturation} other {{role}}}',
      roleOwner: '<b>Propriétaire</b> : tout, y compris les collaborateurs et l’accord',
      roleAdmin:
        '<b>Administrateur</b> : clients, invitations, reprises, et travail dans les organisations clientes en tant qu’administrateur',
      roleTechnician: '<b>Technicien</b> : travail dans les organisations clientes en tant qu’éditeur',
      roleBilling: '<b>Facturation</b> : facturation groupée et utilisation',
      state:
        '{state, select, active {Active} suspended {Suspendue} pending_deletion {En cours de suppression} not_onboarded {Non connectée} pending {En attente du consentement} accepted {Acceptée} revoked {Révoquée} expired {Expirée} approved {Approuvée} declined {Refusée} billed {Facturée} trial {En essai} other {{shown}}}',
      via: '{via, select, invite {par invitation} other {par reprise}}',
      activity: 'Activité',
      activityNotLoaded: 'L’activité n’a pas pu être chargée',
      partnerActivity: 'Activité du partenaire',
      loadingActivity: 'Chargement de l’activité…',
      nothingRecorded: 'Rien d’enregistré pour l’instant.',
      when: 'Quand',
      who: 'Qui',
      what: 'Quoi',
      client: 'Client',
      loading: 'Chargement…',
      showOlder: 'Afficher les entrées plus anciennes',
    },
    es: {
      consoleTitle: 'Consola de partner · {name}',
      programmeTitle: 'Programa de partners',
      newAgreementOwner:
        'Está en vigor una nueva versión del acuerdo de partner ({current}); tu organización aceptó la versión {accepted}. <link>Léela y acéptala.</link>',
      newAgreementOther:
        'Está en vigor una nueva versión del acuerdo de partner ({current}); tu organización aceptó la versión {accepted}. Debe aceptarla un propietario de tu organización partner.',
      roleName: '{role, select, Owner {Propietario} Admin {Administrador} Technician {Técnico} Billing {Facturación} other {{role}}}',
      roleOwner: '<b>Propietario</b>: todo, incluidos los empleados y el acuerdo',
      roleAdmin: '<b>Administrador</b>: clientes, invitaciones, traspasos y trabajo dentro de los clientes como su administrador',
      roleTechnician: '<b>Técnico</b>: trabajo dentro de los clientes como editor',
      roleBilling: '<b>Facturación</b>: facturación consolidada y uso',
      state:
        '{state, select, active {Activa} suspended {Suspendida} pending_deletion {Eliminándose} not_onboarded {Sin conectar} pending {Esperando el consentimiento} accepted {Aceptada} revoked {Revocada} expired {Caducada} approved {Aprobada} declined {Rechazada} billed {Facturada} trial {En prueba} other {{shown}}}',
      via: '{via, select, invite {por invitación} other {por traspaso}}',
      activity: 'Actividad',
      activityNotLoaded: 'No se pudo cargar la actividad',
      partnerActivity: 'Actividad del partner',
      loadingActivity: 'Cargando la actividad…',
      nothingRecorded: 'Todavía no hay nada registrado.',
      when: 'Cuándo',
      who: 'Quién',
      what: 'Qué',
      client: 'Cliente',
      loading: 'Cargando…',
      showOlder: 'Mostrar entradas anteriores',
    },
    nl: {
      consoleTitle: 'Partnerconsole · {name}',
      programmeTitle: 'Partnerprogramma',
      newAgreementOwner:
        'Er geldt een nieuwe versie van de partnerovereenkomst ({current}); je organisatie heeft versie {accepted} geaccepteerd. <link>Lees en accepteer hem.</link>',
      newAgreementOther:
        'Er geldt een nieuwe versie van de partnerovereenkomst ({current}); je organisatie heeft versie {accepted} geaccepteerd. Een eigenaar van je partnerorganisatie accepteert hem.',
      roleName: '{role, select, Owner {Eigenaar} Admin {Beheerder} Technician {Technicus} Billing {Facturering} other {{role}}}',
      roleOwner: '<b>Eigenaar</b>: alles, ook de medewerkers en de overeenkomst',
      roleAdmin: '<b>Beheerder</b>: klanten, uitnodigingen, overnames, en werken in klantorganisaties als hun beheerder',
      roleTechnician: '<b>Technicus</b>: werken in klantorganisaties als redacteur',
      roleBilling: '<b>Facturering</b>: gebundelde facturering en gebruik',
      state:
        '{state, select, active {Actief} suspended {Opgeschort} pending_deletion {Wordt verwijderd} not_onboarded {Niet verbonden} pending {Wacht op toestemming} accepted {Geaccepteerd} revoked {Ingetrokken} expired {Verlopen} approved {Goedgekeurd} declined {Afgewezen} billed {Gefactureerd} trial {Op proef} other {{shown}}}',
      via: '{via, select, invite {via een uitnodiging} other {via een overname}}',
      activity: 'Activiteit',
      activityNotLoaded: 'De activiteit kon niet worden geladen',
      partnerActivity: 'Partneractiviteit',
      loadingActivity: 'Activiteit laden…',
      nothingRecorded: 'Nog niets vastgelegd.',
      when: 'Wanneer',
      who: 'Wie',
      what: 'Wat',
      client: 'Klant',
      loading: 'Laden…',
      showOlder: 'Oudere items tonen',
    },
  },
);

export type PartnerKey = keyof (typeof partnerMessages)['messages']['en'];
