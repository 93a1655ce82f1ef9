/// <reference types="office-js" />
import { HANDLER_NAMES, type HandlerName } from '../manifest/handlers.js';
import type { ApplyReport } from './api.js';
import { handleComposeEvent } from './compose.js';
import { officeDeps, officeItem, silentToken } from './office.js';

/** Every launch event does the same: the signature for the item's current From mailbox and compose type. */
const onComposeEvent =
  (name: NonNullable<ApplyReport['event']>) =>
  (event: Office.AddinCommands.Event): void => {
    const mailbox = Office.context.mailbox;
    const item = mailbox.item as unknown as Office.MessageCompose | Office.AppointmentCompose;
    void handleComposeEvent(officeDeps(silentToken), officeItem(item, mailbox), event, name);
  };

const handlers: Record<HandlerName, (event: Office.AddinCommands.Event) => void> = {
  onNewMessageComposeHandler: onComposeEvent('newMessage'),
  onNewAppointmentOrganizerHandler: onComposeEvent('newAppointment'),
  onMessageFromChangedHandler: onComposeEvent('fromChanged'),
};

// Associated at load, not inside onReady: classic Outlook looks the handler up as soon as the script has run.
for (const name of HANDLER_NAMES) Office.actions.associate(name, handlers[name]);
void Office.onReady(() => undefined);
