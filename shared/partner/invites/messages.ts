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

/**
 * Why an invitation cannot be used, naming its partner (`day` is the day it expired, as the reader's language writes
 * it), why it cannot be revoked (`state`: `accepted`, `expired` or `revoked`), and why it cannot be mailed today (`time`
 * is when mail is sent again, as HH:MM in UTC).
 */
export const INVITE_REFUSALS = catalogue(
  'partner-invite-refusals',
  {
    expired: 'The invitation from {partner} expired on {day}; ask them for a new one',
    revoked: '{partner} withdrew this invitation; ask them for a new one',
    used: 'The invitation from {partner} has already been used; ask them for a new one',
    wrongOrganisation:
      'The invitation from {partner} was made for {domain}, which is not a verified domain of your organisation. Ask {partner} for an invitation made for your organisation',
    notRevocable:
      'This invitation is {state, select, accepted {used} expired {expired} other {revoked}}; only a pending invitation can be revoked',
    mailLimit:
      'Your organisation has mailed {limit} invitations today, the most we send in a day. You can still create the invitation without mailing it and send the link yourself, or mail it after {time} UTC.',
  },
  {
    de: {
      expired: 'Die Einladung von {partner} ist am {day} abgelaufen. Bitten Sie {partner} um eine neue',
      revoked: '{partner} hat diese Einladung zurückgezogen. Bitten Sie {partner} um eine neue',
      used: 'Die Einladung von {partner} wurde bereits verwendet. Bitten Sie {partner} um eine neue',
      wrongOrganisation:
        'Die Einladung von {partner} wurde für {domain} erstellt. Diese Domäne ist für Ihre Organisation nicht bestätigt. Bitten Sie {partner} um eine Einladung für Ihre Organisation',
      notRevocable:
        'Diese Einladung ist {state, select, accepted {bereits verwendet} expired {abgelaufen} other {zurückgezogen}}. Nur eine ausstehende Einladung lässt sich zurückziehen',
      mailLimit:
        'Ihre Organisation hat heute {limit} Einladungen per E-Mail verschickt, so viele, wie wir an einem Tag senden. Sie können die Einladung trotzdem ohne E-Mail erstellen und den Link selbst weitergeben oder sie nach {time} Uhr UTC per E-Mail senden.',
    },
    fr: {
      expired: 'L’invitation de {partner} a expiré le {day}. Demandez-en une nouvelle à {partner}',
      revoked: '{partner} a retiré cette invitation. Demandez-en une nouvelle à {partner}',
      used: 'L’invitation de {partner} a déjà été utilisée. Demandez-en une nouvelle à {partner}',
      wrongOrganisation:
        'L’invitation de {partner} a été faite pour {domain}, qui n’est pas un domaine vérifié de votre organisation. Demandez à {partner} une invitation pour votre organisation',
      notRevocable:
        'Cette invitation est {state, select, accepted {déjà utilisée} expired {expirée} other {retirée}}. Seule une invitation en attente peut être retirée',
      mailLimit:
        'Votre organisation a envoyé aujourd’hui {limit} invitations par e-mail, le maximum que nous envoyons par jour. Vous pouvez quand même créer l’invitation sans l’envoyer et transmettre le lien vous-même, ou l’envoyer après {time} UTC.',
    },
    es: {
      expired: 'La invitación de {partner} caducó el {day}. Pide una nueva a {partner}',
      revoked: '{partner} retiró esta invitación. Pide una nueva a {partner}',
      used: 'La invitación de {partner} ya se usó. Pide una nueva a {partner}',
      wrongOrganisation:
        'La invitación de {partner} se hizo para {domain}, que no es un dominio verificado de tu organización. Pide a {partner} una invitación para tu organización',
      notRevocable:
        'Esta invitación {state, select, accepted {ya se usó} expired {ha caducado} other {se retiró}}. Solo se puede retirar una invitación pendiente',
      mailLimit:
        'Tu organización ha enviado hoy {limit} invitaciones por correo, el máximo que enviamos en un día. Aún puedes crear la invitación sin enviarla y compartir tú el vínculo, o enviarla después de las {time} UTC.',
    },
    nl: {
      expired: 'De uitnodiging van {partner} is op {day} verlopen. Vraag {partner} om een nieuwe',
      revoked: '{partner} heeft deze uitnodiging ingetrokken. Vraag {partner} om een nieuwe',
      used: 'De uitnodiging van {partner} is al gebruikt. Vraag {partner} om een nieuwe',
      wrongOrganisation:
        'De uitnodiging van {partner} is gemaakt voor {domain}. Dat domein is niet geverifieerd voor je organisatie. Vraag {partner} om een uitnodiging voor je organisatie',
      notRevocable:
        'Deze uitnodiging is {state, select, accepted {al gebruikt} expired {verlopen} other {ingetrokken}}. Alleen een openstaande uitnodiging kan worden ingetrokken',
      mailLimit:
        'Je organisatie heeft vandaag {limit} uitnodigingen gemaild, het maximum dat we per dag versturen. Je kunt de uitnodiging nog steeds maken zonder haar te mailen en de koppeling zelf versturen, of haar na {time} UTC mailen.',
    },
  },
);
