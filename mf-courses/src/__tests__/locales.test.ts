import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('courses locales', () => {
  localeFileTests(uz, ru, {
    identical: [
      'card.discount',
      'card.price',
      'teacher.contact',
      'teacher.networks.telegram',
      'teacher.networks.instagram',
      'teacher.networks.facebook',
      'teacher.networks.linkedin',
      'teacher.networks.youtube',
    ],
    words: /[a-z]{4,}/i,
  });
});
