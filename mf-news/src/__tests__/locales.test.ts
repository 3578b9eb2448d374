import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('news locales', () => {
  localeFileTests(uz, ru, {
    identical: ['siteName'],
    words: /[a-z]{4,}/i,
  });
});
