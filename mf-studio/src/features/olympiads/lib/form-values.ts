// The olympiad form's values are the olympiad file itself (olympiadFileSchema, the CLI's): these
// helpers make an empty one and count the bank's questions a section may draw from.
import { tashkentIsoTime } from '@platform/shared/dates';
import { TASHKENT_ZONE } from '../../../lib/tashkent-time';
import type { OlympiadFileInput, OlympiadSectionInput } from '@platform/shared/olympiads';
import type { OlympiadBankSubject } from '@platform/shared/studio-content';

export const emptySection = (subject = ''): OlympiadSectionInput => ({ subject, count: 10, points: 1, topics: [], difficulty: [] });

/** A new olympiad starting tomorrow at 09:00 (Tashkent) for three hours: one combination, no subjects yet. */
export function emptyOlympiad(now = Date.now()): OlympiadFileInput {
  const day = tashkentIsoTime(now + 86_400_000).slice(0, 10);
  return {
    version: 1,
    kind: 'olympiad',
    slug: '',
    name_uz: '',
    name_ru: '',
    title_uz: '',
    title_ru: '',
    type: 'fixed_subjects',
    language_id: 1,
    starts_at: `${day}T09:00:00${TASHKENT_ZONE}`,
    ends_at: `${day}T12:00:00${TASHKENT_ZONE}`,
    required: [],
    courses: [{ name_uz: '', name_ru: '', minutes: 60, subjects: [emptySection()] }],
  };
}

/** Questions a section may draw from: its topics (none: all) at its levels (none: all). */
export function availableQuestions(subject: OlympiadBankSubject | undefined, topics: readonly string[], levels: readonly number[]): number {
  if (!subject) return 0;
  let n = 0;
  for (const topic of subject.topics) {
    if (topics.length && !topics.includes(topic.key)) continue;
    topic.counts.forEach((count, i) => {
      if (!levels.length || levels.includes(i + 1)) n += count;
    });
  }
  return n;
}
