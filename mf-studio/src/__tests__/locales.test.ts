import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('studio locales', () => {
  localeFileTests(uz, ru, {
    // a language's name is written in that language in both files; the payment providers' names are names
    identical: ['frame.locales.uz', 'payments.providers.click', 'payments.providers.payme'],
    words: /[a-z]{4,}/i,
    ignoreVariables: true,
  });
});
