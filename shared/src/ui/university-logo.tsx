import { useState } from 'react';
import styles from './university-logo.module.css';

/** Up to two initials of a name: "Toshkent davlat iqtisodiyot universiteti" → "TD". */
export function monogram(name: string): string {
  const words = name
    .replace(/["'«»“”‘’`]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}|\d/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (w.match(/\p{L}|\d/u)?.[0] ?? '').toUpperCase())
    .join('');
}

/** Words that name the kind of school or the city, not the school itself (uz, ru, en). */
const GENERIC_WORDS = new Set(
  'universiteti universitet university instituti institut institute akademiyasi academy университет институт академия of the in va и'.split(
    ' ',
  ),
);

/**
 * Initials of a university from the words that tell it apart: "Toshkent davlat iqtisodiyot
 * universiteti" → "TDI", "Toshkent shahridagi Inha universiteti" → "INH" (the city and the kind of
 * school left out, as is "X nomidagi" / "имени X"); a one-word name gives its first three letters,
 * an acronym ("TEAM") stays whole.
 */
export function universityMonogram(name: string): string {
  let words = name
    .replace(/['’‘`ʻʼ]/g, '')
    .replace(/["«»“”]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}|\d/u.test(w));
  const lower = words.map((w) => w.toLowerCase());
  const namedAfter = lower.indexOf('nomidagi');
  if (namedAfter >= 0) words = words.slice(namedAfter + 1);
  const named = lower.indexOf('имени');
  if (named >= 0) words = words.slice(0, named);
  words = words.filter((w, i, all) => {
    const word = w.toLowerCase();
    const next = all[i + 1]?.toLowerCase();
    // "Toshkent shahridagi", "в городе Ташкенте"
    if (next === 'shahridagi' || word === 'shahridagi' || word === 'городе' || all[i - 1]?.toLowerCase() === 'городе') return false;
    if (word === 'в' && next === 'городе') return false;
    return !GENERIC_WORDS.has(word);
  });
  if (words.length === 0) return monogram(name);
  if (words.length === 1) {
    const [word] = words;
    return (/^\p{Lu}{2,4}$/u.test(word) ? word : word.slice(0, 3)).toUpperCase();
  }
  return words
    .slice(0, 3)
    .map((w) => (w.match(/\p{L}|\d/u)?.[0] ?? '').toUpperCase())
    .join('');
}

/** A stable hue for a name, so a university keeps its colour across pages. */
export function monogramHue(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * The monogram's background: the name's hue, dark enough that its white initials keep 4.5:1 on every
 * hue (WCAG AA for 18 px bold; at 30 % lightness the lightest hue, yellow, gives 4.75:1).
 */
export const MONOGRAM_SATURATION = 55;
export const MONOGRAM_LIGHTNESS = 30;

/** The monogram background of a name (university logos, profile avatars). */
export function monogramColour(name: string): string {
  return `hsl(${monogramHue(name)} ${MONOGRAM_SATURATION}% ${MONOGRAM_LIGHTNESS}%)`;
}

/** The logo of a university, or a coloured monogram when it has none (or it fails to load). */
export function UniversityLogo({ name, logo, size = 'md' }: { name: string; logo: string | null; size?: 'md' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  const className = `${styles.logo} ${styles[size]}`;
  if (logo && !failed) {
    // decorative: the name is always written next to it
    return <img className={className} src={logo} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={`${className} ${styles.monogram}`}
      style={{ backgroundColor: monogramColour(name) }}
      aria-hidden="true"
      data-testid="university-monogram"
    >
      {universityMonogram(name)}
    </span>
  );
}
