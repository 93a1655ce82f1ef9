import type { Route } from '../http/route.js';
import { ANALYTICS_EXAMPLES } from './examples/analytics.js';
import { AUTOMATIC_REPLY_EXAMPLES } from './examples/automatic-replies.js';
import { BANNER_EXAMPLES } from './examples/banners.js';
import { BRAND_EXAMPLES } from './examples/brand.js';
import type { Examples } from './examples/contoso.js';
import { COST_EXAMPLES } from './examples/cost.js';
import { DESIGN_EXAMPLES } from './examples/designs.js';
import { IMPORT_EXAMPLES } from './examples/imports.js';
import { MONITORING_EXAMPLES } from './examples/monitoring.js';
import { PEOPLE_EXAMPLES } from './examples/people.js';
import { PRIVACY_EXAMPLES } from './examples/privacy.js';
import { ROLE_EXAMPLES } from './examples/roles.js';
import { RULE_EXAMPLES } from './examples/rules.js';
import { SCIM_EXAMPLES } from './examples/scim.js';
import { SETTINGS_EXAMPLES } from './examples/settings.js';
import { TEMPLATE_EXAMPLES } from './examples/templates.js';

/**
 * Examples of what a script sends and gets back, written by area under examples/ (most used first). A test validates
 * each against its operation's schema, so an example that drifts from the route fails there, not in a reader's script.
 */
const EXAMPLES: Examples = {
  ...TEMPLATE_EXAMPLES,
  ...ROLE_EXAMPLES,
  ...RULE_EXAMPLES,
  ...PEOPLE_EXAMPLES,
  ...BANNER_EXAMPLES,
  ...SETTINGS_EXAMPLES,
  ...ANALYTICS_EXAMPLES,
  ...MONITORING_EXAMPLES,
  ...BRAND_EXAMPLES,
  ...COST_EXAMPLES,
  ...DESIGN_EXAMPLES,
  ...PRIVACY_EXAMPLES,
  ...AUTOMATIC_REPLY_EXAMPLES,
  ...IMPORT_EXAMPLES,
  ...SCIM_EXAMPLES,
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
