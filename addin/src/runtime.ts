/// <reference types="office-js" />
import { HANDLER_NAMES, type HandlerName } from '../manifest/handlers.js';
import type { ApplyReport } from './api.js';
import { handleComposeEvent, type ApplyHow } from './compose.js';
import { officeDeps, officeItem, silentToken } from './office.js';
import { lastOfBurst, oneAtATime, RECIPIENTS_SETTLE_MS } from './recipients.js';

/** One apply at a time in this runtime: a From change and a recipients change never interleave their calls. */
const inTurn = oneAtATime();
/** Recipients change with every address the person adds: only the last change of a burst asks again. */
const settled = lastOfBurst(RECIPIENTS_SETTLE_MS);

/** The signature for the item's current From mailbox, compose type and recipients. */
function sign(event: Office.AddinCommands.Event, name: NonNullable<ApplyReport['event']>, how: ApplyHow = {}): Promise<void> {
  return inTurn(() => {
    const mailbox = Office.context.mailbox;
    const item = mailbox.item as unknown as Office.MessageCompose | Office.AppointmentCompose;
    return handleComposeEvent(officeDeps(silentToken), officeItem(item, mailbox), event, name, how);
  });
}

const onComposeEvent =
  (name: NonNullable<ApplyReport['event']>) =>
  (event: Office.AddinCommands.Event): void =>
    void sign(event, name);

/** Whether the change touched a message's recipients (To, Cc, Bcc); an event without the fields is taken as one. */
function touchesRecipients(event: Office.AddinCommands.Event): boolean {
  const fields = (event as unknown as { changedRecipientFields?: Partial<Office.RecipientsChangedFields> }).changedRecipientFields;
  return !fields || !!(fields.to || fields.cc || fields.bcc);
}

/**
 * Recipients changed: wait until they settle, then ask again only when their set of domains differs from the one
 * the signature in place was asked for. An event overtaken by a later change completes at once.
 */
async function onRecipientsChanged(event: Office.AddinCommands.Event): Promise<void> {
  if (!touchesRecipients(event) || !(await settled())) return event.completed();
  await sign(event, 'recipientsChanged', { unlessUnchanged: true });
}

const handlers: Record<HandlerName, (event: Office.AddinCommands.Event) => void> = {
  onNewMessageComposeHandler: onComposeEvent('newMessage'),
  onNewAppointmentOrganizerHandler: onComposeEvent('newAppointment'),
  onMessageFromChangedHandler: onComposeEvent('fromChanged'),
  onMessageRecipientsChangedHandler: (event) => void onRecipientsChanged(event),
};

// Associated at load, not inside onReady: classic Outlook looks the handler up as soon as the script has run.
for (const name of HANDLER_NAMES) Office.actions.associate(name, handlers[name]);
void Office.onReady(() => undefined);
