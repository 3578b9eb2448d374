import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('studio news locales', () => {
  localeFileTests(uz, ru);
});
