// Avatars drawn for the platform: 16 simple faces (skin, hair style and colour, background),
// generated as small SVGs so they scale on any screen.
const backgrounds = ['#dbeafe', '#fde68a', '#dcfce7', '#fce7f3', '#ede9fe', '#ffedd5', '#cffafe', '#fee2e2'];
const skins = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'];
const hairColours = ['#2d1b0e', '#6b3e26', '#111827', '#a16207'];

function hair(style: number, colour: string): string {
  switch (style) {
    case 0: // short
      return `<path d="M34 50c0-18 12-28 30-28s30 10 30 28c-6-8-16-12-30-12s-24 4-30 12z" fill="${colour}"/>`;
    case 1: // long
      return `<path d="M30 54c0-20 14-32 34-32s34 12 34 32v34H88V52c-6-8-14-12-24-12s-18 4-24 12v36H30z" fill="${colour}"/>`;
    case 2: // curly
      return `<g fill="${colour}">${[36, 46, 56, 66, 76, 86, 92].map((x, i) => `<circle cx="${x}" cy="${34 + (i % 2) * 4}" r="9"/>`).join('')}</g>`;
    default: // cap
      return `<path d="M32 46c2-16 14-24 32-24s30 8 32 24z" fill="${colour}"/><rect x="60" y="40" width="42" height="7" rx="3" fill="${colour}"/>`;
  }
}

export function avatarSvg(index: number): string {
  const bg = backgrounds[index % backgrounds.length];
  // with the background (index % 8) the skin (index / 4) makes each of the 16 a face of its own
  const skin = skins[Math.floor(index / 4) % skins.length];
  const hairColour = hairColours[(index * 3) % hairColours.length];
  const style = index % 4;
  const smile = index % 3 === 0 ? 'M54 80q10 9 20 0' : 'M55 81q9 6 18 0';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img">',
    `<rect width="128" height="128" rx="64" fill="${bg}"/>`,
    `<path d="M24 128c4-22 20-34 40-34s36 12 40 34z" fill="${backgrounds[(index + 3) % backgrounds.length]}" stroke="#0000001a"/>`,
    `<rect x="56" y="80" width="16" height="16" fill="${skin}"/>`,
    `<circle cx="64" cy="58" r="28" fill="${skin}"/>`,
    hair(style, hairColour),
    '<circle cx="54" cy="60" r="3.5" fill="#1f2937"/><circle cx="74" cy="60" r="3.5" fill="#1f2937"/>',
    `<path d="${smile}" fill="none" stroke="#7f1d1d" stroke-width="3" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

export const AVATAR_COUNT = 16;
export const avatars = Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, svg: avatarSvg(i) }));
