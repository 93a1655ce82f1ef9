// What the add-in is, once: both manifests (unified JSON and add-in-only XML) are generated from this and a base URL.
import type { HandlerName } from './handlers.js';

export interface LaunchEventDescription {
  /** The event's name in the add-in-only (XML) manifest and in office-js. */
  xmlType: string;
  /** The same event's name in the unified manifest's `autoRunEvents`. */
  unifiedType: string;
  handler: HandlerName;
  /** The lowest Mailbox requirement set that raises the event on desktop and web. */
  minMailbox: string;
  /** Outlook on iOS and Android raises it too (the mobile form factor's launch event). */
  mobile: boolean;
}

const LAUNCH_EVENTS: readonly LaunchEventDescription[] = [
  {
    xmlType: 'OnNewMessageCompose',
    unifiedType: 'newMessageComposeCreated',
    handler: 'onNewMessageComposeHandler',
    minMailbox: '1.10',
    mobile: true,
  },
  {
    xmlType: 'OnNewAppointmentOrganizer',
    unifiedType: 'newAppointmentOrganizerCreated',
    handler: 'onNewAppointmentOrganizerHandler',
    minMailbox: '1.10',
    mobile: false,
  },
  {
    xmlType: 'OnMessageFromChanged',
    unifiedType: 'messageFromChanged',
    handler: 'onMessageFromChangedHandler',
    minMailbox: '1.13',
    mobile: true,
  },
  {
    // Outlook on iOS and Android raise it from 4.2425 (Microsoft Learn, "Implement event-based activation in Outlook
    // mobile add-ins"); an older mobile client never does, and the relay signs what the add-in could not.
    xmlType: 'OnMessageRecipientsChanged',
    unifiedType: 'messageRecipientsChanged',
    handler: 'onMessageRecipientsChangedHandler',
    minMailbox: '1.11',
    mobile: true,
  },
];

export const ADDIN = {
  /** The add-in's identity; it must never change, or admins would deploy a second add-in. */
  id: '8d3c6f0e-2b7a-4e51-9c4d-1f6a7b2e9d30',
  version: '1.0.0',
  name: { short: 'Signatures', full: 'E-mail signatures for Outlook' },
  developer: { name: 'Signature Service', websitePath: '/support', privacyPath: '/privacy', termsPath: '/terms' },
  description: {
    short: 'Your organisation’s e-mail signature, applied as you write.',
    full:
      'Adds the signature your organisation assigns you to every new message, reply and meeting invitation, ' +
      'including for shared mailboxes you send from. The signature follows a change of the From address or of the recipients, ' +
      'its images are attached once, and Outlook’s own signature is switched off so the two never stack.',
  },
  accentColor: '#0F6CBD',
  locale: 'en-US',

  launchEvents: LAUNCH_EVENTS,

  /**
   * Outlook on iOS and Android implements Mailbox 1.5 (plus the launch events): the add-in as a whole asks no more,
   * so mobile clients install it; each desktop event asks its own set above.
   */
  minMailbox: '1.5',
  /** The mobile launch events' requirement set (Microsoft Learn, "Implement event-based activation in Outlook mobile add-ins"). */
  mobileMinMailbox: '1.5',

  /** Paths under the service's base URL; the service serves these files. */
  paths: {
    runtimePage: '/addin/runtime.html',
    runtimeScript: '/addin/runtime.js',
    taskpane: '/addin/taskpane.html',
    assets: '/addin/assets/',
  },

  taskpane: {
    actionId: 'openSignaturePane',
    groupLabel: 'Signature',
    buttonLabel: 'Signature',
    tooltip: 'Shows the signature that applies, inserts it again and links to your profile.',
  },

  /** Files in addin/assets (made by scripts/addin-icons.ts). */
  icons: {
    /** Unified manifest: full colour 192×192 and white-on-transparent outline 32×32, packaged beside manifest.json. */
    color: 'color.png',
    outline: 'outline.png',
    /** Add-in-only manifest and ribbon buttons: served under paths.assets. */
    sized: { 16: 'icon-16.png', 32: 'icon-32.png', 64: 'icon-64.png', 80: 'icon-80.png', 128: 'icon-128.png' },
  },

  api: {
    /** Stands for the API's app registration until `--client-id` names the real one. */
    clientIdPlaceholder: '00000000-0000-0000-0000-000000000000',
    scope: 'access_as_user',
  },
} as const;

/** Office SSO needs the Application ID URI in the form api://<host of the add-in's pages>/<client id>. */
export const ssoResource = (base: URL, clientId: string) => `api://${base.host}/${clientId}`;

/** Absolute URL of a path under the base URL (the base may itself carry a path). */
export const urlOf = (base: URL, path: string) => new URL(base.pathname.replace(/\/$/, '') + path, base).href;
