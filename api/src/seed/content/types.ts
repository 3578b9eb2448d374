// Demo question banks as they are written: bilingual (uz + ru) per question, so both language
// versions of a lesson stay in step. The seed turns each lesson into two topic tests (one per
// content language) through the same import path as `npm run content -- import <file>`.

/** Text in both content languages. Uzbek in Latin script with the ʻ/ʼ letters written o', g' as usual. */
export interface BilingualText {
  uz: string;
  ru: string;
}

/** One answer option. `text` may be empty only when `image` is given. */
export interface AuthoredOption {
  text: BilingualText;
  /** inline SVG markup drawn for this option (no scripts, no external references) */
  image?: string;
}

export interface AuthoredQuestion {
  /** stable key within the lesson, e.g. "q01": re-imports update the question with the same key */
  key: string;
  text: BilingualText;
  /** inline SVG markup drawn for this question */
  image?: string;
  /** exactly four options, A–D */
  options: [AuthoredOption, AuthoredOption, AuthoredOption, AuthoredOption];
  /** index of the one correct option: 0 = A … 3 = D */
  answer: 0 | 1 | 2 | 3;
  /** XP weight (SPEC §9: a non-integer gives the default 5); default 5 */
  ball?: number;
}

export interface AuthoredLesson {
  /** stable key and URL slug of the lesson: lowercase latin, digits and hyphens */
  key: string;
  name: BilingualText;
  questions: AuthoredQuestion[];
  /** time-gated lesson: opens this many days after the content was first loaded */
  opensInDays?: number;
}

export interface AuthoredSubject {
  /** slug of a subject in api/src/seed/data/subjects.ts */
  slug: string;
  lessons: AuthoredLesson[];
}
