import { ApplyEvent, ReportBody } from '../activity/schemas.js';
import { notModifiedWhenMatching } from '../http/conditional.js';
import { ApiError, isStorageUnreachable, notFound, refusalAnswerIn } from '../http/errors.js';
import { acceptedLanguage } from '../http/language.js';
import type { Person } from '../auth/principal.js';
import { routesUsing, type ContextUsing } from '../http/route.js';
import { download, json, text } from '../http/reply.js';
import { z } from 'zod';
import { buildVcard } from './contact-cards.js';
import { addinVoice } from './gate.js';
import { STALE_HEADER } from './last-good.js';
import { wholeBody, type ApiResponse } from '../http/types.js';
import type { AddinOutcome } from '../trail/service.js';
import { AddinProfile } from '../profiles/schemas.js';
import { DEFAULT_SETTINGS } from '../settings/schemas.js';
import { addinThreadChoice, type ThreadRead } from '../threads/addin-thread.js';
import { threadSettingFor } from '../threads/setting.js';
import { decideWith } from '../rules/service.js';
import { AddinSignature, ProfileQuery, SignatureBody, SignatureQuery, type SignatureInput } from './schemas.js';

const route = routesUsing('activity', 'cards', 'config', 'profiles', 'resolver', 'serverSide', 'settings', 'signature', 'tenants', 'trail');

const addin = { auth: 'addin', keys: { exclude: 'add-in' }, cors: 'own-origins' } as const;
/** Either form's recipients, as the signature path takes them. */
const fromBody = ({ recipients, ...rest }: z.infer<typeof SignatureBody>): SignatureInput => ({ ...rest, recipients: recipients?.domains });
const fromQuery = ({ recipientDomains, ...rest }: z.infer<typeof SignatureQuery>): SignatureInput => ({
  ...rest,
  recipients: recipientDomains,
});

/** The same signature for the trail: its ETag (a stale answer apart from a fresh one), or the answer object itself. */
const answerIdentity = (answer: ApiResponse) => {
  const etag = answer.headers?.etag;
  return etag ? `${etag}${answer.headers?.[STALE_HEADER] ? '|stale' : ''}` : answer;
};

type SignatureContext = ContextUsing<'signature' | 'trail' | 'serverSide' | 'resolver', Person>;

/**
 * The organisation's thread settings, as the relay holds them (read at most every few seconds); while storage is out,
 * the defaults, so the last good signature is still served.
 */
const threadSettings = ({ tenantId, services }: SignatureContext) => services.serverSide.settingsOf(tenantId).catch(() => DEFAULT_SETTINGS);

/**
 * What the add-in's answer makes of the thread it read: the organisation's settings, with the thread setting of the
 * rule that chose the mailbox's reply template where it has one (the organisation's if that cannot be read now).
 */
async function threadChoiceOf(ctx: SignatureContext, input: SignatureInput, thread: ThreadRead) {
  const settings = await threadSettings(ctx);
  if (input.type !== 'reply') return addinThreadChoice(settings, input.type, thread);
  const { tenantId, principal, services } = ctx;
  const byRule = async () => {
    const mailbox = await services.resolver.resolve(tenantId, input.email ?? principal.email);
    if (!mailbox) return settings.threadSignature;
    const [inputs, facts] = await Promise.all([
      services.signature.org.decisionInputs(tenantId),
      services.signature.recipientFacts(tenantId, input.recipients),
    ]);
    return threadSettingFor(decideWith(inputs, mailbox, facts).roles.reply, inputs.rules, settings.threadSignature).signature;
  };
  const threadSignature = await byRule().catch(() => settings.threadSignature);
  return addinThreadChoice({ ...settings, threadSignature }, input.type, thread);
}

/**
 * The add-in's answer, or `304` without a body when its `If-None-Match` names the answer it already holds (a stale
 * answer's `304` still says it is stale).
 */
async function signatureAnswer(ctx: SignatureContext, input: SignatureInput) {
  const { req, tenantId, principal, services } = ctx;
  const compose = { mailbox: (input.email ?? principal.email).toLowerCase(), caller: principal.email.toLowerCase(), type: input.type };
  let answer: ApiResponse;
  try {
    const thread = input.thread ? await threadChoiceOf(ctx, input, input.thread) : undefined;
    answer = await services.signature.forAddin(tenantId, principal, input.email, input.type, input.recipients, thread);
  } catch (err) {
    services.trail.addin(tenantId, {
      ...compose,
      recipients: input.recipients,
      outcome: () => ({ kind: 'failure', message: (err as Error).message, code: answeredCode(err) }),
    });
    throw err;
  }
  // The trail reads the answer later (`outcome` is called when the entry is written): the English one, as it was kept.
  const kept = answer;
  services.trail.addin(tenantId, {
    ...compose,
    recipients: input.recipients,
    answered: answerIdentity(kept),
    outcome: () => trailOutcomeOf(kept),
  });
  // A refusal is kept as it was written (in English): its message is said in the language the add-in asks for.
  if (answer.status >= 400) answer = refusalAnswerIn(answer, acceptedLanguage(req.headers['accept-language']));
  const res = notModifiedWhenMatching(req, answer);
  const stale = answer.headers?.[STALE_HEADER];
  return stale && res !== answer ? { ...res, headers: { ...res.headers, [STALE_HEADER]: stale } } : res;
}

async function signatureFile(ctx: SignatureContext, input: SignatureInput) {
  const { tenantId, principal: person, services } = ctx;
  const address = (input.email ?? person.email).toLowerCase();
  const { signature } = await services.signature.gated(tenantId, person, address, input.type, { recipients: input.recipients });
  return download(
    await services.signature.document(tenantId, signature, 'Signature'),
    'text/html; charset=utf-8',
    `signature-${input.type}.html`,
  );
}

/** The refusal a thrown error was answered as (see `errorResponse`), which the trail says in its reader's language. */
const answeredCode = (err: unknown) =>
  err instanceof ApiError ? err.code : isStorageUnreachable(err) ? 'storage_unavailable' : 'internal';

/** What the trail keeps of an answer: the signature's fields, or the refusal's code and words (parsed behind the answer). */
function trailOutcomeOf(answer: ApiResponse): AddinOutcome {
  const whole = wholeBody(answer.body);
  const body = (whole ? JSON.parse(whole.toString()) : {}) as { code?: string; message?: string };
  if (answer.status >= 400) return { kind: 'refusal', code: body.code ?? String(answer.status), message: body.message ?? '' };
  const { templateId, version, language, stale } = body as Partial<AddinSignature>;
  return { kind: 'answer', answer: { templateId: templateId ?? null, version: version ?? null, language: language ?? null, stale } };
}

/** Contact cards answer one 404 for a malformed, forged or unknown token, and for an organisation not served. */
const NO_CARD = () => notFound('No such contact card');

export const signatureRoutes = [
  route({
    ...addin,
    method: 'POST',
    path: '/api/signature',
    write: false,
    summary: 'Rendered signature plus inline images for the add-in',
    body: SignatureBody,
    response: AddinSignature,
    handler: (ctx) => signatureAnswer(ctx, fromBody(ctx.body)),
  }),
  route({
    ...addin,
    method: 'GET',
    path: '/api/signature',
    summary: 'Rendered signature (query form kept for older add-ins; same answer)',
    query: SignatureQuery,
    response: AddinSignature,
    handler: (ctx) => signatureAnswer(ctx, fromQuery(ctx.query)),
  }),
  route({
    ...addin,
    method: 'POST',
    path: '/api/signature/download',
    write: false,
    summary: 'Standalone HTML signature file, images inlined',
    responseType: 'text/html',
    body: SignatureBody,
    handler: (ctx) => signatureFile(ctx, fromBody(ctx.body)),
  }),
  route({
    ...addin,
    method: 'GET',
    path: '/api/signature/download',
    summary: 'Standalone HTML signature file (query form)',
    responseType: 'text/html',
    query: SignatureQuery,
    handler: (ctx) => signatureFile(ctx, fromQuery(ctx.query)),
  }),
  route({
    ...addin,
    method: 'POST',
    path: '/api/signature/report',
    summary: 'The apply outcome of one attempt; the mailbox is the token holder, never the payload',
    response: ApplyEvent,
    body: ReportBody,
    async handler({ tenantId, principal, body, services }) {
      await services.signature.deliverable(tenantId);
      const event = await services.activity.report(tenantId, principal.email, body);
      return json(event, 202);
    },
  }),
  route({
    ...addin,
    method: 'GET',
    path: '/api/signature/profile',
    summary: 'Whether the mailbox has profile fields to fill in, and where the profile page is',
    response: AddinProfile,
    query: ProfileQuery,
    async handler({ tenantId, principal: person, query, services }) {
      const mailbox = await services.signature.mailbox(tenantId, query.email ?? person.email, { voice: addinVoice, delivery: false });
      const [settings, fields] = await Promise.all([services.settings.get(tenantId), services.profiles.enabledFields(tenantId)]);
      const values = await services.profiles.visibleValues(tenantId, mailbox, fields);
      return json({
        editable: settings.profileEditing && fields.length > 0,
        fields: fields.length,
        missing: fields.filter((f) => values[f.key] === undefined).length,
        url: `${services.config.BASE_URL}/admin/profile`,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/vcf/:token.vcf',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: "The sender's contact card (vCard 4.0); the URL names no mailbox",
    responseType: 'text/vcard',
    params: z.object({ token: z.string() }),
    async handler({ params, services }) {
      const owner = await services.cards.owner(params.token);
      if (!owner) throw NO_CARD();
      const tenant = await services.tenants.get(owner.tenantId);
      if (!tenant || tenant.state !== 'active') throw NO_CARD();
      const person = await services.resolver.resolve(owner.tenantId, owner.address);
      if (!person) throw NO_CARD();
      const name = (person.user.displayName ?? 'contact').replace(/[^\w .-]+/g, '').trim() || 'contact';
      return text(buildVcard(person.user), 'text/vcard; charset=utf-8', {
        'content-disposition': `attachment; filename="${name}.vcf"`,
        'cache-control': 'private, max-age=300',
      });
    },
  }),
];
