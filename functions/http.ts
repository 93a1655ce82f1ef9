// Registration only: one HTTP Function per route group of the table; the pipeline dispatches inside.
import { app } from '@azure/functions';
import { httpFunctions, serveAzure } from '../shared/http/azure-adapter.js';
import { routes } from '../shared/routes.js';
import { securityHeaderOptions, type SecurityHeaderOptions } from '../shared/http/security-headers.js';
import { pipeline, services } from './runtime.js';

/** The answers' security header options, made once from the configuration (on first use: see below). */
let headerOptions: SecurityHeaderOptions | undefined;
const securityHeaders = () => (headerOptions ??= securityHeaderOptions(services().config, true));

// Answers whose body is streamed (the audit export) go out as their parts come instead of whole at the end.
app.setup({ enableHttpStream: true });

for (const fn of httpFunctions(routes)) {
  app.http(fn.name, {
    methods: fn.methods,
    authLevel: 'anonymous',
    route: fn.route,
    // Built on first use inside the adapter's edge wrapper: a wrong setting is logged and answered, not thrown to the host.
    handler: (req, ctx) =>
      serveAzure(
        { handle: (r, log) => pipeline().handle(r, log), bodyLimit: (method, path) => pipeline().bodyLimit(method, path), securityHeaders },
        req,
        ctx,
      ),
  });
}
