import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` (0 = never) while the app is up, one run at a time (a slow run is not
 * stacked by the next tick), logging a failure instead of crashing; stopped when the app closes.
 * Exams and olympiads finish their overdue attempts this way. With `WORKERS` only the worker in the
 * first slot sweeps (API_SWEEPER=1; its replacement takes the slot over); instances on other hosts each
 * sweep, which is safe because finishing an attempt is conditional and idempotent, only repeated.
 */
export function startSweeper(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<unknown>): void {
  if (everyMs <= 0 || (cluster.isWorker && process.env.API_SWEEPER !== '1')) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} sweeper failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
