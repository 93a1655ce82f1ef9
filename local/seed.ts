import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../shared/services.js';
import { followConsent } from './consent-chain.js';
import { readDirectoryFixture } from '../shared/directory/load.js';
import { DEMO_ADMIN, DEMO_TENANT_ID, LOCAL_CLIENT_ID, localIdpKeyFile, repoRoot } from './defaults.js';
import { organisationsOf } from './idp-signin.js';
import { LocalIdp } from './idp.js';

const SEED = { actor: 'Local host seed' };

/** The demo organisation's logo, drawn for this project; the template shows it at its true size. */
export const DEMO_LOGO = { file: join('local', 'contoso-logo.png'), width: 150, height: 44 };

const STANDARD = `<table cellpadding="0" cellspacing="0" border="0" style="font-family:'Segoe UI',Arial,sans-serif;font-size:13px;line-height:19px;color:#1b1f24">
<tr>{{#photoRoundUrl}}<td style="padding:0 14px 0 0;vertical-align:middle"><img src="{{photoRoundUrl}}" alt="{{displayName}}" width="64" height="64" style="display:block;border:0;width:64px;height:64px"></td>{{/photoRoundUrl}}<td style="padding:2px 16px 2px 0;vertical-align:middle;border-right:2px solid #0f6cbd"><img src="cid:contoso-logo.png" alt="Contoso Ltd" width="${DEMO_LOGO.width}" height="${DEMO_LOGO.height}" style="display:block;border:0"></td>
<td style="padding:0 0 0 16px;vertical-align:top"><strong style="font-size:15px;color:#0f3a64">{{displayName}}</strong>{{#custom.pronouns}} <span style="color:#57606a">({{custom.pronouns}})</span>{{/custom.pronouns}}<br>
<span style="color:#57606a">{{#jobTitle}}{{jobTitle}}{{/jobTitle}}{{#department}} · {{department}}{{/department}}</span><br>
{{#businessPhone}}<span style="color:#0f6cbd">T</span> {{businessPhone}}{{/businessPhone}}{{#mobilePhone}} · <span style="color:#0f6cbd">M</span> {{mobilePhone}}{{/mobilePhone}}<br>
<a href="mailto:{{email}}" style="color:#0f6cbd;text-decoration:none">{{email}}</a> · <a href="https://contoso.example" style="color:#0f6cbd;text-decoration:none">contoso.example</a><br>
<span style="font-size:12px;color:#57606a">{{companyName}}{{#city}}, {{city}}{{/city}}</span> · <a href="{{vcardUrl}}" style="font-size:12px;color:#0f6cbd">Save my contact card</a></td></tr>
</table>`;

const SHARED = `<p style="font-family:Segoe UI,Arial,sans-serif;font-size:13px"><strong>{{displayName}}</strong><br>
Sent by {{sender.displayName}}{{#sender.jobTitle}}, {{sender.jobTitle}}{{/sender.jobTitle}}<br>
<a href="https://contoso.example/support">contoso.example/support</a></p>`;

const REPLY = `<p style="font-family:Segoe UI,Arial,sans-serif;font-size:13px">{{displayName}} · {{jobTitle}} · Contoso</p>`;

/**
 * A local identity provider under `<url>/idp` whose people are those of the demo directory: what the benchmarks'
 * hosts need for the demo administrator to consent.
 */
export const demoIdp = (url: string) =>
  LocalIdp.create({
    base: `${url}/idp`,
    clientId: LOCAL_CLIENT_ID,
    keyFile: localIdpKeyFile(),
    organisations: async () => organisationsOf(readDirectoryFixture(join(repoRoot(), 'local', 'demo-directory.json'))),
  });

export type DemoSeed = { seeded: true } | { seeded: false; reason: string };

/**
 * The demo organisation, onboarded by its administrator's consent (the flow followed as a browser would, with
 * `login_hint` naming Dana Admin, who so becomes its first Admin), with a logo, three templates (standard, shared
 * mailboxes, replies), a rule for shared mailboxes and a pronouns field, and its people's directory photos fetched
 * (some have one, some none). Idempotent. `host`: the running local host (and its development certificate).
 */
export async function seedDemo(services: Services, host: { url: string; ca?: string }): Promise<DemoSeed> {
  let known;
  try {
    known = await services.directory.getTenant(DEMO_TENANT_ID);
  } catch (err) {
    return { seeded: false, reason: `the directory could not be asked for the demo tenant: ${(err as Error).message.split('\n')[0]}` };
  }
  if (!known) return { seeded: false, reason: `the directory does not know the demo tenant ${DEMO_TENANT_ID}` };
  if (!(await services.tenants.get(DEMO_TENANT_ID))) {
    const consent = await followConsent(host.url, { loginHint: DEMO_ADMIN, ca: host.ca });
    if (!consent.portal)
      return { seeded: false, reason: `the demo administrator's consent was refused (${consent.code ?? consent.status})` };
  }
  // As the nightly job would; on every start, so an edited fixture photo shows without waiting for the night.
  await services.photos.syncTenant(DEMO_TENANT_ID);
  const { templates } = await services.templates.library(DEMO_TENANT_ID);
  if (templates.length > 0) return { seeded: true };
  await services.assets.put(DEMO_TENANT_ID, SEED, 'contoso-logo.png', await readFile(join(repoRoot(), DEMO_LOGO.file)));
  // A created template is an unpublished working copy: the demo publishes each, so signatures flow at once.
  const published = async (name: string, html: string) => {
    const t = await services.templates.create(DEMO_TENANT_ID, SEED, name, html);
    return services.templates.review.publishDraft(DEMO_TENANT_ID, SEED, t.id);
  };
  const standard = await published('Contoso standard', STANDARD);
  const shared = await published('Shared mailboxes', SHARED);
  const reply = await published('Replies', REPLY);
  await services.templates.setTracking(DEMO_TENANT_ID, SEED, standard.id, true);
  await services.templates.delivery.setRoles(DEMO_TENANT_ID, SEED, { new: standard.id, reply: reply.id });
  await services.rules.replace(DEMO_TENANT_ID, SEED, [
    { name: 'Shared mailboxes', attribute: 'mailboxType', operator: 'equals', value: 'shared', new: shared.id, reply: shared.id },
  ]);
  await services.profiles.createField(DEMO_TENANT_ID, SEED, {
    key: 'pronouns',
    label: 'Pronouns',
    help: 'Shown after your name, e.g. she/her',
    type: 'choice',
    options: ['she/her', 'he/him', 'they/them'],
    maxLength: 20,
    enabled: true,
  });
  return { seeded: true };
}
