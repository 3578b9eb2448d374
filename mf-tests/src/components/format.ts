/** A rating as people read it: 4 → "4", 4.25 → "4.3". */
export function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
