import shellUz from '../locales/uz.json';
import shellRu from '../locales/ru.json';
import commonUz from '@platform/shared/locales/uz.json';
import commonRu from '@platform/shared/locales/ru.json';
import { routeTable } from '../routing/route-table';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locale files', () => {
  it.each([
    ['shell', shellUz, shellRu],
    ['common', commonUz, commonRu],
  ])('%s: ru has exactly the keys of uz', (_ns, uz, ru) => {
    expect(keys(ru).sort()).toEqual(keys(uz).sort());
  });

  it('has title and description for every route meta key', () => {
    for (const r of routeTable) {
      expect(keys(shellUz)).toContain(`meta.${r.meta}.title`);
      expect(keys(shellUz)).toContain(`meta.${r.meta}.description`);
    }
  });
});
