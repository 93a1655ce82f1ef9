import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** The partner agreement: its terms, who accepted which version, and accepting it. */
export const agreementMessages = catalogue(
  'portal.partnerAgreement',
  {
    accepted: '{partner} accepted the partner agreement, version {version}. Your partner role: {role}.',
    title: 'Partner agreement, version {version}',
    intro:
      'As a partner (a managed-service provider) your organisation runs the signature service for client organisations. By accepting, it agrees that:',
    termController:
      'each client organisation stays the controller of its data; your organisation processes it on the client’s instructions, and a client’s own Admin accepts its data processing agreement;',
    termConsent:
      'a client joins only through consent by its own administrator (an invitation link) or by approving a takeover request, and may end the relationship at any time;',
    termStaff:
      'your staff are people of your own directory, each with one partner role: Owner (everything, including staff and the agreement); Admin (clients, invitations, takeovers, and work inside clients as their Admin); Technician (work inside clients as an Editor); Billing (consolidated billing and usage);',
    termRecorded: 'work inside a client is recorded in the client’s change log under the person’s name and your organisation’s;',
    termBilling:
      'clients under consolidated billing are billed to your organisation, one subscription for the sum of their seats; a released client moves to direct billing with 30 days’ grace.',
    status: '{partner} accepted version {version} on {when} ({by}).',
    current: 'It is the version in force.',
    notCurrent: 'Version {version} is in force now: an Owner accepts it again.',
    onlyOwner: 'Only an Owner of {partner} accepts the agreement.',
    makesPartner: 'Accepting makes {organisation} a partner and you its first Owner. Only an Admin of {organisation} accepts it.',
    agree: 'I have read the partner agreement, version {version}, and accept it for {organisation}',
    notAccepted: 'The agreement was not accepted',
    accept: 'Accept version {version}',
  },
  {
    de: {
      accepted: '{partner} hat die Partnervereinbarung in Version {version} angenommen. Ihre Partnerrolle: {role}.',
      title: 'Partnervereinbarung, Version {version}',
      intro:
        'Als Partner (ein Managed Service Provider) betreibt Ihre Organisation den Signaturdienst für Kundenorganisationen. Mit der Annahme stimmt sie zu, dass:',
      termController:
        'jede Kundenorganisation Verantwortliche für ihre Daten bleibt; Ihre Organisation verarbeitet sie nach den Weisungen des Kunden, und ein Administrator des Kunden nimmt dessen Auftragsverarbeitungsvertrag an;',
      termConsent:
        'ein Kunde nur durch Zustimmung seines eigenen Administrators (ein Einladungslink) oder durch Genehmigung eines Übernahmeantrags hinzukommt und die Beziehung jederzeit beenden kann;',
      termStaff:
        'Ihre Mitarbeitenden Personen aus Ihrem eigenen Verzeichnis sind, jede mit einer Partnerrolle: Inhaber (alles, auch Mitarbeitende und die Vereinbarung); Administrator (Kunden, Einladungen, Übernahmen und Arbeit in Kundenorganisationen als deren Administrator); Techniker (Arbeit in Kundenorganisationen als Bearbeiter); Abrechnung (Sammelabrechnung und Nutzung);',
      termRecorded:
        'Arbeit in einer Kundenorganisation in deren Änderungsprotokoll unter dem Namen der Person und dem Ihrer Organisation festgehalten wird;',
      termBilling:
        'Kunden in der Sammelabrechnung Ihrer Organisation berechnet werden, ein Abonnement für die Summe ihrer Lizenzen; ein freigegebener Kunde wechselt mit 30 Tagen Karenz zur direkten Abrechnung.',
      status: '{partner} hat Version {version} am {when} angenommen ({by}).',
      current: 'Das ist die gültige Version.',
      notCurrent: 'Jetzt gilt Version {version}: Ein Inhaber nimmt sie erneut an.',
      onlyOwner: 'Nur ein Inhaber von {partner} nimmt die Vereinbarung an.',
      makesPartner:
        'Mit der Annahme wird {organisation} Partner und Sie werden der erste Inhaber. Nur ein Administrator von {organisation} nimmt sie an.',
      agree: 'Ich habe die Partnervereinbarung in Version {version} gelesen und nehme sie für {organisation} an',
      notAccepted: 'Die Vereinbarung wurde nicht angenommen',
      accept: 'Version {version} annehmen',
    },
    fr: {
      accepted: '{partner} a accepté l’accord de partenariat, version {version}. Votre rôle partenaire : {role}.',
      title: 'Accord de partenariat, version {version}',
      intro:
        'En tant que partenaire (un prestataire de services managés), votre organisation exploite le service de signatures pour des organisations clientes. En acceptant, elle convient que :',
      termController:
        'chaque organisation cliente reste responsable du traitement de ses données ; votre organisation les traite sur les instructions du client, et un administrateur du client accepte son accord de traitement des données ;',
      termConsent:
        'un client ne rejoint qu’avec le consentement de son propre administrateur (un lien d’invitation) ou en approuvant une demande de reprise, et peut mettre fin à la relation à tout moment ;',
      termStaff:
        'vos collaborateurs sont des personnes de votre propre annuaire, chacune avec un rôle partenaire : Propriétaire (tout, y compris les collaborateurs et l’accord) ; Administrateur (clients, invitations, reprises, et travail dans les organisations clientes en tant qu’administrateur) ; Technicien (travail dans les organisations clientes en tant qu’éditeur) ; Facturation (facturation groupée et utilisation) ;',
      termRecorded:
        'le travail dans une organisation cliente est consigné dans son journal des modifications sous le nom de la personne et celui de votre organisation ;',
      termBilling:
        'les clients en facturation groupée sont facturés à votre organisation, un seul abonnement pour la somme de leurs licences ; un client libéré passe en facturation directe avec 30 jours de grâce.',
      status: '{partner} a accepté la version {version} le {when} ({by}).',
      current: 'C’est la version en vigueur.',
      notCurrent: 'La version {version} est désormais en vigueur : un propriétaire doit l’accepter à nouveau.',
      onlyOwner: 'Seul un propriétaire de {partner} accepte l’accord.',
      makesPartner:
        'L’acceptation fait de {organisation} un partenaire et de vous son premier propriétaire. Seul un administrateur de {organisation} l’accepte.',
      agree: 'J’ai lu l’accord de partenariat, version {version}, et je l’accepte pour {organisation}',
      notAccepted: 'L’accord n’a pas été accepté',
      accept: 'Accepter la version {version}',
    },
    es: {
      accepted: '{partner} aceptó el acuerdo de partner, versión {version}. Tu rol de partner: {role}.',
      title: 'Acuerdo de partner, versión {version}',
      intro:
        'Como partner (un proveedor de servicios gestionados), tu organización opera el servicio de firmas para organizaciones cliente. Al aceptar, acepta que:',
      termController:
        'cada organización cliente sigue siendo la responsable de sus datos; tu organización los trata según las instrucciones del cliente, y un administrador del propio cliente acepta su acuerdo de tratamiento de datos;',
      termConsent:
        'un cliente solo se une con el consentimiento de su propio administrador (un enlace de invitación) o aprobando una solicitud de traspaso, y puede terminar la relación en cualquier momento;',
      termStaff:
        'tus empleados son personas de tu propio directorio, cada una con un rol de partner: Propietario (todo, incluidos los empleados y el acuerdo); Administrador (clientes, invitaciones, traspasos y trabajo dentro de los clientes como su administrador); Técnico (trabajo dentro de los clientes como editor); Facturación (facturación consolidada y uso);',
      termRecorded: 'el trabajo dentro de un cliente queda en su registro de cambios con el nombre de la persona y el de tu organización;',
      termBilling:
        'los clientes con facturación consolidada se facturan a tu organización, una suscripción por la suma de sus licencias; un cliente liberado pasa a facturación directa con 30 días de gracia.',
      status: '{partner} aceptó la versión {version} el {when} ({by}).',
      current: 'Es la versión en vigor.',
      notCurrent: 'Ahora está en vigor la versión {version}: un propietario debe aceptarla de nuevo.',
      onlyOwner: 'Solo un propietario de {partner} acepta el acuerdo.',
      makesPartner:
        'Al aceptar, {organisation} pasa a ser partner y tú su primer propietario. Solo un administrador de {organisation} lo acepta.',
      agree: 'He leído el acuerdo de partner, versión {version}, y lo acepto en nombre de {organisation}',
      notAccepted: 'No se aceptó el acuerdo',
      accept: 'Aceptar la versión {version}',
    },
    nl: {
      accepted: '{partner} heeft de partnerovereenkomst, versie {version}, geaccepteerd. Je partnerrol: {role}.',
      title: 'Partnerovereenkomst, versie {version}',
      intro:
        'Als partner (een managed service provider) beheert je organisatie de handtekeningservice voor klantorganisaties. Door te accepteren gaat ze ermee akkoord dat:',
      termController:
        'elke klantorganisatie verwerkingsverantwoordelijke voor haar gegevens blijft; je organisatie verwerkt ze volgens de instructies van de klant, en een beheerder van de klant zelf accepteert diens verwerkersovereenkomst;',
      termConsent:
        'een klant alleen aansluit met toestemming van de eigen beheerder (een uitnodigingslink) of door een overnameaanvraag goed te keuren, en de relatie op elk moment kan beëindigen;',
      termStaff:
        'je medewerkers mensen uit je eigen directory zijn, elk met één partnerrol: Eigenaar (alles, ook de medewerkers en de overeenkomst); Beheerder (klanten, uitnodigingen, overnames, en werken in klantorganisaties als hun beheerder); Technicus (werken in klantorganisaties als redacteur); Facturering (gebundelde facturering en gebruik);',
      termRecorded:
        'werk in een klantorganisatie wordt vastgelegd in haar wijzigingslogboek onder de naam van de persoon en die van je organisatie;',
      termBilling:
        'klanten onder gebundelde facturering worden aan je organisatie gefactureerd, één abonnement voor de som van hun licenties; een vrijgegeven klant gaat over op directe facturering met 30 dagen respijt.',
      status: '{partner} heeft versie {version} geaccepteerd op {when} ({by}).',
      current: 'Dit is de geldende versie.',
      notCurrent: 'Nu geldt versie {version}: een eigenaar accepteert hem opnieuw.',
      onlyOwner: 'Alleen een eigenaar van {partner} accepteert de overeenkomst.',
      makesPartner:
        'Door te accepteren wordt {organisation} partner en word jij de eerste eigenaar. Alleen een beheerder van {organisation} accepteert hem.',
      agree: 'Ik heb de partnerovereenkomst, versie {version}, gelezen en accepteer hem voor {organisation}',
      notAccepted: 'De overeenkomst is niet geaccepteerd',
      accept: 'Versie {version} accepteren',
    },
  },
);
