import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { leaves, localeFileTests } from '@platform/shared/test-utils';

describe('results locales', () => {
  localeFileTests(uz, ru, {
    identical: ['check.scoreValue', 'courses.amount', 'courses.discountBadge', 'rating.counter', 'share.text', 'unfinished.percent'],
  });

  const uzLeaves = leaves(uz);

  it('has the texts the spec names', () => {
    expect(uzLeaves.get('actions.check')).toBe('Tekshirish');
    expect(uzLeaves.get('actions.rate')).toBe('Baholash');
    expect(uzLeaves.get('actions.share')).toBe('Ulashish');
    expect(uzLeaves.get('share.copied')).toBe('Havola nusxalandi');
    expect(uzLeaves.get('share.copyFailed')).toBe('Nusxalab boʻlmadi');
    expect(uzLeaves.get('check.notFound.title')).toBe('Sertifikat topilmadi');
    expect(uzLeaves.get('unfinished.continue')).toBe('Davom etish');
    expect(uzLeaves.get('courses.title')).toBe('Tavsiya etilgan kurslar');
  });

  // i18next picks `key_<category>` by Intl.PluralRules: Russian needs one/few/many/other, Uzbek
  // one/other; as both files must have the same keys, Uzbek carries the Russian set too.
  it.each([
    ['uz', uz],
    ['ru', ru],
  ] as const)('has every plural form %s needs for each counted text', (locale, file) => {
    const keys = [...leaves(file).keys()];
    const counted = [
      ...new Set(keys.filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
    ];
    expect(counted).toContain('courses.lessons');
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of counted) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });
});
