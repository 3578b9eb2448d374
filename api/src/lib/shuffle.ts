import { randomInt } from 'node:crypto';

/** A random order of `items` (Fisher–Yates with a CSPRNG); the array given is left as it is. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
