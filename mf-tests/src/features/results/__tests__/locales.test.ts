import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { leaves, localeFileTests } from '@platform/shared/test-utils';

describe('results locales', () => {
  localeFileTests(uz, ru, { identical: ['check.scoreValue', 'rating.counter', 'share.text', 'unfinished.percent'] });

  const uzLeaves = leaves(uz);

  it('has the texts the spec names', () => {
    expect(uzLeaves.get('actions.check')).toBe('Tekshirish');
    expect(uzLeaves.get('actions.rate')).toBe('Baholash');
    expect(uzLeaves.get('actions.share')).toBe('Ulashish');
    expect(uzLeaves.get('share.copied')).toBe('Havola nusxalandi');
    expect(uzLeaves.get('share.copyFailed')).toBe("Nusxalab bo'lmadi");
    expect(uzLeaves.get('check.notFound.title')).toBe('Sertifikat topilmadi');
    expect(uzLeaves.get('unfinished.continue')).toBe('Davom etish');
  });
});
