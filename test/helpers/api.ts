import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../../portal/src/api/schema.js';

/** A client typed by the service's generated operations: request bodies, parameters and answers are checked. */
export type ApiClient = Client<paths>;
/** Every refusal's body. */
export type Refusal = components['schemas']['Error'];

/** The client of one caller: its token (if any) and headers on every call; redirects are answers, not followed. */
export function apiClient(baseUrl: string, headers: Record<string, string>): ApiClient {
  return createClient<paths>({ baseUrl, headers, redirect: 'manual' });
}

interface Answer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The body of a call that must succeed (a setup step of a test); otherwise it throws with the answer. */
export async function ok<D>(call: Promise<Answer<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(error)}`);
  return data as D;
}

/** The status and refusal code of an answer, to compare in one expectation (`[400, 'invalid_request']`). */
export const statusAndCode = ({ error, response }: { error?: Refusal; response: Response }) => [response.status, error?.code];
