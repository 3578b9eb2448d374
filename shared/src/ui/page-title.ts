/** The site's name, which every page's title carries (SPEC §2: "{page} — Imtihon"). */
export const BRAND = 'Imtihon';

const SEPARATOR = ' — ';

/**
 * The one place a page's `<title>` is composed: the page's own name with the brand after it. A name
 * that already carries the brand at either end (the home page's "Imtihon — DTM, …") is complete as it is.
 * The shell's route titles (in the browser and on the server) and every remote page's title
 * (`useDocumentTitle`, an article's meta) go through it.
 */
export function pageTitle(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return BRAND;
  if (trimmed.startsWith(BRAND + SEPARATOR) || trimmed.endsWith(SEPARATOR + BRAND) || trimmed === BRAND) return trimmed;
  return `${trimmed}${SEPARATOR}${BRAND}`;
}
