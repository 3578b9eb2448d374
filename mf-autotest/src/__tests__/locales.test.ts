import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('autotest locales', () => {
  localeFileTests(uz, ru, {
    identical: ['quiz.questionOf'],
    words: /[a-z]{4,}/i,
  });
});
