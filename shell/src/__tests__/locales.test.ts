import shellUz from '../locales/uz.json';
import shellRu from '../locales/ru.json';
import commonUz from '@platform/shared/locales/uz.json';
import commonRu from '@platform/shared/locales/ru.json';
import { routeTable } from '../routing/route-table';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with the plural suffixes of counted texts folded: Russian has one/few/many/other where Uzbek has one/other. */
function baseKeys(value: unknown): string[] {
  const all = keys(value);
  const counted = new Set(all.filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -'_one'.length)));
  return [...new Set(all.map((key) => (counted.has(key.replace(PLURAL, '')) ? key.replace(PLURAL, '') : key)))].sort();
}

describe('locale files', () => {
  it.each([
    ['shell', shellUz, shellRu],
    ['common', commonUz, commonRu],
  ])('%s: ru has exactly the keys of uz', (_ns, uz, ru) => {
    expect(baseKeys(ru)).toEqual(baseKeys(uz));
  });

  it.each([
    ['uz', shellUz, commonUz],
    ['ru', shellRu, commonRu],
  ] as const)('%s: every counted text has each plural form the language needs', (locale, shell, common) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const file of [shell, common]) {
      const all = keys(file);
      // a counted text always has `_one` (validation.subjects_too_few is a name, not a plural form)
      const counted = all.filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -'_one'.length));
      for (const base of counted) for (const category of categories) expect(all).toContain(`${base}_${category}`);
    }
  });

  it('has title and description for every route meta key', () => {
    for (const r of routeTable) {
      expect(keys(shellUz)).toContain(`meta.${r.meta}.title`);
      expect(keys(shellUz)).toContain(`meta.${r.meta}.description`);
    }
  });
});
