// The event handlers' names: the manifests bind each launch event to one of them, and the event runtime registers
// exactly these with Office.actions.associate. One list, so a manifest can never name a function the runtime lacks.
export const HANDLER_NAMES = [
  'onNewMessageComposeHandler',
  'onNewAppointmentOrganizerHandler',
  'onMessageFromChangedHandler',
  'onMessageRecipientsChangedHandler',
] as const;

export type HandlerName = (typeof HANDLER_NAMES)[number];
