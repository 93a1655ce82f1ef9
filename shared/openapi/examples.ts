import type { Route } from '../http/route.js';

/**
 * Examples of what a script sends and gets back, for the operations the README's script walk calls (create a
 * published template, give it to new messages, read the signature it renders). A test validates each against its
 * operation's schema, so an example that drifts from the route fails there, not in a reader's script.
 */
const TEMPLATE_ID = 't_k3v9q2m8x1';
const WHEN = '2026-03-02T09:30:00.000Z';

const EXAMPLES: Readonly<Record<string, { request?: unknown; response?: unknown }>> = {
  'POST /api/admin/templates': {
    request: { name: 'From my script', html: '<p>{{displayName}}, from my script</p>', publish: true },
    response: {
      id: TEMPLATE_ID,
      name: 'From my script',
      kind: 'signature',
      version: 1,
      hasDraft: false,
      draftState: null,
      roles: [],
      tracking: false,
      createdAt: WHEN,
      updatedAt: WHEN,
      updatedBy: 'key:my script',
      html: '<p>{{displayName}}, from my script</p>',
      external: null,
      variants: [],
      languageBy: { countries: {}, domains: {} },
      draft: null,
      warnings: [],
      published: true,
      publishWith: null,
      findings: [],
    },
  },
  'PUT /api/admin/roles': {
    request: { new: TEMPLATE_ID },
    response: { new: TEMPLATE_ID, reply: null },
  },
  'POST /api/admin/preview': {
    request: { templateId: TEMPLATE_ID },
    response: {
      html: '<p>Lena Vogel, from my script</p>',
      length: 33,
      limit: 102400,
      warnings: [],
    },
  },
};

const exampleOf = (route: Pick<Route, 'method' | 'path'>) => EXAMPLES[`${route.method} ${route.path}`];

/** A media type's `example` for the request body of a route, where one is written. */
export function requestExample(route: Pick<Route, 'method' | 'path'>): { example?: unknown } {
  const example = exampleOf(route)?.request;
  return example === undefined ? {} : { example };
}

/** A media type's `example` for the successful answer of a route, where one is written. */
export function responseExample(route: Pick<Route, 'method' | 'path'>): { example?: unknown } {
  const example = exampleOf(route)?.response;
  return example === undefined ? {} : { example };
}
