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
      {monogram(name)}
    </span>
  );
}
