// Registration only: one HTTP Function per route group of the table; the pipeline dispatches inside.
import { app } from '@azure/functions';
import { fromAzure, routeTemplate, toAzure } from '../shared/http/azure-adapter.js';
import type { Route } from '../shared/http/route.js';
import { routes } from '../shared/routes.js';
import { pipeline } from './runtime.js';

const groups = new Map<string, Route[]>();
for (const route of routes) groups.set(route.group, [...(groups.get(route.group) ?? []), route]);

for (const [group, members] of groups) {
  app.http(group, {
    methods: [...new Set(members.map((r) => r.method))],
    authLevel: 'anonymous',
    route: routeTemplate(members),
    handler: async (req, ctx) => toAzure(await pipeline().handle(await fromAzure(req, ctx))),
  });
}
