import createClient, { type ClientPathsWithMethod, type MethodResponse, type Middleware } from 'openapi-fetch';
import type { PortalAuth } from '../auth/msal';
import { chosenClient, CLIENT_TENANT_HEADER } from './clientContext';
import { commonMessages } from '../i18n/common.messages';
import { currentLocale } from '../i18n/language';
import { message } from '../i18n/useMessages';
import { ApiRefusal } from './refusal';
import type { paths } from './schema';

export type ApiClient = ReturnType<typeof createApiClient>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The body of a successful call, as the client gives it: `Reply<'post', '/api/admin/templates'>`. */
export type Reply<M extends Method, P extends ClientPathsWithMethod<ApiClient, M>> = MethodResponse<ApiClient, M, P>;

/**
 * The typed API client: every call carries the signed-in person's token (and, while a partner's staff member works
 * inside a client, the client's tenant id); a 401 sends them back to sign in; any other refusal becomes a thrown ApiRefusal (use `data` from `expectData` / `expectOk`).
 */
export function createApiClient(baseUrl: string, auth: PortalAuth) {
  const client = createClient<paths>({ baseUrl });
  const authenticate: Middleware = {
    async onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${await auth.token()}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 401) await auth.signInAgain();
      return response;
    },
  };
  // Working inside a client: every call names it, and the service answers as that organisation.
  const insideClient: Middleware = {
    onRequest({ request }) {
      const client = chosenClient();
      if (client) request.headers.set(CLIENT_TENANT_HEADER, client.id);
      return request;
    },
  };
  // The service writes its sentences (refusals, explanations) in the language the portal shows.
  const language: Middleware = {
    onRequest({ request }) {
      request.headers.set('accept-language', currentLocale());
      return request;
    },
  };
  client.use(authenticate, insideClient, language);
  return client;
}

type Answer<D> = { data?: D; error?: unknown; response: Response };

/** The answer's body, or the refusal thrown. */
export async function expectData<D>(call: Promise<Answer<D>>): Promise<D> {
  let answer: Answer<D>;
  try {
    answer = await call;
  } catch {
    throw new ApiRefusal(0, 'network', message(commonMessages, 'unreachable'));
  }
  if (answer.error !== undefined || !answer.response.ok) throw await ApiRefusal.from(answer.response, answer.error);
  return answer.data as D;
}

/** For answers without a body (204). */
export async function expectOk(call: Promise<Answer<unknown>>): Promise<void> {
  await expectData(call);
}
