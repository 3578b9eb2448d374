/** SPEC §9: subject names are shown truncated to 10 characters. */
export const SUBJECT_NAME_MAX = 10;

export function truncateName(name: string, max = SUBJECT_NAME_MAX): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

/** Ids in URLs: digits only, a positive 32-bit integer; anything else is "not found". */
export function parseProfileId(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
