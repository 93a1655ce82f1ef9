import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AdmZip from 'adm-zip';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ADDIN } from '../../addin/manifest/description.js';
import { HANDLER_NAMES } from '../../addin/manifest/handlers.js';
import { buildManifestFiles } from '../../addin/manifest/package.js';
import { buildUnifiedManifest, UNIFIED_MANIFEST_VERSION } from '../../addin/manifest/unified.js';
import { buildManifestXml } from '../../addin/manifest/xml.js';
import { ICON_FILES } from '../../scripts/addin-icons.js';

const root = join(import.meta.dirname, '..', '..');
const BASE = new URL('https://sig.example.com');
const CLIENT_ID = '5e2f8a41-7c3b-4d9e-a1f0-6b8c2d4e9f17';

const require = createRequire(import.meta.url);
const schema = require(`@microsoft/app-manifest/build/json-schemas/teams/v${UNIFIED_MANIFEST_VERSION}/MicrosoftTeams.schema.json`);

/** The schema's own draft (04), offline: no $ref leaves the file. */
function validateUnified(manifest: unknown) {
  // CommonJS packages: under NodeNext the default import is module.exports, whose `default` is the export itself.
  const ajv = new Ajv.default({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  return validate(manifest) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

// Parsed XML: every element an array, so a single child reads the same as many.
type Node = Record<string, Node[] | string> & { '#text'?: string };
const parseXml = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (_name, _path, _leaf, isAttribute) => !isAttribute }).parse(
    xml,
  ) as Node;
const kids = (node: Node, name: string) => (node[name] ?? []) as Node[];
const one = (node: Node, name: string) => {
  const found = kids(node, name);
  expect(found, name).toHaveLength(1);
  return found[0];
};
const attr = (node: Node, name: string) => node[`@_${name}`] as string;
/** An element's text: the parser answers a text-only element as its value, and one with attributes as `#text`. */
const text = (node: Node, name: string) => {
  const found: unknown = one(node, name);
  return String(typeof found === 'object' && found !== null ? (found as Node)['#text'] : found);
};

function xmlParts(base = BASE) {
  const doc = parseXml(buildManifestXml(base, CLIENT_ID));
  const officeApp = one(doc, 'OfficeApp');
  const v11 = one(one(officeApp, 'VersionOverrides'), 'VersionOverrides');
  const host = one(one(v11, 'Hosts'), 'Host');
  const urls = Object.fromEntries(
    kids(one(one(v11, 'Resources'), 'bt:Urls'), 'bt:Url').map((u) => [attr(u, 'id'), attr(u, 'DefaultValue')]),
  );
  const launchPoint = (formFactor: string) => {
    const points = kids(one(host, formFactor), 'ExtensionPoint').filter((p) => attr(p, 'xsi:type') === 'LaunchEvent');
    expect(points, `${formFactor} LaunchEvent`).toHaveLength(1);
    return points[0];
  };
  const events = (formFactor: string) =>
    kids(one(launchPoint(formFactor), 'LaunchEvents'), 'LaunchEvent').map((e) => ({
      type: attr(e, 'Type'),
      handler: attr(e, 'FunctionName'),
    }));
  return { officeApp, v11, host, urls, launchPoint, events };
}

describe('unified manifest', () => {
  const manifest = buildUnifiedManifest(BASE, CLIENT_ID);
  const extension = manifest.extensions![0];

  it('validates against the schema shipped in @microsoft/app-manifest', () => {
    expect(manifest.manifestVersion).toBe(UNIFIED_MANIFEST_VERSION);
    expect(validateUnified(manifest)).toEqual([]);
    expect(validateUnified(buildUnifiedManifest(BASE, ADDIN.api.clientIdPlaceholder))).toEqual([]);
  });

  it('the validation is real: a broken manifest is refused', () => {
    expect(validateUnified({ ...manifest, webApplicationInfo: { id: 'not-a-guid' } })).not.toEqual([]);
    expect(
      validateUnified({ ...manifest, extensions: [{ ...extension, runtimes: [{ id: 'x', code: { page: 'http://insecure.example/' } }] }] }),
    ).not.toEqual([]);
  });

  it('binds every handler as an action of the event runtime, which loads the page and (classic Windows) the script', () => {
    const runtime = extension.runtimes!.find((r) => r.code.script)!;
    expect(runtime.code).toEqual({
      page: 'https://sig.example.com/addin/runtime.html',
      script: 'https://sig.example.com/addin/runtime.js',
    });
    expect(runtime.actions!.map((a) => [a.id, a.type])).toEqual(HANDLER_NAMES.map((h) => [h, 'executeFunction']));
  });

  it('raises the four events on desktop (recipients 1.11, From 1.13) and the message events on mobile', () => {
    const groups = extension.autoRunEvents!.map((g) => ({
      formFactors: g.requirements?.formFactors,
      mailbox: g.requirements?.capabilities?.find((c) => c.name === 'Mailbox')?.minVersion,
      events: g.events.map((e) => `${e.type}→${e.actionId}`),
    }));
    expect(groups).toEqual([
      {
        formFactors: ['desktop'],
        mailbox: '1.10',
        events: ['newMessageComposeCreated→onNewMessageComposeHandler', 'newAppointmentOrganizerCreated→onNewAppointmentOrganizerHandler'],
      },
      { formFactors: ['desktop'], mailbox: '1.11', events: ['messageRecipientsChanged→onMessageRecipientsChangedHandler'] },
      { formFactors: ['desktop'], mailbox: '1.13', events: ['messageFromChanged→onMessageFromChangedHandler'] },
      {
        formFactors: ['mobile'],
        mailbox: '1.5',
        events: [
          'newMessageComposeCreated→onNewMessageComposeHandler',
          'messageFromChanged→onMessageFromChangedHandler',
          'messageRecipientsChanged→onMessageRecipientsChangedHandler',
        ],
      },
    ]);
    const actions = new Set(extension.runtimes!.flatMap((r) => r.actions ?? []).map((a) => a.id));
    for (const g of extension.autoRunEvents!) for (const e of g.events) expect(actions).toContain(e.actionId);
  });

  it('has the task pane, SSO for the API registration and the service as its only domain', () => {
    const pane = extension.runtimes!.find((r) => r.actions?.some((a) => a.type === 'openPage'))!;
    expect(pane.code.page).toBe('https://sig.example.com/addin/taskpane.html');
    const button = extension.ribbons![0].tabs[0].groups![0].controls![0];
    expect(button.actionId).toBe(pane.actions![0].id);
    expect(manifest.webApplicationInfo).toEqual({ id: CLIENT_ID, resource: `api://sig.example.com/${CLIENT_ID}` });
    expect(manifest.validDomains).toEqual(['sig.example.com']);
    expect(manifest.icons).toEqual({ color: ADDIN.icons.color, outline: ADDIN.icons.outline });
  });
});

describe('XML add-in-only manifest', () => {
  it('is well formed', () => {
    expect(XMLValidator.validate(buildManifestXml(BASE, CLIENT_ID))).toBe(true);
  });

  it('carries the runtime: the HTML page with the JavaScript override for classic Outlook on Windows', () => {
    const { host, urls } = xmlParts();
    const runtime = one(one(host, 'Runtimes'), 'Runtime');
    const override = one(runtime, 'Override');
    expect(attr(override, 'type')).toBe('javascript');
    expect(urls[attr(runtime, 'resid')]).toBe('https://sig.example.com/addin/runtime.html');
    expect(urls[attr(override, 'resid')]).toBe('https://sig.example.com/addin/runtime.js');
  });

  it('launches the four events on desktop and the message events on mobile, from the same runtime page', () => {
    const { events, launchPoint, urls } = xmlParts();
    expect(events('DesktopFormFactor')).toEqual([
      { type: 'OnNewMessageCompose', handler: 'onNewMessageComposeHandler' },
      { type: 'OnNewAppointmentOrganizer', handler: 'onNewAppointmentOrganizerHandler' },
      { type: 'OnMessageFromChanged', handler: 'onMessageFromChangedHandler' },
      { type: 'OnMessageRecipientsChanged', handler: 'onMessageRecipientsChangedHandler' },
    ]);
    expect(events('MobileFormFactor')).toEqual([
      { type: 'OnNewMessageCompose', handler: 'onNewMessageComposeHandler' },
      { type: 'OnMessageFromChanged', handler: 'onMessageFromChangedHandler' },
      { type: 'OnMessageRecipientsChanged', handler: 'onMessageRecipientsChangedHandler' },
    ]);
    for (const formFactor of ['DesktopFormFactor', 'MobileFormFactor']) {
      expect(urls[attr(one(launchPoint(formFactor), 'SourceLocation'), 'resid')]).toBe('https://sig.example.com/addin/runtime.html');
    }
  });

  it('has the task pane command on compose and SSO with the access_as_user scope, last in VersionOverrides', () => {
    const { host, urls, v11 } = xmlParts();
    const surfaces = kids(one(host, 'DesktopFormFactor'), 'ExtensionPoint').map((p) => attr(p, 'xsi:type'));
    expect(surfaces).toEqual(expect.arrayContaining(['MessageComposeCommandSurface', 'AppointmentOrganizerCommandSurface']));
    const compose = kids(one(host, 'DesktopFormFactor'), 'ExtensionPoint').find(
      (p) => attr(p, 'xsi:type') === 'MessageComposeCommandSurface',
    )!;
    const action = one(one(one(one(one(compose, 'OfficeTab'), 'Group'), 'Control'), 'Action'), 'SourceLocation');
    expect(urls[attr(action, 'resid')]).toBe('https://sig.example.com/addin/taskpane.html');

    const sso = one(v11, 'WebApplicationInfo');
    expect(text(sso, 'Id')).toBe(CLIENT_ID);
    expect(text(sso, 'Resource')).toBe(`api://sig.example.com/${CLIENT_ID}`);
    expect(kids(one(sso, 'Scopes'), 'Scope').map(String)).toEqual(['access_as_user']);
    expect(
      Object.keys(v11)
        .filter((k) => !k.startsWith('@_'))
        .at(-1),
    ).toBe('WebApplicationInfo');
  });
});

describe('one list of handlers', () => {
  it('both manifests name exactly the handlers exported for the runtime', () => {
    const unified = buildUnifiedManifest(BASE, CLIENT_ID).extensions![0];
    const jsonHandlers = new Set(unified.autoRunEvents!.flatMap((g) => g.events.map((e) => e.actionId)));
    const { events } = xmlParts();
    const xmlHandlers = new Set([...events('DesktopFormFactor'), ...events('MobileFormFactor')].map((e) => e.handler));
    expect([...jsonHandlers].sort()).toEqual([...HANDLER_NAMES].sort());
    expect([...xmlHandlers].sort()).toEqual([...HANDLER_NAMES].sort());
  });
});

describe('--base changes every URL', () => {
  const other = new URL('https://signatures.contoso.net/tenant-a');
  const urlsIn = (s: string) => [...s.matchAll(/(?:https?|api):\/\/[^"'<\s]+/g)].map((m) => m[0]);
  // Namespaces and the schema are fixed addresses, not the service's.
  const fixed = (u: string) =>
    u.startsWith('http://schemas.microsoft.com/') ||
    u.startsWith('http://www.w3.org/') ||
    u.startsWith('https://developer.microsoft.com/json-schemas/');

  it('in both manifests', () => {
    const json = JSON.stringify(buildUnifiedManifest(other, CLIENT_ID));
    const xml = buildManifestXml(other, CLIENT_ID);
    for (const u of [...urlsIn(json), ...urlsIn(xml)].filter((u) => !fixed(u))) {
      expect(
        u.startsWith('https://signatures.contoso.net/tenant-a/') ||
          u === 'https://signatures.contoso.net' ||
          u === `api://signatures.contoso.net/${CLIENT_ID}`,
        u,
      ).toBe(true);
    }
    expect(json).not.toContain('sig.example.com');
    expect(xml).not.toContain('sig.example.com');
    expect(xmlParts(other).urls['JSRuntime.Url']).toBe('https://signatures.contoso.net/tenant-a/addin/runtime.js');
  });
});

describe('icons and the app package', () => {
  const pngSize = (bytes: Buffer) => {
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  };

  it('every icon named is a committed PNG of its size', () => {
    const committed = readdirSync(join(root, 'addin', 'assets'));
    for (const icon of ICON_FILES) {
      expect(committed).toContain(icon.file);
      expect(pngSize(readFileSync(join(root, 'addin', 'assets', icon.file))), icon.file).toEqual([icon.size, icon.size]);
    }
  });

  it('the zip holds manifest.json and the two icons it names, at its root', async () => {
    const files = await buildManifestFiles(BASE, CLIENT_ID);
    const zip = new AdmZip(files.appPackage);
    expect(
      zip
        .getEntries()
        .map((e) => e.entryName)
        .sort(),
    ).toEqual(['color.png', 'manifest.json', 'outline.png']);
    const manifest = JSON.parse(zip.readAsText('manifest.json'));
    expect(validateUnified(manifest)).toEqual([]);
    expect(pngSize(zip.readFile(manifest.icons.color)!)).toEqual([192, 192]);
    expect(pngSize(zip.readFile(manifest.icons.outline)!)).toEqual([32, 32]);
  });
});

describe('npm run addin:manifest', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'addin-manifest.ts'), ...args], { cwd: root, encoding: 'utf8' });

  it('writes the manifests and the package', () => {
    const out = mkdtempSync(join(tmpdir(), 'addin-manifest-'));
    const r = run('--base', 'https://sig.example.com', '--client-id', CLIENT_ID, '--out', out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['color.png', 'manifest.json', 'manifest.xml', 'outline.png', 'signature-addin.zip']);
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).webApplicationInfo.id).toBe(CLIENT_ID);
  });

  it.each([
    [[], '--base is required'],
    [['--base', 'http://sig.example.com'], '--base must be an https:// URL'],
    [['--base', 'sig.example.com'], '--base is not a URL'],
    [['--base', 'https://sig.example.com/?x=1'], '--base must not carry a query'],
    [['--base', 'https://sig.example.com', '--client-id', 'abc'], '--client-id must be a GUID'],
    [['--base', 'https://sig.example.com', '--colour'], "Unknown option '--colour'"],
  ])('refuses %j in one line', (args, message) => {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
