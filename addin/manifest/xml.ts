// The add-in-only manifest (manifest.xml): MailApp with VersionOverrides 1.1, for clients and admins that still need it.
import { XMLBuilder } from 'fast-xml-parser';
import { ADDIN, ssoResource, urlOf } from './description.js';

/** resid values of the URLs in <Resources>; the runtime page doubles as the function file. */
const XML_RESID = {
  runtimePage: 'WebViewRuntime.Url',
  runtimeScript: 'JSRuntime.Url',
  taskpane: 'Taskpane.Url',
  groupLabel: 'GroupLabel',
  buttonLabel: 'TaskpaneButton.Label',
  buttonTooltip: 'TaskpaneButton.Tooltip',
} as const;

const iconResid = (size: number) => `Icon.${size}x${size}`;

type Element = Record<string, unknown>;

/** The task pane button, on the compose surfaces of messages and of meetings the person organises. */
function taskpaneCommand(surface: 'MessageComposeCommandSurface' | 'AppointmentOrganizerCommandSurface', idPrefix: string): Element {
  return {
    '@_xsi:type': surface,
    OfficeTab: {
      '@_id': 'TabDefault',
      Group: {
        '@_id': `${idPrefix}SignatureGroup`,
        Label: { '@_resid': XML_RESID.groupLabel },
        Control: {
          '@_xsi:type': 'Button',
          '@_id': `${idPrefix}OpenSignaturePane`,
          Label: { '@_resid': XML_RESID.buttonLabel },
          Supertip: { Title: { '@_resid': XML_RESID.buttonLabel }, Description: { '@_resid': XML_RESID.buttonTooltip } },
          Icon: { 'bt:Image': [16, 32, 80].map((size) => ({ '@_size': String(size), '@_resid': iconResid(size) })) },
          Action: { '@_xsi:type': 'ShowTaskpane', SourceLocation: { '@_resid': XML_RESID.taskpane } },
        },
      },
    },
  };
}

function launchEvents(events: readonly { xmlType: string; handler: string }[]): Element {
  return {
    '@_xsi:type': 'LaunchEvent',
    LaunchEvents: { LaunchEvent: events.map((e) => ({ '@_Type': e.xmlType, '@_FunctionName': e.handler })) },
    SourceLocation: { '@_resid': XML_RESID.runtimePage },
  };
}

function manifestXmlDocument(base: URL, clientId: string): Element {
  const url = (path: string) => urlOf(base, path);
  const asset = (file: string) => url(ADDIN.paths.assets + file);
  const sized = ADDIN.icons.sized;

  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    OfficeApp: {
      '@_xmlns': 'http://schemas.microsoft.com/office/appforoffice/1.1',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xmlns:bt': 'http://schemas.microsoft.com/office/officeappbasictypes/1.0',
      '@_xsi:type': 'MailApp',
      Id: ADDIN.id,
      // The add-in-only manifest wants four parts.
      Version: `${ADDIN.version}.0`,
      ProviderName: ADDIN.developer.name,
      DefaultLocale: ADDIN.locale,
      DisplayName: { '@_DefaultValue': ADDIN.name.short },
      Description: { '@_DefaultValue': ADDIN.description.short },
      IconUrl: { '@_DefaultValue': asset(sized[64]) },
      HighResolutionIconUrl: { '@_DefaultValue': asset(sized[128]) },
      SupportUrl: { '@_DefaultValue': url(ADDIN.developer.websitePath) },
      AppDomains: { AppDomain: base.origin },
      Hosts: { Host: { '@_Name': 'Mailbox' } },
      Requirements: { Sets: { Set: { '@_Name': 'Mailbox', '@_MinVersion': '1.1' } } },
      FormSettings: {
        Form: { '@_xsi:type': 'ItemEdit', DesktopSettings: { SourceLocation: { '@_DefaultValue': url(ADDIN.paths.taskpane) } } },
      },
      Permissions: 'ReadWriteItem',
      Rule: {
        '@_xsi:type': 'RuleCollection',
        '@_Mode': 'Or',
        Rule: [
          { '@_xsi:type': 'ItemIs', '@_ItemType': 'Message', '@_FormType': 'Edit' },
          { '@_xsi:type': 'ItemIs', '@_ItemType': 'Appointment', '@_FormType': 'Edit' },
        ],
      },
      DisableEntityHighlighting: 'false',
      VersionOverrides: {
        '@_xmlns': 'http://schemas.microsoft.com/office/mailappversionoverrides',
        '@_xsi:type': 'VersionOverridesV1_0',
        VersionOverrides: {
          '@_xmlns': 'http://schemas.microsoft.com/office/mailappversionoverrides/1.1',
          '@_xsi:type': 'VersionOverridesV1_1',
          // One requirement set for every client here (the add-in-only manifest cannot ask per event): mobile reports
          // 1.5; desktop clients without an event's set simply never raise it.
          Requirements: { 'bt:Sets': { '@_DefaultMinVersion': ADDIN.minMailbox, 'bt:Set': { '@_Name': 'Mailbox' } } },
          Hosts: {
            Host: {
              '@_xsi:type': 'MailHost',
              Runtimes: {
                Runtime: {
                  '@_resid': XML_RESID.runtimePage,
                  // Classic Outlook on Windows runs the handlers in a JavaScript-only runtime that loads this file.
                  Override: { '@_type': 'javascript', '@_resid': XML_RESID.runtimeScript },
                },
              },
              DesktopFormFactor: {
                FunctionFile: { '@_resid': XML_RESID.runtimePage },
                ExtensionPoint: [
                  taskpaneCommand('MessageComposeCommandSurface', 'msgCompose'),
                  taskpaneCommand('AppointmentOrganizerCommandSurface', 'apptOrganizer'),
                  launchEvents(ADDIN.launchEvents),
                ],
              },
              MobileFormFactor: {
                ExtensionPoint: launchEvents(ADDIN.launchEvents.filter((e) => e.mobile)),
              },
            },
          },
          Resources: {
            'bt:Images': {
              'bt:Image': [16, 32, 80].map((size) => ({ '@_id': iconResid(size), '@_DefaultValue': asset(sized[size as 16 | 32 | 80]) })),
            },
            'bt:Urls': {
              'bt:Url': [
                { '@_id': XML_RESID.runtimePage, '@_DefaultValue': url(ADDIN.paths.runtimePage) },
                { '@_id': XML_RESID.runtimeScript, '@_DefaultValue': url(ADDIN.paths.runtimeScript) },
                { '@_id': XML_RESID.taskpane, '@_DefaultValue': url(ADDIN.paths.taskpane) },
              ],
            },
            'bt:ShortStrings': {
              'bt:String': [
                { '@_id': XML_RESID.groupLabel, '@_DefaultValue': ADDIN.taskpane.groupLabel },
                { '@_id': XML_RESID.buttonLabel, '@_DefaultValue': ADDIN.taskpane.buttonLabel },
              ],
            },
            'bt:LongStrings': { 'bt:String': { '@_id': XML_RESID.buttonTooltip, '@_DefaultValue': ADDIN.taskpane.tooltip } },
          },
          // Must be the last child of VersionOverrides.
          WebApplicationInfo: {
            Id: clientId,
            Resource: ssoResource(base, clientId),
            Scopes: { Scope: ADDIN.api.scope },
          },
        },
      },
    },
  };
}

export function buildManifestXml(base: URL, clientId: string): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
  });
  return builder.build(manifestXmlDocument(base, clientId)) as string;
}
