import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('quiz locales', () => {
  localeFileTests(uz, ru, { identical: ['result.xp'], ignoreVariables: true });
});
