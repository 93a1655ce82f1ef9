import type { Services } from '../services.js';
import { DEMO_TENANT_ID } from './defaults.js';

const SEED = { actor: 'Local host seed' };

/** A small PNG (a blue square) standing in for the demo organisation's logo. */
const LOGO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPgjllLEmIY1TCqYfhqAAAZyhQQSPgVNgAAAABJRU5ErkJggg==';

const STANDARD = `<table cellpadding="0" cellspacing="0" style="font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1b1f24">
<tr><td style="padding-right:12px;vertical-align:top"><img src="cid:contoso-logo.png" alt="Contoso" width="48" height="48"></td>
<td><strong>{{displayName}}</strong>{{#custom.pronouns}} <span style="color:#57606a">({{custom.pronouns}})</span>{{/custom.pronouns}}<br>
{{#jobTitle}}{{jobTitle}}{{/jobTitle}}{{#department}} · {{department}}{{/department}}<br>
{{companyName}}{{#city}}, {{city}}{{/city}}<br>
{{#businessPhone}}T {{businessPhone}}{{/businessPhone}}{{#mobilePhone}} · M {{mobilePhone}}{{/mobilePhone}}<br>
<a href="mailto:{{email}}">{{email}}</a> · <a href="https://contoso.example">contoso.example</a> · <a href="{{vcardUrl}}">Save my contact card</a></td></tr>
</table>`;

const SHARED = `<p style="font-family:Segoe UI,Arial,sans-serif;font-size:13px"><strong>{{displayName}}</strong><br>
Sent by {{sender.displayName}}{{#sender.jobTitle}}, {{sender.jobTitle}}{{/sender.jobTitle}}<br>
<a href="https://contoso.example/support">contoso.example/support</a></p>`;

const REPLY = `<p style="font-family:Segoe UI,Arial,sans-serif;font-size:13px">{{displayName}} · {{jobTitle}} · Contoso</p>`;

/**
 * The demo organisation, onboarded as if its administrator had granted consent, with a logo, three templates
 * (standard, shared mailboxes, replies), a rule for shared mailboxes and a pronouns field. Idempotent.
 */
export async function seedDemo(services: Services): Promise<void> {
  await services.tenants.provision(DEMO_TENANT_ID, SEED);
  const { templates } = await services.templates.library(DEMO_TENANT_ID);
  if (templates.length > 0) return;
  await services.assets.put(DEMO_TENANT_ID, SEED, 'contoso-logo.png', Buffer.from(LOGO_PNG, 'base64'));
  const standard = await services.templates.create(DEMO_TENANT_ID, SEED, 'Contoso standard', STANDARD);
  const shared = await services.templates.create(DEMO_TENANT_ID, SEED, 'Shared mailboxes', SHARED);
  const reply = await services.templates.create(DEMO_TENANT_ID, SEED, 'Replies', REPLY);
  await services.templates.setTracking(DEMO_TENANT_ID, SEED, standard.id, true);
  await services.templates.setRoles(DEMO_TENANT_ID, SEED, { new: standard.id, reply: reply.id });
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
}
