/** How far back worker exits count towards a crash loop, ms. */
export const CRASH_WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * How long the cluster's primary waits before it forks a replacement for a worker that died
 * (docs/decisions/031). `exits` are the times of the exits so far (this one last); it is trimmed to
 * the last minute in place. Up to `workers` exits a minute (each worker dying once) are replaced at
 * once; every exit beyond that doubles the wait, from 1 s up to 30 s, so a worker that cannot start
 * (a broken database, a bad deploy) does not spin the CPU in a fork loop while the others serve.
 */
export function replacementDelayMs(exits: number[], now: number, workers: number): number {
  while (exits.length && exits[0] <= now - CRASH_WINDOW_MS) exits.shift();
  const beyond = exits.length - workers;
  return beyond <= 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (beyond - 1));
}
