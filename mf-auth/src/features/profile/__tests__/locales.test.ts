import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The structure without the texts (a key cannot be a leaf in one file and a branch in the other). */
function shape(tree: Tree): unknown {
  return Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((key) => [key, typeof tree[key] === 'string' ? 'string' : shape(tree[key] as Tree)]),
  );
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('profile locales', () => {
  const uzLeaves = leaves(uz);
  const ruLeaves = leaves(ru);

  it('uz.json and ru.json have exactly the same keys, nested the same way', () => {
    expect(shape(ru)).toEqual(shape(uz));
    expect([...ruLeaves.keys()].sort()).toEqual([...uzLeaves.keys()].sort());
  });

  it('has no empty texts', () => {
    for (const [key, text] of [...uzLeaves, ...ruLeaves]) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, text] of uzLeaves) {
      expect({ key, vars: variables(ruLeaves.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
    }
  });

  it('writes Uzbek with ASCII apostrophes', () => {
    const curly = [...uzLeaves].filter(([, text]) => /[‘’ʻʼ`]/.test(text)).map(([key]) => key);
    expect(curly).toEqual([]);
  });

  it('the Russian file is really Russian (no Uzbek text copied over)', () => {
    const same = [...uzLeaves].filter(([key, text]) => ruLeaves.get(key) === text && /[a-z]{2,}/i.test(text));
    // brand names and units are the same in both languages
    expect(same.map(([key]) => key).sort()).toEqual([
      'activity.xp',
      'header.levelXp',
      'header.pro',
      'header.xp',
      'stats.point',
      'stats.seriesSummary',
      'stats.weekly',
    ]);
  });
});
