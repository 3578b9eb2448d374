// A drawn head-and-shoulders portrait for every seeded teacher (content/courses.json `portrait`), in one
// flat style: each teacher's looks are listed below (skin, hair, headwear, glasses, beard, clothes),
// and `teacherPortrait` draws them as a small square SVG that reads well cropped to a circle.
// Written into courses.json by regenerate.ts; the api only reads the JSON.

type Hair = 'short' | 'side-part' | 'crop' | 'fringe' | 'receding' | 'long' | 'wavy' | 'curly' | 'bun' | 'bob' | 'bangs';
type Headwear = 'none' | 'scarf' | 'doppi';
type Clothes = 'suit' | 'shirt' | 'sweater' | 'blouse' | 'cardigan' | 'hoodie';

export interface Looks {
  /** background, skin, hair (also eyebrows and beard) and clothing colours, #rrggbb */
  background: string;
  skin: string;
  hair: Hair;
  hairColour: string;
  headwear: Headwear;
  /** the headscarf's colour (scarf only) */
  scarf?: string;
  glasses?: 'round' | 'square';
  beard?: 'moustache' | 'short' | 'full';
  clothes: Clothes;
  clothesColour: string;
  /** the shirt or collar under a jacket, cardigan or sweater */
  accent?: string;
  /** a tie (suit only) */
  tie?: string;
}

const INK = '#2b211c';

/** Each seeded teacher's looks, by slug. */
export const TEACHER_LOOKS: Record<string, Looks> = {
  'dilnoza-karimova': {
    background: '#e0e7ff',
    skin: '#e8b890',
    hair: 'long',
    hairColour: '#2d1b12',
    headwear: 'scarf',
    scarf: '#0f766e',
    clothes: 'blouse',
    clothesColour: '#134e4a',
  },
  'sardor-rahimov': {
    background: '#dbeafe',
    skin: '#d9a574',
    hair: 'short',
    hairColour: '#1c1410',
    headwear: 'none',
    glasses: 'square',
    beard: 'short',
    clothes: 'suit',
    clothesColour: '#1e3a8a',
    accent: '#f8fafc',
  },
  'yelena-sokolova': {
    background: '#dcfce7',
    skin: '#f5d6c0',
    hair: 'bob',
    hairColour: '#c89b4e',
    headwear: 'none',
    glasses: 'round',
    clothes: 'cardigan',
    clothesColour: '#166534',
    accent: '#f1f5f9',
  },
  'bobur-aliyev': {
    background: '#fef3c7',
    skin: '#c98e5e',
    hair: 'short',
    hairColour: '#231815',
    headwear: 'doppi',
    beard: 'moustache',
    clothes: 'suit',
    clothesColour: '#57371f',
    accent: '#e2e8f0',
  },
  'nodira-yusupova': {
    background: '#cffafe',
    skin: '#e2ae84',
    hair: 'bun',
    hairColour: '#3b2417',
    headwear: 'none',
    clothes: 'blouse',
    clothesColour: '#0e7490',
  },
  'akmal-tursunov': {
    background: '#ffedd5',
    skin: '#b97a4a',
    hair: 'side-part',
    hairColour: '#2a1a10',
    headwear: 'none',
    clothes: 'sweater',
    clothesColour: '#7f1d1d',
    accent: '#f8fafc',
  },
  'gulnora-xasanova': {
    background: '#ecfccb',
    skin: '#c99066',
    hair: 'long',
    hairColour: '#2d1b12',
    headwear: 'scarf',
    scarf: '#4d7c0f',
    glasses: 'round',
    clothes: 'cardigan',
    clothesColour: '#365314',
    accent: '#fefce8',
  },
  'timur-abdullayev': {
    background: '#e0f2fe',
    skin: '#d49c6c',
    hair: 'crop',
    hairColour: '#15100d',
    headwear: 'none',
    clothes: 'shirt',
    clothesColour: '#3b82c4',
  },
  'rustam-nazarov': {
    background: '#fde68a',
    skin: '#a86b3c',
    hair: 'receding',
    hairColour: '#3a3330',
    headwear: 'none',
    beard: 'full',
    clothes: 'sweater',
    clothesColour: '#4d5b2a',
    accent: '#e5e7eb',
  },
  'sergey-volkov': {
    background: '#e2e8f0',
    skin: '#f0c8a8',
    hair: 'receding',
    hairColour: '#a8a29e',
    headwear: 'none',
    glasses: 'square',
    beard: 'moustache',
    clothes: 'suit',
    clothesColour: '#475569',
    accent: '#f8fafc',
    tie: '#991b1b',
  },
  'malika-ergasheva': {
    background: '#fce7f3',
    skin: '#eab896',
    hair: 'wavy',
    hairColour: '#4a2c1a',
    headwear: 'none',
    clothes: 'blouse',
    clothesColour: '#be4b49',
  },
  'otabek-qodirov': {
    background: '#d1fae5',
    skin: '#c68a58',
    hair: 'side-part',
    hairColour: '#18120e',
    headwear: 'none',
    beard: 'short',
    clothes: 'hoodie',
    clothesColour: '#115e59',
  },
  'aziza-mirzayeva': {
    background: '#ede9fe',
    skin: '#dca47a',
    hair: 'long',
    hairColour: '#2d1b12',
    headwear: 'scarf',
    scarf: '#6d28d9',
    clothes: 'blouse',
    clothesColour: '#4c1d95',
  },
  'jasur-ismoilov': {
    background: '#fae8ff',
    skin: '#b57848',
    hair: 'crop',
    hairColour: '#1a120d',
    headwear: 'none',
    glasses: 'square',
    clothes: 'sweater',
    clothesColour: '#1d4ed8',
    accent: '#f8fafc',
  },
  'kamola-saidova': {
    background: '#fef9c3',
    skin: '#f0c4a0',
    hair: 'bangs',
    hairColour: '#5b3a24',
    headwear: 'none',
    clothes: 'suit',
    clothesColour: '#a16207',
    accent: '#fffbeb',
  },
  'olga-kim': {
    background: '#fee2e2',
    skin: '#f2d0b0',
    hair: 'bob',
    hairColour: '#14100e',
    headwear: 'none',
    clothes: 'cardigan',
    clothesColour: '#b91c1c',
    accent: '#fef2f2',
  },
  'shoxrux-ahmedov': {
    background: '#e5e7eb',
    skin: '#d9a070',
    hair: 'side-part',
    hairColour: '#120d0a',
    headwear: 'none',
    clothes: 'suit',
    clothesColour: '#111827',
    accent: '#f8fafc',
    tie: '#1d4ed8',
  },
  'nargiza-umarova': {
    background: '#f5e1d3',
    skin: '#c48a60',
    hair: 'bun',
    hairColour: '#6b6461',
    headwear: 'none',
    glasses: 'round',
    clothes: 'blouse',
    clothesColour: '#7c2d52',
  },
  'dmitriy-pak': {
    background: '#ffedd5',
    skin: '#ecc49e',
    hair: 'fringe',
    hairColour: '#120f0d',
    headwear: 'none',
    clothes: 'hoodie',
    clothesColour: '#c2410c',
  },
  'lola-tosheva': {
    background: '#dbeafe',
    skin: '#9a6440',
    hair: 'curly',
    hairColour: '#1f1410',
    headwear: 'none',
    clothes: 'blouse',
    clothesColour: '#1e3a8a',
  },
  'farrux-xolmatov': {
    background: '#d1fae5',
    skin: '#8a5a36',
    hair: 'short',
    hairColour: '#17100c',
    headwear: 'none',
    glasses: 'round',
    beard: 'short',
    clothes: 'suit',
    clothesColour: '#14532d',
    accent: '#f0fdf4',
  },
};

/** A colour darkened by `amount` (0–1; negative lightens), for shadows of the skin and folds of clothes. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.min(255, Math.round(((n >> shift) & 255) * (1 - amount)));
  return `#${((part(16) << 16) | (part(8) << 8) | part(0)).toString(16).padStart(6, '0')}`;
}

/** A path of circles of radius `r` at `centres`. */
const circles = (centres: [number, number][], r: number) =>
  centres.map(([x, y]) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0z`).join('');
const LONG = 'M36 60C36 34 48 26 64 26s28 8 28 34v46H36z';
const FRAMING = 'M38 64c-2-24 8-36 26-36s28 12 26 36c-4-12-12-20-24-22-6 8-16 14-28 22z';

/** Hair drawn behind the head and shoulders (long styles and the bun), as path data. */
const HAIR_BEHIND: Partial<Record<Hair, string>> = {
  long: LONG,
  bangs: LONG,
  wavy: 'M35 60C35 34 48 25 64 25s29 9 29 35c0 14 6 22 2 32s4 16-2 20H35c-6-4 2-10-2-20s2-18 2-32z',
  curly: circles(
    [
      [40, 40],
      [52, 30],
      [66, 28],
      [80, 32],
      [90, 44],
      [36, 56],
      [93, 58],
      [36, 72],
      [92, 72],
      [40, 86],
      [88, 86],
    ],
    12,
  ),
  bob: 'M37 60c0-24 11-33 27-33s27 9 27 33v24H37z',
  bun: circles([[64, 25]], 11),
};

/** Hair over the forehead, as path data. */
const HAIR_FRONT: Record<Hair, string> = {
  short: 'M39 58c-3-20 8-31 25-31s28 11 25 31c-3-9-7-14-11-15-8 4-22 4-32-1-4 3-6 9-7 16z',
  'side-part': 'M39 60c-4-22 8-34 26-34s27 12 24 34c-2-8-5-13-9-15-12 1-24-2-30-8-5 5-9 14-11 23z',
  crop: 'M40 54c0-18 10-27 24-27s24 9 24 27c-4-7-12-10-24-10s-20 3-24 10z',
  fringe: 'M38 62c-3-24 9-36 26-36s29 12 26 36c-2-6-4-11-6-13-2 5-6 6-9 5-4 3-10 4-15 2-5 3-11 3-15 0-3 2-5 5-7 6z',
  receding: 'M39 64c-2-8-1-16 3-20 1 6 2 11 2 18zm50 0c2-8 1-16-3-20-1 6-2 11-2 18z',
  long: FRAMING,
  wavy: FRAMING,
  bob: FRAMING,
  bangs: 'M38 62c-2-24 8-35 26-35s28 11 26 35c-2-6-3-10-4-12H42c-1 2-2 6-4 12z',
  curly: circles(
    [
      [48, 40],
      [58, 35],
      [70, 35],
      [80, 40],
    ],
    9,
  ),
  bun: 'M39 60c-2-22 9-32 25-32s27 10 25 32c-3-10-12-17-25-17s-22 7-25 17z',
};

function hairBehind(l: Looks): string {
  const d = HAIR_BEHIND[l.hair];
  return d ? `<path d="${d}" fill="${l.hairColour}"/>` : '';
}

function hairFront(l: Looks): string {
  const c = l.hairColour;
  const strands =
    l.hair === 'crop'
      ? `<path d="M42 46q22-10 44 0" fill="none" stroke="${shade(c, -0.6)}" stroke-opacity=".25" stroke-width="2"/>`
      : l.hair === 'receding'
        ? `<path d="M46 38q18-8 36 0" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`
        : '';
  return `<path d="${HAIR_FRONT[l.hair]}" fill="${c}"/>${strands}`;
}

function headwear(l: Looks): { behind: string; front: string } {
  if (l.headwear === 'scarf') {
    const c = l.scarf!;
    return {
      // the scarf frames the face and falls over the shoulders
      behind: `<path d="M64 24c-20 0-32 14-32 36 0 16 4 28 10 36l-20 32h84l-20-32c6-8 10-20 10-36 0-22-12-36-32-36z" fill="${c}"/>`,
      front: `<path d="M38 58c0-18 10-28 26-28s26 10 26 28c-6-10-15-15-26-15s-20 5-26 15z" fill="${c}"/><path d="M40 56c4-8 13-13 24-13s20 5 24 13" fill="none" stroke="${shade(c, 0.3)}" stroke-width="2"/><path d="M42 90c8 10 36 10 44 0l4 10c-10 10-42 10-52 0z" fill="${shade(c, 0.15)}"/>`,
    };
  }
  if (l.headwear === 'doppi') {
    // the four-cornered Uzbek skullcap: black with white pepper-pod motifs
    const pod = (x: number) => `<path d="M${x} 40c-5-4-4-10 0-12 4 2 5 8 0 12z" fill="#f8fafc"/>`;
    return {
      behind: '',
      front: `<path d="M39 46c0-12 10-20 25-20s25 8 25 20z" fill="#111827"/><path d="M39 46h50v4H39z" fill="#1f2937"/>${[50, 64, 78].map(pod).join('')}`,
    };
  }
  return { behind: '', front: '' };
}

function clothes(l: Looks): string {
  const c = l.clothesColour;
  const body = `<path d="M12 128c2-20 16-30 34-32l18 6 18-6c18 2 32 12 34 32z" fill="${c}"/>`;
  const fold = shade(c, 0.25);
  switch (l.clothes) {
    case 'suit':
      return `${body}<path d="M52 98l12 30 12-30-12 6z" fill="${l.accent}"/>${l.tie ? `<path d="M61 104h6l-1 6 2 14-4 4-4-4 2-14z" fill="${l.tie}"/>` : ''}<path d="M46 96l18 32-22-20 4-6zm36 0-18 32 22-20-4-6z" fill="${fold}"/>`;
    case 'shirt':
      return `${body}<path d="M50 96l14 10-6 10zm28 0-14 10 6 10z" fill="${shade(c, -0.5)}"/><path d="M64 106v22" stroke="${fold}" stroke-width="2"/>`;
    case 'sweater':
      return `${body}<path d="M52 98q12 10 24 0" fill="none" stroke="${fold}" stroke-width="5"/><path d="M56 97l8 7 8-7" fill="${l.accent}"/>`;
    case 'cardigan':
      return `${body}<path d="M52 98q12 12 24 0l-2 30H54z" fill="${l.accent}"/><path d="M52 98l2 30m22-30-2 30" stroke="${fold}" stroke-width="3"/>`;
    case 'hoodie':
      return `${body}<path d="M44 96q20 14 40 0l-2 8q-18 12-36 0z" fill="${fold}"/><path d="M58 106v12m12-12v12" stroke="#f8fafc" stroke-width="2" stroke-linecap="round"/>`;
    case 'blouse':
      return `${body}<path d="M52 97q12 12 24 0" fill="none" stroke="${fold}" stroke-width="3"/>`;
  }
}

function beard(l: Looks): string {
  const c = l.hairColour;
  switch (l.beard) {
    case 'moustache':
      return `<path d="M55 75q9-5 18 0q-9 2-18 0z" fill="${c}"/>`;
    case 'short':
      return `<path d="M40 66c2 16 10 24 24 24s22-8 24-24c-3 8-8 12-12 12-4-4-20-4-24 0-4 0-9-4-12-12z" fill="${c}" fill-opacity=".9"/><path d="M56 75q8-4 16 0" fill="none" stroke="${c}" stroke-width="3"/>`;
    case 'full':
      return `<path d="M39 62c0 22 10 32 25 32s25-10 25-32c-3 10-8 14-12 15-4-4-22-4-26 0-4-1-9-5-12-15z" fill="${c}"/><path d="M55 75q9-5 18 0" fill="none" stroke="${c}" stroke-width="4"/>`;
    default:
      return '';
  }
}

function glasses(l: Looks): string {
  const frame = `fill="#ffffff" fill-opacity=".25" stroke="${INK}" stroke-width="2"`;
  if (l.glasses === 'round')
    return `<circle cx="54" cy="61" r="7" ${frame}/><circle cx="74" cy="61" r="7" ${frame}/><path d="M61 61h6" stroke="${INK}" stroke-width="2"/>`;
  if (l.glasses === 'square')
    return `<rect x="45" y="55" width="16" height="12" rx="3" ${frame}/><rect x="67" y="55" width="16" height="12" rx="3" ${frame}/><path d="M61 60h6" stroke="${INK}" stroke-width="2"/>`;
  return '';
}

const COLOUR = /^#[0-9a-f]{6}$/;

/** The portrait of a teacher with these looks; `name` is its title (the accessible name). */
export function teacherPortrait(name: string, l: Looks): string {
  for (const colour of [l.background, l.skin, l.hairColour, l.clothesColour, l.scarf, l.accent, l.tie]) {
    if (colour !== undefined && !COLOUR.test(colour)) throw new Error(`${name}: expected a colour #rrggbb, got ${colour}`);
  }
  const title = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const skinShadow = shade(l.skin, 0.14);
  const wear = headwear(l);
  const scarf = l.headwear === 'scarf';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img"><title>${title}</title>`,
    `<rect width="128" height="128" fill="${l.background}"/>`,
    scarf ? '' : hairBehind(l),
    wear.behind,
    scarf ? '' : `<path d="M56 78h16v22l-8 5-8-5z" fill="${skinShadow}"/>`,
    clothes(l),
    scarf ? '' : `<circle cx="40" cy="63" r="5" fill="${skinShadow}"/><circle cx="88" cy="63" r="5" fill="${skinShadow}"/>`,
    `<ellipse cx="64" cy="61" rx="24" ry="28" fill="${l.skin}"/>`,
    scarf ? '' : hairFront(l),
    wear.front,
    `<path d="M49 53q5-3 10 0m10 0q5-3 10 0" fill="none" stroke="${l.headwear === 'scarf' ? INK : l.hairColour}" stroke-width="2.5" stroke-linecap="round"/>`,
    `<circle cx="54" cy="61" r="2.6" fill="${INK}"/><circle cx="74" cy="61" r="2.6" fill="${INK}"/>`,
    `<path d="M64 63l-3 8h5" fill="none" stroke="${shade(l.skin, 0.3)}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    beard(l),
    `<path d="M57 79q7 5 14 0" fill="none" stroke="#7f2a20" stroke-width="2.5" stroke-linecap="round"/>`,
    glasses(l),
    '</svg>',
  ].join('');
}

/** The portrait of a seeded teacher, or an error naming a teacher without looks. */
export function portraitOf(teacher: { slug: string; full_name: string }): string {
  const looks = TEACHER_LOOKS[teacher.slug];
  if (!looks) throw new Error(`no looks for the teacher "${teacher.slug}" in teacher-portraits.ts`);
  return teacherPortrait(teacher.full_name, looks);
}
