import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('olympiad locales', () => {
  localeFileTests(uz, ru, {
    identical: ['detail.window', 'results.subjectScore'],
    words: /[a-z]{4,}/i,
  });
});
