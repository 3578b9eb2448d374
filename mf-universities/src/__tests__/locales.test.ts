import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

import { leaves, shape, variables } from '@platform/shared/test-utils';

describe('universities locales', () => {
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

  it('the Russian file is really Russian (no Uzbek text copied over)', () => {
    const same = [...uzLeaves].filter(([key, text]) => ruLeaves.get(key) === text && /[a-z]{4,}/i.test(text));
    // brand names are the same in both languages
    expect(same.map(([key]) => key).sort()).toEqual(['page.contacts.instagram', 'page.contacts.telegram', 'page.contacts.youtube']);
  });
});
