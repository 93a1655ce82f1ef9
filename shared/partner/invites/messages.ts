import { catalogue } from '../../i18n/catalogue.js';

/** The invitation e-mail a partner sends a prospective client (placeholders filled with text escaped for HTML). */
export const INVITE_MESSAGES = catalogue(
  'partner-invites',
  {
    subject: '{partner} invites your organisation to its e-mail signature service',
    manage: '{partner} would like to manage your organisation’s e-mail signatures.',
    accept:
      'An administrator of your Microsoft 365 organisation can accept by granting consent through this link, valid until {day} and usable once:',
  },
  {
    de: {
      subject: '{partner} lädt Ihre Organisation zu seinem Dienst für E-Mail-Signaturen ein',
      manage: '{partner} möchte die E-Mail-Signaturen Ihrer Organisation verwalten.',
      accept:
        'Ein Administrator Ihrer Microsoft 365-Organisation kann annehmen, indem er über diesen Link zustimmt. Der Link gilt bis zum {day} und nur einmal:',
    },
    fr: {
      subject: '{partner} invite votre organisation à son service de signatures d’e-mail',
      manage: '{partner} souhaite gérer les signatures d’e-mail de votre organisation.',
      accept:
        'Un administrateur de votre organisation Microsoft 365 peut accepter en donnant son consentement par ce lien, valable jusqu’au {day} et une seule fois :',
    },
    es: {
      subject: '{partner} invita a tu organización a su servicio de firmas de correo',
      manage: '{partner} quiere administrar las firmas de correo de tu organización.',
      accept:
        'Un administrador de tu organización de Microsoft 365 puede aceptar dando su consentimiento con este vínculo, válido hasta el {day} y de un solo uso:',
    },
    nl: {
      subject: '{partner} nodigt je organisatie uit voor zijn service voor e-mailhandtekeningen',
      manage: '{partner} wil de e-mailhandtekeningen van je organisatie beheren.',
      accept:
        'Een beheerder van je Microsoft 365-organisatie kan accepteren door via deze koppeling toestemming te geven. De koppeling is geldig tot {day} en kan één keer worden gebruikt:',
    },
  },
);
