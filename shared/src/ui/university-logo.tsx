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
      style={{ backgroundColor: `hsl(${monogramHue(name)} 55% 42%)` }}
      aria-hidden="true"
      data-testid="university-monogram"
    >
      {monogram(name)}
    </span>
  );
}
