import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('universities locales', () => {
  localeFileTests(uz, ru, {
    identical: ['page.contacts.instagram', 'page.contacts.telegram', 'page.contacts.youtube'],
    words: /[a-z]{4,}/i,
  });
});
