import type { Happening, StandinFaults } from '../../../../addin/src/standin/outlook';

export const COMPOSE_KINDS = {
  new: { label: 'New message', title: 'New message' },
  reply: { label: 'Reply', title: 'RE: Plans for the launch' },
  replyAll: { label: 'Reply all', title: 'RE: Plans for the launch' },
  thread: { label: 'Reply in a thread', title: 'RE: RE: Plans for the launch' },
  forward: { label: 'Forward', title: 'FW: Plans for the launch' },
  meeting: { label: 'Meeting invitation', title: 'New meeting' },
} as const;
export type ComposeKind = keyof typeof COMPOSE_KINDS;

export const WIDTHS = {
  desktop: { label: 'Desktop', px: 900 },
  web: { label: 'Web', px: 640 },
  phone: { label: 'Phone', px: 360 },
} as const;
export type WidthName = keyof typeof WIDTHS;

/** Each known fault: its switch, and what the add-in does about it. */
export const FAULT_WORDS: Record<keyof StandinFaults, { label: string; effect: string }> = {
  stackedSignature: {
    label: 'Signatures with images stack instead of being replaced (office-js #6402)',
    effect:
      'New Outlook and Outlook on the web put a signature with inline images below the one already there. The add-in empties the signature area before it sets such a signature, so changing From still leaves one signature.',
  },
  eventLostOnPopOut: {
    label: 'No event when the window is popped out quickly (office-js #6488)',
    effect:
      'Outlook raises no event, so the add-in never runs: the window keeps Outlook’s own signature. The person can add the organisation’s signature from the Signature task pane (Insert the signature again), or by changing From.',
  },
  serviceUnreachable: {
    label: 'The signature service cannot be reached',
    effect:
      'The add-in uses the last signature it received for this mailbox, if this device has one; otherwise it completes the event without a signature and Outlook’s own stays. The failure report waits on the device and goes with the next report that gets through.',
  },
};

const EVENT_WORDS: Record<string, string> = {
  OnNewMessageCompose: 'OnNewMessageCompose',
  OnMessageFromChanged: 'OnMessageFromChanged',
  OnNewAppointmentOrganizer: 'OnNewAppointmentOrganizer',
  OnMessageRecipientsChanged: 'OnMessageRecipientsChanged',
};

const FIELD_WORDS: Record<string, string> = { to: 'To', cc: 'Cc', bcc: 'Bcc' };
/** What the request told the service of the recipients: their domains only. */
const domainsWords = (domains: readonly string[]) => (domains.length ? ` Recipient domains sent: ${domains.join(', ')}.` : '');

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

/** One line per happening, in words. */
export function happeningWords(h: Happening): string {
  switch (h.kind) {
    case 'event':
      if (!h.fired) return `Outlook raised no event: ${h.reason ?? 'unknown'}.`;
      return h.fields?.length
        ? `Outlook raised ${EVENT_WORDS[h.event]} (${h.fields.map((f) => FIELD_WORDS[f] ?? f).join(', ')} changed).`
        : `Outlook raised ${EVENT_WORDS[h.event]}.`;
    case 'token':
      return h.ok ? 'The add-in got its token for you (access_as_user).' : `The add-in got no token: ${h.error ?? 'unknown error'}.`;
    case 'signature':
      return (
        (h.notModified
          ? `The service answered 304 Not Modified for ${h.mailbox} (${h.type}): the signature kept on this device is current.`
          : `The service answered ${h.status} for ${h.mailbox} (${h.type})${h.revalidated ? ', other than the answer kept on this device' : ''}.`) +
        domainsWords(h.domains)
      );
    case 'unreachable':
      return `The request to ${h.path} failed: the service could not be reached.`;
    case 'attached':
      return `Inline image ${h.name} attached (${kb(h.bytes)}).`;
    case 'removed':
      return `Inline image ${h.name} removed.`;
    case 'setSignature':
      if (h.empty) return 'The signature area was emptied.';
      return h.stacked ? 'The signature was added below the one already there (stacked).' : 'The signature was set.';
    case 'bodyReplaced':
      return 'The phone’s own footer was taken off the end of your text.';
    case 'clientSignatureDisabled':
      return 'Outlook’s own signature was switched off for this window.';
    case 'header':
      return h.value === null ? `The message’s ${h.name} mark was removed.` : `The message was marked ${h.name}: ${h.value}.`;
    case 'notification':
      return `Notice shown: ${h.message}`;
    case 'report': {
      const r = (h.report ?? {}) as { outcome?: string; error?: string };
      return `Report sent: ${r.outcome ?? 'unknown'}${r.error ? ` (${r.error})` : ''}; the service answered ${h.status}.`;
    }
    case 'completed':
      return `The add-in called completed() ${Math.round(h.ms)} ms after the event.`;
  }
}
