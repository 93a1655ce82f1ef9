import { catalogue } from '../i18n/catalogue.js';

/** Where a mailbox's values come from, as the simulation says it, and the directory attributes' names. */
export const IMPORT_MESSAGES = catalogue(
  'imports',
  {
    fromImports:
      '{count, plural, one {The {list} comes from imported values, not from the directory.} other {The {list} come from imported values, not from the directory.}}',
    fromPerson:
      '{count, plural, one {The {list} comes from what the person entered themselves.} other {The {list} come from what the person entered themselves.}}',
    fromDirectory: '{count, plural, one {The {list} comes from the directory.} other {The {list} come from the directory.}}',
    displayName: 'Display name',
    givenName: 'First name',
    surname: 'Last name',
    jobTitle: 'Job title',
    department: 'Department',
    companyName: 'Company',
    officeLocation: 'Office',
    streetAddress: 'Street address',
    city: 'City',
    state: 'State or province',
    postalCode: 'Postal code',
    country: 'Country or region',
    mobilePhone: 'Mobile phone',
    businessPhone: 'Business phone',
    preferredLanguage: 'Preferred language',
  },
  {
    de: {
      fromImports:
        '{count, plural, one {Dieser Wert stammt aus importierten Werten statt aus dem Verzeichnis: {list}.} other {Diese Werte stammen aus importierten Werten statt aus dem Verzeichnis: {list}.}}',
      fromPerson:
        '{count, plural, one {Dieser Wert stammt aus den eigenen Angaben der Person: {list}.} other {Diese Werte stammen aus den eigenen Angaben der Person: {list}.}}',
      fromDirectory:
        '{count, plural, one {Dieser Wert stammt aus dem Verzeichnis: {list}.} other {Diese Werte stammen aus dem Verzeichnis: {list}.}}',
      displayName: 'Anzeigename',
      givenName: 'Vorname',
      surname: 'Nachname',
      jobTitle: 'Position',
      department: 'Abteilung',
      companyName: 'Firma',
      officeLocation: 'Büro',
      streetAddress: 'Straße',
      city: 'Ort',
      state: 'Bundesland oder Kanton',
      postalCode: 'Postleitzahl',
      country: 'Land oder Region',
      mobilePhone: 'Mobiltelefon',
      businessPhone: 'Telefon (geschäftlich)',
      preferredLanguage: 'Bevorzugte Sprache',
    },
    fr: {
      fromImports:
        '{count, plural, one {Cette valeur vient des valeurs importées, pas de l’annuaire : {list}.} other {Ces valeurs viennent des valeurs importées, pas de l’annuaire : {list}.}}',
      fromPerson:
        '{count, plural, one {Cette valeur vient de ce que la personne a saisi elle-même : {list}.} other {Ces valeurs viennent de ce que la personne a saisi elle-même : {list}.}}',
      fromDirectory:
        '{count, plural, one {Cette valeur vient de l’annuaire : {list}.} other {Ces valeurs viennent de l’annuaire : {list}.}}',
      displayName: 'Nom d’affichage',
      givenName: 'Prénom',
      surname: 'Nom',
      jobTitle: 'Poste',
      department: 'Service',
      companyName: 'Société',
      officeLocation: 'Bureau',
      streetAddress: 'Adresse',
      city: 'Ville',
      state: 'État ou province',
      postalCode: 'Code postal',
      country: 'Pays ou région',
      mobilePhone: 'Téléphone mobile',
      businessPhone: 'Téléphone professionnel',
      preferredLanguage: 'Langue préférée',
    },
    es: {
      fromImports:
        '{count, plural, one {Este valor viene de los valores importados, no del directorio: {list}.} other {Estos valores vienen de los valores importados, no del directorio: {list}.}}',
      fromPerson:
        '{count, plural, one {Este valor viene de lo que la persona escribió: {list}.} other {Estos valores vienen de lo que la persona escribió: {list}.}}',
      fromDirectory: '{count, plural, one {Este valor viene del directorio: {list}.} other {Estos valores vienen del directorio: {list}.}}',
      displayName: 'Nombre para mostrar',
      givenName: 'Nombre',
      surname: 'Apellidos',
      jobTitle: 'Puesto',
      department: 'Departamento',
      companyName: 'Compañía',
      officeLocation: 'Oficina',
      streetAddress: 'Dirección',
      city: 'Ciudad',
      state: 'Estado o provincia',
      postalCode: 'Código postal',
      country: 'País o región',
      mobilePhone: 'Teléfono móvil',
      businessPhone: 'Teléfono del trabajo',
      preferredLanguage: 'Idioma preferido',
    },
    nl: {
      fromImports:
        '{count, plural, one {Deze waarde komt uit geïmporteerde waarden, niet uit de directory: {list}.} other {Deze waarden komen uit geïmporteerde waarden, niet uit de directory: {list}.}}',
      fromPerson:
        '{count, plural, one {Deze waarde komt uit wat de persoon zelf heeft ingevuld: {list}.} other {Deze waarden komen uit wat de persoon zelf heeft ingevuld: {list}.}}',
      fromDirectory:
        '{count, plural, one {Deze waarde komt uit de directory: {list}.} other {Deze waarden komen uit de directory: {list}.}}',
      displayName: 'Weergavenaam',
      givenName: 'Voornaam',
      surname: 'Achternaam',
      jobTitle: 'Functie',
      department: 'Afdeling',
      companyName: 'Bedrijf',
      officeLocation: 'Kantoor',
      streetAddress: 'Adres',
      city: 'Plaats',
      state: 'Provincie',
      postalCode: 'Postcode',
      country: 'Land of regio',
      mobilePhone: 'Mobiele telefoon',
      businessPhone: 'Telefoon werk',
      preferredLanguage: 'Voorkeurstaal',
    },
  },
);
