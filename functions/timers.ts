// Registration only: one timer Function per job of the job list.
import { app } from '@azure/functions';
import { jobs } from '../shared/jobs.js';
import { services } from './runtime.js';

for (const job of jobs) {
  app.timer(job.name, {
    schedule: job.schedule,
    handler: async () => {
      await services().ready();
      await job.run(services());
    },
  });
}
