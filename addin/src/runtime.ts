/// <reference types="office-js" />
import { HANDLERS, type HandlerName } from '../manifest/handlers.js';
import { handleComposeEvent } from './compose.js';
import { officeDeps, officeItem, silentToken } from './office.js';

/** Every launch event does the same: the signature for the item's current From mailbox and compose type. */
function onComposeEvent(event: Office.AddinCommands.Event): void {
  const mailbox = Office.context.mailbox;
  const item = mailbox.item as unknown as Office.MessageCompose | Office.AppointmentCompose;
  void handleComposeEvent(officeDeps(silentToken), officeItem(item, mailbox), event);
}

const handlers: Record<HandlerName, (event: Office.AddinCommands.Event) => void> = {
  onNewMessageCompose: onComposeEvent,
  onNewAppointmentOrganizer: onComposeEvent,
  onMessageFromChanged: onComposeEvent,
};

// Associated at load, not inside onReady: classic Outlook looks the handler up as soon as the script has run.
for (const name of HANDLERS) Office.actions.associate(name, handlers[name]);
Office.onReady(() => undefined);
