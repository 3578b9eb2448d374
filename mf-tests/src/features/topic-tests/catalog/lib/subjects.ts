/** SPEC §9: the three mandatory subjects every applicant takes; their chips are always shown. */
export const MANDATORY_SUBJECTS = ['ona-tili', 'matematika', 'ozbekiston-tarixi'] as const;
export type MandatorySubject = (typeof MANDATORY_SUBJECTS)[number];

/** Subject slugs as the api accepts them (`name` of the list, `id` of GET /subject). */
const SLUG = /^[a-z0-9-]{1,120}$/;

export function isSubjectSlug(value: string): boolean {
  return SLUG.test(value);
}
