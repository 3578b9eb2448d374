// Course covers: small generated SVGs (640 × 360), a gradient from the subject's colour (a fixed
// palette for courses without a subject) and a geometric motif picked from the slug, so every
// course keeps the same picture across seeds. No text: names are shown, and translated, by the UI.
import { createHash } from 'node:crypto';

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/** Colours of covers of courses that belong to no subject. */
export const NO_SUBJECT_PALETTE = ['#455A64', '#5C6BC0', '#00897B', '#F4511E', '#6D4C41', '#0277BD'] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

function mix(hex: string, target: string, amount: number): string {
  const channel = (colour: string, i: number) => Number.parseInt(colour.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(hex, i) * (1 - amount) + channel(target, i) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const WHITE = 'fill="#fff" fill-opacity=".14"';
const fullRect = (fill: string) => `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${fill}"/>`;

/** Motifs, each drawn from the bytes of the slug's hash (b[0] and b[1] pick the colour and the motif). */
const MOTIFS: ((b: Buffer) => string)[] = [
  // concentric rings around a point on the right
  (b) => {
    const cx = 400 + (b[2] % 180);
    const cy = 40 + (b[3] % 280);
    const rings = [50, 100, 150, 200].map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('');
    return `<g fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="${14 + (b[4] % 12)}">${rings}</g>`;
  },
  // diagonal stripes
  (b) => {
    const size = 48 + (b[2] % 32);
    const angle = 20 + (b[3] % 50);
    return (
      `<defs><pattern id="m" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
      `<rect width="${Math.round(size / 3)}" height="${size}" ${WHITE}/></pattern></defs>${fullRect('url(#m)')}`
    );
  },
  // a grid of dots
  (b) => {
    const size = 28 + (b[2] % 20);
    const r = 3 + (b[3] % 5);
    return (
      `<defs><pattern id="m" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="#fff" fill-opacity=".22"/></pattern></defs>${fullRect('url(#m)')}`
    );
  },
  // two ranges of mountains
  (b) => {
    const ridge = (base: number, count: number, offset: number) => {
      const step = COVER_WIDTH / count;
      let d = `M0 ${COVER_HEIGHT}V${base}`;
      for (let i = 0; i < count; i++) {
        const peak = base - 60 - (b[offset + i] % 90);
        d += `L${Math.round(step * (i + 0.5))} ${peak}L${Math.round(step * (i + 1))} ${base}`;
      }
      return `<path d="${d}V${COVER_HEIGHT}Z" ${WHITE}/>`;
    };
    return ridge(250, 4, 2) + ridge(320, 6, 6);
  },
  // waves
  (b) => {
    const amplitude = 16 + (b[2] % 24);
    const top = 80 + (b[3] % 60);
    const waves = [0, 1, 2, 3]
      .map((i) => {
        const y = top + i * 56;
        return `<path d="M0 ${y}q80 ${-amplitude} 160 0t160 0t160 0t160 0"/>`;
      })
      .join('');
    return `<g fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="10" stroke-linecap="round">${waves}</g>`;
  },
  // scattered rotated squares
  (b) => {
    const squares = [0, 1, 2, 3, 4]
      .map((i) => {
        const size = 50 + (b[2 + i] % 90);
        const x = 40 + ((b[8 + i] * 5) % 560);
        const y = 30 + ((b[14 + i] * 3) % 300);
        const angle = b[20 + i] % 90;
        return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="10" transform="rotate(${angle} ${x} ${y})"/>`;
      })
      .join('');
    return `<g ${WHITE}>${squares}</g>`;
  },
];

/**
 * The cover of a course: `subjectColour` (`#RRGGBB`, the subject's `color`) or, for a course
 * without a subject, a palette colour chosen by the slug. The same slug always gives the same SVG.
 */
export function courseCover(course: { slug: string }, subjectColour: string | null): string {
  const b = createHash('sha256').update(course.slug, 'utf8').digest();
  const base = subjectColour ?? NO_SUBJECT_PALETTE[b[0] % NO_SUBJECT_PALETTE.length];
  if (!HEX.test(base)) throw new Error(`course cover of "${course.slug}": expected a colour #RRGGBB, got "${base}"`);
  const motif = MOTIFS[b[1] % MOTIFS.length](b);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${mix(base, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.4)}"/>` +
    `</linearGradient></defs>${fullRect('url(#g)')}${motif}</svg>`
  );
}
