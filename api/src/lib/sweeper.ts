import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';

/** What /metrics reports of one sweeper: its period, when a run last succeeded (or it started), failed runs. */
export interface SweeperState {
  readonly name: string;
  readonly everyMs: number;
  lastSuccessAt: number;
  failures: number;
}

/** The sweepers running in each app, by its http server (the one object every encapsulated context shares). */
const registry = new WeakMap<object, Map<string, SweeperState>>();

/** The sweepers this app runs (none when sweeping is off, or in a worker that is not the sweeping one). */
export function sweepersOf(app: FastifyInstance): SweeperState[] {
  return [...(registry.get(app.server)?.values() ?? [])];
}

/**
 * Runs `work` every `everyMs` (0 = never) while the app is up, one run at a time (a slow run is not
 * stacked by the next tick), logging a failure instead of crashing; stopped when the app closes.
 * Exams and olympiads finish their overdue attempts this way. With `WORKERS` only the worker in the
 * first slot sweeps (API_SWEEPER=1; its replacement takes the slot over); instances on other hosts each
 * sweep, which is safe because finishing an attempt is conditional and idempotent, only repeated.
 */
export function startSweeper(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<unknown>): void {
  if (everyMs <= 0 || (cluster.isWorker && process.env.API_SWEEPER !== '1')) return;
  const state: SweeperState = { name, everyMs, lastSuccessAt: Date.now(), failures: 0 };
  const states = registry.get(app.server) ?? new Map<string, SweeperState>();
  registry.set(app.server, states.set(name, state));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .then(() => {
        state.lastSuccessAt = Date.now();
      })
      .catch((error: unknown) => {
        state.failures += 1;
        app.log.warn({ err: error }, `${name} sweeper failed`);
      })
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
