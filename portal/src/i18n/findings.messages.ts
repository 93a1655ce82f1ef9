import { catalogue } from '../../../shared/i18n/catalogue.js';

/** How a finding of the signature doctor is framed (its own sentence comes from the service). */
export const findingMessages = catalogue(
  'portal.findings',
  {
    error: 'Error',
    warning: 'Warning',
    info: 'Note',
    everyClient: 'every client',
    concerns: 'Concerns {clients}',
    fix: 'Fix: {fix}',
  },
  {
    de: {
      error: 'Fehler',
      warning: 'Warnung',
      info: 'Hinweis',
      everyClient: 'alle Clients',
      concerns: 'Betrifft {clients}',
      fix: 'Beheben: {fix}',
    },
    fr: {
      error: 'Erreur',
      warning: 'Avertissement',
      info: 'Remarque',
      everyClient: 'tous les clients',
      concerns: 'Concerne {clients}',
      fix: 'Corriger : {fix}',
    },
    es: {
      error: 'Error',
      warning: 'Advertencia',
      info: 'Nota',
      everyClient: 'todos los clientes',
      concerns: 'Afecta a {clients}',
      fix: 'Corregir: {fix}',
    },
    nl: {
      error: 'Fout',
      warning: 'Waarschuwing',
      info: 'Opmerking',
      everyClient: 'alle clients',
      concerns: 'Betreft {clients}',
      fix: 'Herstellen: {fix}',
    },
  },
);
