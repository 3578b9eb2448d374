import { useSubjectsQuery } from '@platform/shared/api';
import { authKeys } from '../../../../lib/auth-keys';

/** GET /subjectname: the subjects of the step-6 grid, names localised by the api. */
export const useSubjects = () => useSubjectsQuery(authKeys.subjects);
