/** Whole minutes of a length in seconds, rounded (at least 1). */
export const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Hours and the rest in minutes of a total length in seconds. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = minutesOf(seconds);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
