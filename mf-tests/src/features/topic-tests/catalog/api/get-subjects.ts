import { useSubjectsQuery } from '@platform/shared/api';
import { testKeys } from '../../../../lib/test-keys';

/** GET /subjectname: every subject (slug, localised name, colour) — the catalogue's chips. */
export const useSubjects = () => useSubjectsQuery(testKeys.subjects);
