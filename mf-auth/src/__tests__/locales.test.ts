import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

import { WRONG_UZ_APOSTROPHE, leaves, shape, variables } from '@platform/shared/test-utils';

describe("the 'auth' namespace", () => {
  const uzLeaves = leaves(uz);
  const ruLeaves = leaves(ru);

  it('uz.json and ru.json have exactly the same keys, nested the same way', () => {
    expect(shape(ru)).toEqual(shape(uz));
    expect([...ruLeaves.keys()].sort()).toEqual([...uzLeaves.keys()].sort());
  });

  it('has the key the exposed routes need while a page loads', () => {
    expect(uzLeaves.get('route.loading')).toBeTruthy();
    expect(ruLeaves.get('route.loading')).toBeTruthy();
  });

  it('has no empty texts (the terms sentence may end with the link)', () => {
    for (const [key, text] of [...uzLeaves, ...ruLeaves]) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, text] of uzLeaves) {
      expect({ key, vars: variables(ruLeaves.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
    }
  });

  it('has a text per role and gender of the contracts', () => {
    for (const role of ['APPLICANT', 'STUDENT', 'TEACHER', 'OTHER']) {
      expect(uzLeaves.has(`role.options.${role}.title`)).toBe(true);
      expect(uzLeaves.has(`role.options.${role}.text`)).toBe(true);
    }
    expect(uzLeaves.has('gender.erkak') && uzLeaves.has('gender.ayol')).toBe(true);
  });

  it('writes Uzbek in Latin script, oʻ gʻ with U+02BB and the tutuq belgisi with U+02BC', () => {
    for (const [key, text] of uzLeaves) {
      expect({ key, ok: !/[\u0400-\u04FF]/.test(text) && !WRONG_UZ_APOSTROPHE.test(text) }).toEqual({ key, ok: true });
    }
  });

  it('the Russian file is really Russian (no Uzbek text copied over)', () => {
    const same = [...uzLeaves].filter(([key, text]) => ruLeaves.get(key) === text && /[a-z]{4,}/i.test(text));
    // the brand name is the same in both languages
    expect(same.map(([key]) => key).sort()).toEqual(['page.telegram']);
  });
});
