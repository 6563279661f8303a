import type { FastifyInstance } from 'fastify';
import type { JobLock } from './job-lock.js';
import { type Job, type JobOptions, runEvery } from './run-every.js';

export interface AppJobOptions extends JobOptions {
  /**
   * `one`: one instance of the installation runs each tick (the holder of the job's lease in
   * Redis); `each`: every instance runs it, for work held in the instance's own memory.
   */
  instances: 'one' | 'each';
}

/** How features run background work: `every` starts with the app and stops when it closes. */
export interface AppJobs {
  every(options: AppJobOptions): Job;
}

export function createAppJobs(app: FastifyInstance, lock: JobLock): AppJobs {
  return {
    every({ instances, ...options }) {
      const job = runEvery({
        ...options,
        log: app.log,
        lock: instances === 'one' ? lock : undefined,
      });
      app.addHook('onReady', async () => job.start());
      // Features' hooks close before the platform's, so a run in progress ends before the
      // database closes.
      app.addHook('onClose', async () => job.stop());
      return job;
    },
  };
}
