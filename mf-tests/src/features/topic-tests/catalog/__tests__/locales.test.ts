import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { leaves, localeFileTests } from '@platform/shared/test-utils';
import { MANDATORY_SUBJECTS } from '../lib/subjects';

describe('catalog namespace locales', () => {
  localeFileTests(uz, ru);

  const uzLeaves = leaves(uz);
  const ruLeaves = leaves(ru);

  it('names every mandatory subject chip', () => {
    for (const slug of MANDATORY_SUBJECTS) {
      expect(uzLeaves.get(`subjects.names.${slug}`)).toBeTruthy();
      expect(ruLeaves.get(`subjects.names.${slug}`)).toBeTruthy();
    }
  });
});
