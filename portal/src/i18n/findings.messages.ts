import { catalogue } from '../../../shared/i18n/catalogue.js';

/** How a finding of the signature doctor is framed (its own sentence comes from the service). */
export const findingMessages = catalogue(
  'portal.findings',
  {
    error: 'Error',
    warning: 'Warning',
    info: 'Note',
    everyClient: 'every client',
    clientName:
      '{client, select, windows {Outlook for Windows} mac {Outlook for Mac} web {Outlook on the web} ios {Outlook for iOS} android {Outlook for Android} other {{client}}}',
    concerns: 'Concerns {clients}',
    fix: 'Fix: {fix}',
  },
  {
    de: {
      error: 'Fehler',
      warning: 'Warnung',
      info: 'Hinweis',
      everyClient: 'alle Clients',
      clientName:
        '{client, select, windows {Outlook für Windows} mac {Outlook für Mac} web {Outlook im Web} ios {Outlook für iOS} android {Outlook für Android} other {{client}}}',
      concerns: 'Betrifft {clients}',
      fix: 'Beheben: {fix}',
    },
    fr: {
      error: 'Erreur',
      warning: 'Avertissement',
      info: 'Remarque',
      everyClient: 'tous les clients',
      clientName:
        '{client, select, windows {Outlook pour Windows} mac {Outlook pour Mac} web {Outlook sur le web} ios {Outlook pour iOS} android {Outlook pour Android} other {{client}}}',
      concerns: 'Concerne {clients}',
      fix: 'Corriger : {fix}',
    },
    es: {
      error: 'Error',
      warning: 'Advertencia',
      info: 'Nota',
      everyClient: 'todos los clientes',
      clientName:
        '{client, select, windows {Outlook para Windows} mac {Outlook para Mac} web {Outlook en la web} ios {Outlook para iOS} android {Outlook para Android} other {{client}}}',
      concerns: 'Afecta a {clients}',
      fix: 'Corregir: {fix}',
    },
    nl: {
      error: 'Fout',
      warning: 'Waarschuwing',
      info: 'Opmerking',
      everyClient: 'alle clients',
      clientName:
        '{client, select, windows {Outlook voor Windows} mac {Outlook voor Mac} web {Outlook op het web} ios {Outlook voor iOS} android {Outlook voor Android} other {{client}}}',
      concerns: 'Betreft {clients}',
      fix: 'Herstellen: {fix}',
    },
  },
);
