import { routesUsing } from '../http/route.js';
import { text } from '../http/reply.js';
import { renderMetrics } from './instruments.js';

const route = routesUsing();

/** The Prometheus text format's media type (exposition format 0.0.4). */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

export const metricsRoutes = [
  route({
    method: 'GET',
    path: '/admin/metrics',
    auth: 'platform',
    keys: { exclude: 'non-tenant' },
    summary: "Service operators: this instance's metrics in the Prometheus text format (no addresses, no message content)",
    responseType: 'text/plain',
    async handler() {
      return text(renderMetrics(), PROMETHEUS_TEXT, { 'cache-control': 'no-store' });
    },
  }),
];
