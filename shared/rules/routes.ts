import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { threadSettingFor } from '../threads/setting.js';
import { threadExplanation } from '../threads/simulation.js';
import { RulesAnswer, RulesBody, SimulateBody, Simulation } from './schemas.js';

const route = routesUsing('rules', 'settings', 'resolver', 'imports', 'preferences');

const rules = { auth: 'admin', guard: { capability: 'rules' } } as const;

export const rulesRoutes = [
  route({
    ...rules,
    method: 'GET',
    path: '/api/admin/rules',
    keys: 'allow',
    summary: 'Assignment rules, in order',
    response: RulesAnswer,
    async handler({ tenantId, services }) {
      const { etag, ...answer } = await services.rules.listWithEtag(tenantId);
      return json(answer, 200, etag ? { etag } : {});
    },
  }),
  route({
    ...rules,
    method: 'PUT',
    path: '/api/admin/rules',
    keys: 'allow',
    summary: 'Replace the assignment rules as one ordered list',
    body: RulesBody,
    response: RulesAnswer,
    async handler({ tenantId, actor, body, services, req }) {
      const { etag, ...answer } = await services.rules.replace(tenantId, actor, body.rules, req.headers['if-match'] || undefined);
      return json(answer, 200, { etag });
    },
  }),
  route({
    ...rules,
    method: 'POST',
    path: '/api/admin/rules/simulate',
    keys: { exclude: 'reading-one-person' },
    write: false,
    summary: 'Dry-run the saved rules against one mailbox (and the recipients given), reading the directory live',
    response: Simulation,
    body: SimulateBody,
    async handler({ tenantId, principal, body, services, req }) {
      const [simulation, settings, { rules: saved }, language] = await Promise.all([
        services.rules.simulate(tenantId, body.email, body.recipients?.domains),
        services.settings.get(tenantId),
        services.rules.listWithEtag(tenantId),
        // The explanations in the reader's language: their own choice, else their browser's.
        services.preferences.readerLanguage(tenantId, principal.kind === 'person' ? principal : null, req.headers['accept-language']),
      ]);
      // The simulation read the mailbox live a moment ago: this resolution is that one.
      const mailbox = await services.resolver.resolve(tenantId, body.email);
      const names = { newName: simulation.roles.new.templateName, replyName: simulation.roles.reply.templateName };
      const { signature, decidedBy } = threadSettingFor(simulation.roles.reply, saved, settings.threadSignature);
      return json({
        ...simulation,
        thread: { signature, decidedBy, explanation: threadExplanation(signature, names, decidedBy, language) },
        values: { explanation: mailbox ? await services.imports.sourcesSentence(tenantId, mailbox, { language }) : null },
      });
    },
  }),
];
