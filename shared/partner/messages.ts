import { catalogue } from '../i18n/catalogue.js';

const ROLE_EN = '{role, select, Owner {Owner} Admin {Admin} Technician {Technician} Billing {Billing} other {{role}}}';
const A_ROLE_EN =
  '{role, select, Owner {an Owner} Admin {an Admin} Technician {a Technician} Billing {a Billing} member {a member} other {{role}}}';

/**
 * The partner console's activity log, written when an entry is read, in its reader's language. Clients, people and
 * addresses arrive as values; `task` is the name of the operation worked inside a client (the API reference's words).
 */
export const PARTNER_EVENT_MESSAGES = catalogue(
  'partner-events',
  {
    aClient: 'a client',
    someone: 'someone',
    roleNone: 'none',
    roleName: ROLE_EN,
    agreementAccepted:
      'Accepted the partner agreement{versioned, select, yes {, version {version}} other {}}{first, select, yes {, becoming the first Owner} other {}}',
    staffAdded: `Added {email} to the staff as ${A_ROLE_EN}`,
    staffChanged: 'Changed the staff role of {email} from {from} to {to}',
    staffRemoved: 'Removed {email} from the staff',
    staffRemovedRole: `Removed {email}, who was ${A_ROLE_EN}, from the staff`,
    inviteCreatedAt: 'Invited a client at {at}{dated, select, yes {; the invitation is valid until {day}} other {}}',
    inviteCreatedLink: 'Invited a client with a link to pass on{dated, select, yes {; the invitation is valid until {day}} other {}}',
    inviteRevoked: 'Withdrew the invitation{sent, select, yes { sent to {email}} other {}}',
    inviteAccepted: '{client} accepted the invitation{sent, select, yes { sent to {email}} other {}}',
    transferRequested: 'Asked to take over managing {client}',
    transferApproved: '{client} agreed to the takeover',
    transferDeclined: '{client} declined the takeover',
    clientLinked:
      'Began managing {client}{via, select, invite { by invitation} transfer { by takeover} other {}}{taken, select, yes {, taking it over from {from}} other {}}',
    clientMoved: '{client} moved to the partner {to}: it is no longer managed here',
    clientEnded: '{client} ended the relationship{dated, select, yes {; it pays directly from {day}} other {}}',
    clientReleased: 'Released {client} to direct billing{dated, select, yes {; it pays directly from {day}} other {}}',
    workApplied: 'Worked inside {client}{tasked, select, yes {: {task}} other {}}',
    workPending: 'Began work inside {client}{tasked, select, yes {: {task}} other {}} (outcome not recorded)',
    workRefused: 'Tried to work inside {client}{tasked, select, yes {: {task}} other {}}; it was refused and nothing was changed',
    workUnknown:
      'Tried to work inside {client}{tasked, select, yes {: {task}} other {}}; the service failed, so whether it took effect is not known',
    seatsSet: 'Changed the consolidated subscription to {to, plural, one {# seat} other {# seats}}',
    seatsChanged: 'Changed the consolidated subscription from {from, plural, one {# seat} other {# seats}} to {to, number}',
    billingSaved: 'Saved the billing details',
    billingSavedFor: 'Saved the billing details for {name}',
  },
  {
    de: {
      aClient: '(Name unbekannt)',
      someone: 'jemand',
      roleNone: 'keine',
      roleName: '{role, select, Owner {Inhaber} Admin {Administrator} Technician {Techniker} Billing {Abrechnung} other {{role}}}',
      agreementAccepted:
        'Partnervereinbarung angenommen{versioned, select, yes { (Version {version})} other {}}{first, select, yes { und damit erster Inhaber geworden} other {}}',
      staffAdded:
        '{email} als {role, select, Owner {Inhaber} Admin {Administrator} Technician {Techniker} Billing {Abrechnung} member {Mitglied} other {{role}}} zu den Mitarbeitenden hinzugefügt',
      staffChanged: 'Partnerrolle von {email} von {from} zu {to} geändert',
      staffRemoved: '{email} aus den Mitarbeitenden entfernt',
      staffRemovedRole:
        '{email} aus den Mitarbeitenden entfernt (Rolle: {role, select, Owner {Inhaber} Admin {Administrator} Technician {Techniker} Billing {Abrechnung} member {Mitglied} other {{role}}})',
      inviteCreatedAt: 'Kundenorganisation unter {at} eingeladen{dated, select, yes {; die Einladung gilt bis {day}} other {}}',
      inviteCreatedLink:
        'Kundenorganisation per Link zum Weitergeben eingeladen{dated, select, yes {; die Einladung gilt bis {day}} other {}}',
      inviteRevoked: 'Einladung{sent, select, yes { an {email}} other {}} zurückgezogen',
      inviteAccepted: 'Die Kundenorganisation {client} hat die Einladung{sent, select, yes { an {email}} other {}} angenommen',
      transferRequested: 'Übernahme der Kundenorganisation {client} beantragt',
      transferApproved: 'Die Kundenorganisation {client} hat der Übernahme zugestimmt',
      transferDeclined: 'Die Kundenorganisation {client} hat die Übernahme abgelehnt',
      clientLinked:
        'Verwaltung der Kundenorganisation {client}{via, select, invite { per Einladung} transfer { per Übernahme} other {}} begonnen{taken, select, yes {, übernommen von {from}} other {}}',
      clientMoved: 'Die Kundenorganisation {client} ist zum Partner {to} gewechselt und wird nicht mehr hier verwaltet',
      clientEnded: 'Die Kundenorganisation {client} hat die Beziehung beendet{dated, select, yes {; sie zahlt ab {day} direkt} other {}}',
      clientReleased:
        'Kundenorganisation {client} in die direkte Abrechnung entlassen{dated, select, yes {; sie zahlt ab {day} direkt} other {}}',
      workApplied: 'In der Kundenorganisation {client} gearbeitet{tasked, select, yes {: {task}} other {}}',
      workPending: 'Arbeit in der Kundenorganisation {client} begonnen{tasked, select, yes {: {task}} other {}} (Ergebnis nicht erfasst)',
      workRefused:
        'Versuch, in der Kundenorganisation {client} zu arbeiten{tasked, select, yes {: {task}} other {}}; abgelehnt, nichts wurde geändert',
      workUnknown:
        'Versuch, in der Kundenorganisation {client} zu arbeiten{tasked, select, yes {: {task}} other {}}; der Dienst ist ausgefallen, ob es gewirkt hat, ist unbekannt',
      seatsSet: 'Sammelabonnement auf {to, plural, one {# Lizenz} other {# Lizenzen}} gesetzt',
      seatsChanged: 'Sammelabonnement von {from, plural, one {# Lizenz} other {# Lizenzen}} auf {to, number} geändert',
      billingSaved: 'Rechnungsdaten gespeichert',
      billingSavedFor: 'Rechnungsdaten für {name} gespeichert',
    },
    fr: {
      aClient: 'une organisation cliente',
      someone: 'quelqu’un',
      roleNone: 'aucun',
      roleName: '{role, select, Owner {Propriétaire} Admin {Administrateur} Technician {Technicien} Billing {Facturation} other {{role}}}',
      agreementAccepted:
        'A accepté l’accord de partenariat{versioned, select, yes {, version {version}} other {}}{first, select, yes {, devenant le premier propriétaire} other {}}',
      staffAdded:
        'A ajouté {email} aux collaborateurs en tant que {role, select, Owner {propriétaire} Admin {administrateur} Technician {technicien} Billing {responsable de la facturation} member {membre} other {{role}}}',
      staffChanged: 'A changé le rôle partenaire de {email} de {from} à {to}',
      staffRemoved: 'A retiré {email} des collaborateurs',
      staffRemovedRole:
        'A retiré {email}, qui était {role, select, Owner {propriétaire} Admin {administrateur} Technician {technicien} Billing {responsable de la facturation} member {membre} other {{role}}}, des collaborateurs',
      inviteCreatedAt: 'A invité un client ({at}){dated, select, yes { ; l’invitation est valable jusqu’au {day}} other {}}',
      inviteCreatedLink:
        'A invité un client par un lien à transmettre{dated, select, yes { ; l’invitation est valable jusqu’au {day}} other {}}',
      inviteRevoked: 'A retiré l’invitation{sent, select, yes { envoyée à {email}} other {}}',
      inviteAccepted: '{client} a accepté l’invitation{sent, select, yes { envoyée à {email}} other {}}',
      transferRequested: 'A demandé à reprendre la gestion de {client}',
      transferApproved: '{client} a accepté la reprise',
      transferDeclined: '{client} a refusé la reprise',
      clientLinked:
        'A commencé à gérer {client}{via, select, invite { par invitation} transfer { par reprise} other {}}{taken, select, yes {, en le reprenant de {from}} other {}}',
      clientMoved: '{client} est passé au partenaire {to} : il n’est plus géré ici',
      clientEnded: '{client} a mis fin à la relation{dated, select, yes { ; il paie directement à partir du {day}} other {}}',
      clientReleased:
        'A libéré {client} vers la facturation directe{dated, select, yes { ; il paie directement à partir du {day}} other {}}',
      workApplied: 'A travaillé dans {client}{tasked, select, yes { : {task}} other {}}',
      workPending: 'A commencé à travailler dans {client}{tasked, select, yes { : {task}} other {}} (résultat non enregistré)',
      workRefused:
        'A tenté de travailler dans {client}{tasked, select, yes { : {task}} other {}} ; la demande a été refusée et rien n’a changé',
      workUnknown:
        'A tenté de travailler dans {client}{tasked, select, yes { : {task}} other {}} ; le service a échoué, on ne sait pas si cela a pris effet',
      seatsSet: 'A réglé l’abonnement groupé sur {to, plural, one {# licence} other {# licences}}',
      seatsChanged: 'A fait passer l’abonnement groupé de {from, plural, one {# licence} other {# licences}} à {to, number}',
      billingSaved: 'A enregistré les informations de facturation',
      billingSavedFor: 'A enregistré les informations de facturation pour {name}',
    },
    es: {
      aClient: 'una organización cliente',
      someone: 'alguien',
      roleNone: 'ninguno',
      roleName: '{role, select, Owner {Propietario} Admin {Administrador} Technician {Técnico} Billing {Facturación} other {{role}}}',
      agreementAccepted:
        'Aceptó el acuerdo de partner{versioned, select, yes {, versión {version}} other {}}{first, select, yes {, y pasó a ser el primer propietario} other {}}',
      staffAdded:
        'Añadió a {email} a los empleados como {role, select, Owner {propietario} Admin {administrador} Technician {técnico} Billing {responsable de facturación} member {miembro} other {{role}}}',
      staffChanged: 'Cambió el rol de partner de {email} de {from} a {to}',
      staffRemoved: 'Quitó a {email} de los empleados',
      staffRemovedRole:
        'Quitó a {email}, que era {role, select, Owner {propietario} Admin {administrador} Technician {técnico} Billing {responsable de facturación} member {miembro} other {{role}}}, de los empleados',
      inviteCreatedAt: 'Invitó a un cliente ({at}){dated, select, yes {; la invitación es válida hasta el {day}} other {}}',
      inviteCreatedLink:
        'Invitó a un cliente con un enlace para reenviar{dated, select, yes {; la invitación es válida hasta el {day}} other {}}',
      inviteRevoked: 'Retiró la invitación{sent, select, yes { enviada a {email}} other {}}',
      inviteAccepted: '{client} aceptó la invitación{sent, select, yes { enviada a {email}} other {}}',
      transferRequested: 'Pidió hacerse cargo de la administración de {client}',
      transferApproved: '{client} aceptó el traspaso',
      transferDeclined: '{client} rechazó el traspaso',
      clientLinked:
        'Empezó a administrar {client}{via, select, invite { por invitación} transfer { por traspaso} other {}}{taken, select, yes {, que antes administraba {from}} other {}}',
      clientMoved: '{client} se pasó al partner {to}: ya no se administra aquí',
      clientEnded: '{client} terminó la relación{dated, select, yes {; paga directamente desde el {day}} other {}}',
      clientReleased: 'Pasó {client} a facturación directa{dated, select, yes {; paga directamente desde el {day}} other {}}',
      workApplied: 'Trabajó dentro de {client}{tasked, select, yes {: {task}} other {}}',
      workPending: 'Empezó a trabajar dentro de {client}{tasked, select, yes {: {task}} other {}} (resultado no registrado)',
      workRefused: 'Intentó trabajar dentro de {client}{tasked, select, yes {: {task}} other {}}; se rechazó y no cambió nada',
      workUnknown:
        'Intentó trabajar dentro de {client}{tasked, select, yes {: {task}} other {}}; el servicio falló, así que no se sabe si tuvo efecto',
      seatsSet: 'Configuró la suscripción consolidada con {to, plural, one {# licencia} other {# licencias}}',
      seatsChanged: 'Cambió la suscripción consolidada de {from, plural, one {# licencia} other {# licencias}} a {to, number}',
      billingSaved: 'Guardó los datos de facturación',
      billingSavedFor: 'Guardó los datos de facturación de {name}',
    },
    nl: {
      aClient: 'een klantorganisatie',
      someone: 'iemand',
      roleNone: 'geen',
      roleName: '{role, select, Owner {Eigenaar} Admin {Beheerder} Technician {Technicus} Billing {Facturering} other {{role}}}',
      agreementAccepted:
        'Partnerovereenkomst geaccepteerd{versioned, select, yes { (versie {version})} other {}}{first, select, yes { en daarmee de eerste eigenaar geworden} other {}}',
      staffAdded:
        '{email} als {role, select, Owner {eigenaar} Admin {beheerder} Technician {technicus} Billing {facturering} member {lid} other {{role}}} aan de medewerkers toegevoegd',
      staffChanged: 'Partnerrol van {email} gewijzigd van {from} in {to}',
      staffRemoved: '{email} uit de medewerkers verwijderd',
      staffRemovedRole:
        '{email} uit de medewerkers verwijderd (was {role, select, Owner {eigenaar} Admin {beheerder} Technician {technicus} Billing {facturering} member {lid} other {{role}}})',
      inviteCreatedAt: 'Klant uitgenodigd ({at}){dated, select, yes {; de uitnodiging is geldig tot {day}} other {}}',
      inviteCreatedLink:
        'Klant uitgenodigd met een link om door te geven{dated, select, yes {; de uitnodiging is geldig tot {day}} other {}}',
      inviteRevoked: 'Uitnodiging{sent, select, yes { aan {email}} other {}} ingetrokken',
      inviteAccepted: '{client} heeft de uitnodiging{sent, select, yes { aan {email}} other {}} geaccepteerd',
      transferRequested: 'Gevraagd om het beheer van {client} over te nemen',
      transferApproved: '{client} heeft ingestemd met de overname',
      transferDeclined: '{client} heeft de overname afgewezen',
      clientLinked:
        'Beheer van {client} gestart{via, select, invite { via een uitnodiging} transfer { via een overname} other {}}{taken, select, yes {, overgenomen van {from}} other {}}',
      clientMoved: '{client} is overgestapt naar partner {to} en wordt hier niet meer beheerd',
      clientEnded: '{client} heeft de relatie beëindigd{dated, select, yes {; betaalt vanaf {day} rechtstreeks} other {}}',
      clientReleased: '{client} vrijgegeven voor directe facturering{dated, select, yes {; betaalt vanaf {day} rechtstreeks} other {}}',
      workApplied: 'Gewerkt in {client}{tasked, select, yes {: {task}} other {}}',
      workPending: 'Begonnen met werken in {client}{tasked, select, yes {: {task}} other {}} (resultaat niet vastgelegd)',
      workRefused: 'Geprobeerd te werken in {client}{tasked, select, yes {: {task}} other {}}; geweigerd, er is niets gewijzigd',
      workUnknown:
        'Geprobeerd te werken in {client}{tasked, select, yes {: {task}} other {}}; de dienst faalde, dus of het is doorgevoerd is onbekend',
      seatsSet: 'Gebundeld abonnement ingesteld op {to, plural, one {# licentie} other {# licenties}}',
      seatsChanged: 'Gebundeld abonnement gewijzigd van {from, plural, one {# licentie} other {# licenties}} naar {to, number}',
      billingSaved: 'Factuurgegevens opgeslagen',
      billingSavedFor: 'Factuurgegevens voor {name} opgeslagen',
    },
  },
);

export type PartnerEventKey = keyof (typeof PARTNER_EVENT_MESSAGES)['messages']['en'];
