import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { leaves, localeFileTests } from '@platform/shared/test-utils';

describe('tests namespace locales (src/locales)', () => {
  localeFileTests(uz, ru);

  const uzLeaves = leaves(uz);
  const ruLeaves = leaves(ru);

  it('keeps the route fallback text the shell shows while a page loads', () => {
    expect(uzLeaves.get('route.loading')).toBe('Sahifa yuklanmoqda');
    expect(ruLeaves.get('route.loading')).toBe('Страница загружается');
  });
});
