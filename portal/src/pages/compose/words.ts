import type { Happening, StandinFaults } from '../../../../addin/src/standin/outlook';
import type { Translate } from '../../i18n/useMessages';
import type { happeningsMessages } from './happenings.messages';

// The windows' names, the widths and the faults are said in the compose catalogue (`kind_new`, `width_phone`,
// `fault_stackedSignature`, `effect_…`); the sample messages' subjects and bodies in the sample mail's (sampleMail.ts).

/** Each kind of window, in the order they are offered. */
export const COMPOSE_KINDS = ['new', 'reply', 'replyAll', 'thread', 'forward', 'meeting'] as const;
export type ComposeKind = (typeof COMPOSE_KINDS)[number];

/** The widths the window is shown at, in CSS pixels. */
export const WIDTHS = { desktop: 900, web: 640, phone: 360 } as const;
export type WidthName = keyof typeof WIDTHS;

/** The known faults, in the order they are offered. */
export const FAULTS: readonly (keyof StandinFaults)[] = ['stackedSignature', 'eventLostOnPopOut', 'serviceUnreachable'];

type Say = Translate<keyof (typeof happeningsMessages)['messages']['en']>;

const FIELDS = new Set(['to', 'cc', 'bcc'] as const);
const fieldWord = (t: Say, field: string) =>
  FIELDS.has(field as 'to' | 'cc' | 'bcc') ? t(`field_${field as 'to' | 'cc' | 'bcc'}`) : field;

/** What the request told the service of the recipients: their domains only. */
const domainsWords = (t: Say, domains: readonly string[]) => (domains.length ? ` ${t('domains', { domains: domains.join(', ') })}` : '');

const size = (t: Say, bytes: number) => (bytes < 1024 ? t('bytes', { n: bytes }) : t('kilobytes', { n: bytes / 1024 }));

/** One line per happening, in words. */
export function happeningWords(t: Say, h: Happening): string {
  switch (h.kind) {
    case 'event':
      if (!h.fired) return t('noEvent', { reason: h.reason ?? t('unknown') });
      return h.fields?.length
        ? t('raisedFields', { event: h.event, fields: h.fields.map((f) => fieldWord(t, f)).join(', ') })
        : t('raised', { event: h.event });
    case 'token':
      return h.ok ? t('token', { scope: 'access_as_user' }) : t('noToken', { error: h.error ?? t('unknownError') });
    case 'signature': {
      const about = { mailbox: h.mailbox, type: h.type, status: h.status };
      const answer = h.notModified ? t('notModified', about) : h.revalidated ? t('answeredOther', about) : t('answered', about);
      return answer + domainsWords(t, h.domains);
    }
    case 'unreachable':
      return t('unreachable', { path: h.path });
    case 'attached':
      return t('attached', { name: h.name, size: size(t, h.bytes) });
    case 'removed':
      return t('removed', { name: h.name });
    case 'setSignature':
      if (h.empty) return t('emptied');
      return h.stacked ? t('stacked') : t('set');
    case 'bodyReplaced':
      return t('bodyReplaced');
    case 'clientSignatureDisabled':
      return t('clientSignatureDisabled');
    case 'header':
      return h.value === null ? t('headerRemoved', { name: h.name }) : t('headerSet', { name: h.name, value: h.value });
    case 'notification':
      return t('notification', { message: h.message });
    case 'report': {
      const r = (h.report ?? {}) as { outcome?: string; error?: string };
      const outcome = r.outcome ?? t('unknown');
      return r.error ? t('reportError', { outcome, error: r.error, status: h.status }) : t('report', { outcome, status: h.status });
    }
    case 'completed':
      return t('completed', { ms: Math.round(h.ms) });
  }
}
