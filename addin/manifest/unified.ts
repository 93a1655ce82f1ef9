// The unified Microsoft 365 app manifest (manifest.json), schema version 1.30 as shipped by @microsoft/app-manifest.
import type { TeamsManifestV1D30 } from '@microsoft/app-manifest';
import { ADDIN, ssoResource, urlOf, type LaunchEventDescription } from './description.js';

type UnifiedManifest = TeamsManifestV1D30.TeamsManifestV1D30;
type AutoRunEvents = NonNullable<TeamsManifestV1D30.ElementExtension['autoRunEvents']>;

export const UNIFIED_MANIFEST_VERSION = '1.30';
const UNIFIED_SCHEMA_URL = `https://developer.microsoft.com/json-schemas/teams/v${UNIFIED_MANIFEST_VERSION}/MicrosoftTeams.schema.json`;

const EVENT_RUNTIME_ID = 'signature_events';
const TASKPANE_RUNTIME_ID = 'signature_taskpane';

const mailbox = (minVersion: string) => [{ name: 'Mailbox', minVersion }];

/**
 * Desktop and web: one group per requirement set (lowest first), so a client below 1.13 still runs the 1.10 and 1.11 events.
 * Mobile: its own group, since Outlook on iOS and Android reports Mailbox 1.5.
 */
function autoRunEvents(events: readonly LaunchEventDescription[]): AutoRunEvents {
  const groups: AutoRunEvents = [];
  const minor = (version: string) => Number(version.split('.')[1]);
  const sets = [...new Set(events.map((e) => e.minMailbox))].sort((a, b) => minor(a) - minor(b));
  for (const minVersion of sets) {
    groups.push({
      requirements: { capabilities: mailbox(minVersion), scopes: ['mail'], formFactors: ['desktop'] },
      events: events.filter((e) => e.minMailbox === minVersion).map((e) => ({ type: e.unifiedType, actionId: e.handler })),
    });
  }
  const mobile = events.filter((e) => e.mobile);
  if (mobile.length > 0) {
    groups.push({
      requirements: { capabilities: mailbox(ADDIN.mobileMinMailbox), scopes: ['mail'], formFactors: ['mobile'] },
      events: mobile.map((e) => ({ type: e.unifiedType, actionId: e.handler })),
    });
  }
  return groups;
}

export function buildUnifiedManifest(base: URL, clientId: string): UnifiedManifest {
  const url = (path: string) => urlOf(base, path);
  const asset = (file: string) => url(ADDIN.paths.assets + file);
  const buttonIcons = ([16, 32, 80] as const).map((size) => ({ size, url: asset(ADDIN.icons.sized[size]) }));

  return {
    $schema: UNIFIED_SCHEMA_URL,
    manifestVersion: UNIFIED_MANIFEST_VERSION,
    version: ADDIN.version,
    id: ADDIN.id,
    localizationInfo: { defaultLanguageTag: ADDIN.locale },
    developer: {
      name: ADDIN.developer.name,
      websiteUrl: url(ADDIN.developer.websitePath),
      privacyUrl: url(ADDIN.developer.privacyPath),
      termsOfUseUrl: url(ADDIN.developer.termsPath),
    },
    name: { ...ADDIN.name },
    description: { ...ADDIN.description },
    icons: { color: ADDIN.icons.color, outline: ADDIN.icons.outline },
    accentColor: ADDIN.accentColor,
    validDomains: [base.host],
    webApplicationInfo: { id: clientId, resource: ssoResource(base, clientId) },
    authorization: { permissions: { resourceSpecific: [{ name: 'MailboxItem.ReadWrite.User', type: 'Delegated' }] } },
    extensions: [
      {
        requirements: { scopes: ['mail'], capabilities: mailbox(ADDIN.minMailbox) },
        runtimes: [
          {
            id: EVENT_RUNTIME_ID,
            type: 'general',
            // Classic Outlook on Windows loads the script; every other client loads the page.
            code: { page: url(ADDIN.paths.runtimePage), script: url(ADDIN.paths.runtimeScript) },
            lifetime: 'short',
            actions: ADDIN.launchEvents.map((e) => ({ id: e.handler, type: 'executeFunction', displayName: e.handler })),
          },
          {
            id: TASKPANE_RUNTIME_ID,
            type: 'general',
            code: { page: url(ADDIN.paths.taskpane) },
            lifetime: 'short',
            actions: [{ id: ADDIN.taskpane.actionId, type: 'openPage', pinnable: true }],
          },
        ],
        ribbons: [
          {
            requirements: { formFactors: ['desktop'] },
            contexts: ['mailCompose', 'meetingDetailsOrganizer'],
            tabs: [
              {
                builtInTabId: 'TabDefault',
                groups: [
                  {
                    id: 'signatureGroup',
                    label: ADDIN.taskpane.groupLabel,
                    icons: buttonIcons,
                    controls: [
                      {
                        id: 'openSignaturePaneButton',
                        type: 'button',
                        label: ADDIN.taskpane.buttonLabel,
                        icons: buttonIcons,
                        supertip: { title: ADDIN.taskpane.buttonLabel, description: ADDIN.taskpane.tooltip },
                        actionId: ADDIN.taskpane.actionId,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        autoRunEvents: autoRunEvents(ADDIN.launchEvents),
      },
    ],
  };
}
