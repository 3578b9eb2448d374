import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('exams locales', () => {
  localeFileTests(uz, ru, { identical: ['screen.sectionTab', 'result.weightValue', 'sections.label'] });
});
