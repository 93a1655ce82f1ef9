/** The event handlers the runtime registers; the manifests name the same functions. */
export const HANDLERS = ['onNewMessageCompose', 'onNewAppointmentOrganizer', 'onMessageFromChanged'] as const;
export type HandlerName = (typeof HANDLERS)[number];
