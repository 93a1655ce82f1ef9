import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** The settings' partner domains: other domains whose recipients count as inside the organisation. */
export const partnerDomainsMessages = catalogue(
  'portal.settings.partners',
  {
    heading: 'Partner domains',
    intro:
      'Recipients at your verified domains and their subdomains are inside the organisation. List other domains to count as inside too, for the rules and the banners and footers that look at who a message goes to.',
    label: 'Domains inside the organisation besides your own',
    hint: 'One a line or separated by commas, such as adatum.com; their subdomains count too. At most 200.',
    example: 'adatum.com',
    domainReason: '“{domain}” {reason}',
    listReason: 'The list has {reason}',
    saved: '{count, plural, one {Saved # partner domain.} other {Saved # partner domains.}}',
    none: 'No partner domains now.',
    notSaved: 'The partner domains were not saved',
    saving: 'Saving…',
    save: 'Save partner domains',
  },
  {
    de: {
      heading: 'Partnerdomänen',
      intro:
        'Empfänger bei Ihren verifizierten Domänen und deren Subdomänen sind innerhalb der Organisation. Nennen Sie weitere Domänen, die ebenfalls als innerhalb gelten sollen – für die Regeln sowie die Banner und Fußzeilen, die prüfen, an wen eine Nachricht geht.',
      label: 'Domänen innerhalb der Organisation neben Ihren eigenen',
      hint: 'Eine pro Zeile oder durch Kommas getrennt, etwa adatum.com; ihre Subdomänen zählen mit. Höchstens 200.',
      example: 'adatum.com',
      domainReason: '„{domain}“ {reason}',
      listReason: 'Die Liste hat {reason}',
      saved: '{count, plural, one {# Partnerdomäne gespeichert.} other {# Partnerdomänen gespeichert.}}',
      none: 'Jetzt keine Partnerdomänen.',
      notSaved: 'Die Partnerdomänen wurden nicht gespeichert',
      saving: 'Wird gespeichert…',
      save: 'Partnerdomänen speichern',
    },
    fr: {
      heading: 'Domaines partenaires',
      intro:
        'Les destinataires de vos domaines vérifiés et de leurs sous-domaines sont dans l’organisation. Indiquez d’autres domaines à compter aussi comme internes, pour les règles ainsi que les bannières et pieds de page qui tiennent compte des destinataires d’un message.',
      label: 'Domaines internes à l’organisation en plus des vôtres',
      hint: 'Un par ligne ou séparés par des virgules, par exemple adatum.com ; leurs sous-domaines comptent aussi. 200 au maximum.',
      example: 'adatum.com',
      domainReason: '« {domain} » {reason}',
      listReason: 'La liste a {reason}',
      saved: '{count, plural, one {# domaine partenaire enregistré.} other {# domaines partenaires enregistrés.}}',
      none: 'Plus aucun domaine partenaire.',
      notSaved: 'Les domaines partenaires n’ont pas été enregistrés',
      saving: 'Enregistrement…',
      save: 'Enregistrer les domaines partenaires',
    },
    es: {
      heading: 'Dominios de partners',
      intro:
        'Los destinatarios de tus dominios comprobados y sus subdominios son de la organización. Indica otros dominios que también cuenten como internos, para las reglas y los banners y pies de página que tienen en cuenta a quién va un mensaje.',
      label: 'Dominios de la organización además de los tuyos',
      hint: 'Uno por línea o separados por comas, por ejemplo adatum.com; sus subdominios también cuentan. Como máximo 200.',
      example: 'adatum.com',
      domainReason: '«{domain}» {reason}',
      listReason: 'La lista tiene {reason}',
      saved: '{count, plural, one {Se guardó # dominio de partner.} other {Se guardaron # dominios de partners.}}',
      none: 'Ya no hay dominios de partners.',
      notSaved: 'No se guardaron los dominios de partners',
      saving: 'Guardando…',
      save: 'Guardar los dominios de partners',
    },
    nl: {
      heading: 'Partnerdomeinen',
      intro:
        'Geadresseerden bij je geverifieerde domeinen en hun subdomeinen zitten binnen de organisatie. Noem andere domeinen die ook als binnen moeten tellen, voor de regels en voor de banners en voetteksten die kijken naar wie een bericht gaat.',
      label: 'Domeinen binnen de organisatie naast je eigen domeinen',
      hint: 'Eén per regel of gescheiden door komma’s, zoals adatum.com; hun subdomeinen tellen ook mee. Maximaal 200.',
      example: 'adatum.com',
      domainReason: '‘{domain}’ {reason}',
      listReason: 'De lijst heeft {reason}',
      saved: '{count, plural, one {# partnerdomein opgeslagen.} other {# partnerdomeinen opgeslagen.}}',
      none: 'Nu geen partnerdomeinen.',
      notSaved: 'De partnerdomeinen zijn niet opgeslagen',
      saving: 'Opslaan…',
      save: 'Partnerdomeinen opslaan',
    },
  },
);
