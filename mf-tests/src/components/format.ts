/** 12500 → "12 500" (space-grouped, as the platform writes every count). */
export function groupDigits(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A rating as people read it: 4 → "4", 4.25 → "4.3". */
export function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
