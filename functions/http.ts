// Registration only: one HTTP Function per route group of the table; the pipeline dispatches inside.
import { app } from '@azure/functions';
import { fromAzure, httpFunctions, toAzure } from '../shared/http/azure-adapter.js';
import { routes } from '../shared/routes.js';
import { pipeline } from './runtime.js';

for (const fn of httpFunctions(routes)) {
  app.http(fn.name, {
    methods: fn.methods,
    authLevel: 'anonymous',
    route: fn.route,
    handler: async (req, ctx) => toAzure(await pipeline().handle(await fromAzure(req, ctx))),
  });
}
