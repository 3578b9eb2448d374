// What the finish of a topic test tells the result page it navigates to (the history entry's state):
// the finish bonus it has just earned, from the server's answer (ADR 046). A later visit has no state.
export interface ResultArrival {
  bonusXp: number;
}

/** The navigation state of a finish that earned `bonusXp` (none for 0). */
export function resultArrival(bonusXp: number): ResultArrival | undefined {
  return bonusXp > 0 ? { bonusXp } : undefined;
}

/** The bonus a navigation state carries, else 0. */
export function arrivalBonus(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('bonusXp' in state)) return 0;
  const xp = (state as ResultArrival).bonusXp;
  return Number.isInteger(xp) && xp > 0 ? xp : 0;
}
