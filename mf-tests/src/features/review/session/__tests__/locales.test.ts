import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('review locales', () => {
  localeFileTests(uz, ru);
});
