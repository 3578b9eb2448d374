import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('pro locales', () => {
  localeFileTests(uz, ru, {
    identical: ['pro.appStore', 'pro.googlePlay'],
    words: /[a-z]{4,}/i,
    ignoreVariables: true,
  });
});
