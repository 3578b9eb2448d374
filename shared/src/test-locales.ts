// Helpers for the locale-file tests every app has (uz is the source of keys, ru must match it).
export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every leaf key as a dotted path, with its text. */
export function leaves(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The structure without the texts, to compare nesting (a key cannot be a leaf in one file only). */
export function shape(tree: LocaleTree): unknown {
  return Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((key) => [key, typeof tree[key] === 'string' ? 'string' : shape(tree[key] as LocaleTree)]),
  );
}

/** The `{{name}}` variables of a text, sorted. */
export const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
