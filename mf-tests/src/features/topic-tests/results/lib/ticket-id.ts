const MAX_INT = 2_147_483_647;

/** A ticket id from the URL: digits only, a positive 32-bit integer; anything else is "not found". */
export function parseTicketId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_INT ? id : null;
}

/**
 * The check page (SPEC §2 `/check/{…}`): by a certificate id, its public verification (the link to
 * share); by a ticket id, its owner's check of the answers (nobody else's).
 */
export function checkPath(id: number | string): string {
  return `/check/${id}`;
}
