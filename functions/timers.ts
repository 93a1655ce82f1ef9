// Registration only: one timer Function per job of the job list.
import { app } from '@azure/functions';
import { invocationLogger } from '../shared/http/azure-adapter.js';
import { jobs } from '../shared/jobs.js';
import { runCountedTimer } from '../shared/metrics/timers.js';
import { services } from './runtime.js';

for (const job of jobs) {
  app.timer(job.name, {
    schedule: job.schedule,
    // One line per run through the invocation's log; a failure (a wrong setting included) is logged there, not thrown.
    handler: async (_timer, ctx) => {
      await runCountedTimer(invocationLogger(ctx), job.name, 'schedule', async () => {
        await services().ready();
        return job.run(services());
      });
    },
  });
}
