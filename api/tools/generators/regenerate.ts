// Dev script: rewrites the generated parts of the seed content from their generators.
//   npx tsx api/tools/generators/regenerate.ts
// - the four generated question banks (the bank format of issue 30, seeded PRNG: the same items on
//   every run): content/banks/matematika/ from matematika.ts, content/banks/fizika/ from fizika.ts,
//   content/banks/kimyo/ from kimyo.ts and content/banks/informatika/ from informatika.ts;
// - the `cover` of every course in content/courses.json from course-covers.ts (the subject's colour
//   from content/reference.json), its `lessons` and `lesson_count` and each teacher's `contacts` from
//   course-catalogue.ts, and each teacher's `portrait` from teacher-portraits.ts.
// The api never runs this: it loads the JSON files. Each generator's test checks that the committed
// files equal what it writes, so edit a generator, run this, and commit both.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { CONTENT_DIR, REFERENCE_FILE, readContentFile } from '../../src/domains/content/seed';
import { contactsOf, lessonsOf } from './course-catalogue';
import { courseCover } from './course-covers';
import { portraitOf } from './teacher-portraits';
import { writeBanks } from './bank';
import { SUBJECT as MATEMATIKA, buildMatematikaBanks } from './matematika';
import { buildFizika } from './fizika';
import { SUBJECT as FIZIKA } from './fizika/bank';
import { buildKimyo } from './kimyo';
import { SUBJECT as KIMYO } from './kimyo/bank';
import { buildInformatika } from './informatika';
import { SUBJECT as INFORMATIKA } from './informatika/bank';

/** Courses of content/courses.json with every cover, lessons list, teacher's links and portrait made again. */
export function coursesWithCovers(): unknown {
  const colour = new Map(readContentFile(REFERENCE_FILE, 'reference').subjects.map((s) => [s.slug, s.color]));
  const file = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'courses.json'), 'utf8')) as {
    teachers: { slug: string; full_name: string; contacts?: unknown; portrait?: string }[];
    courses: { slug: string; subject: string | null; cover: string; lesson_count: number; lessons?: unknown }[];
  };
  for (const teacher of file.teachers) {
    teacher.contacts = contactsOf(teacher.slug);
    teacher.portrait = portraitOf(teacher);
  }
  for (const course of file.courses) {
    course.cover = courseCover(course, course.subject === null ? null : (colour.get(course.subject) ?? null));
    const lessons = lessonsOf(course.slug);
    course.lessons = lessons;
    course.lesson_count = lessons.length;
  }
  return file;
}

/** JSON with each small flat object on one line (as the content files are written), then prettier. */
export function serialise(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const next = `${indent}  `;
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => next + serialise(v, next)).join(',\n')}\n${indent}]` : '[]';
  const entries = Object.entries(value);
  const line = `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
  if (entries.every(([, v]) => v === null || typeof v !== 'object') && indent.length + line.length <= 130)
    return entries.length ? line : '{}';
  return `{\n${entries.map(([k, v]) => `${next}${JSON.stringify(k)}: ${serialise(v, next)}`).join(',\n')}\n${indent}}`;
}

/** Writes a file under content/ as the content files are written (serialise, then prettier). */
export async function write(file: string, value: unknown): Promise<void> {
  const full = path.join(CONTENT_DIR, file);
  const options = (await prettier.resolveConfig(full)) ?? {};
  fs.writeFileSync(full, await prettier.format(serialise(value), { ...options, filepath: full }));
  console.log(`wrote content/${file}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await writeBanks(MATEMATIKA, buildMatematikaBanks());
  await writeBanks(FIZIKA, buildFizika());
  await writeBanks(KIMYO, buildKimyo());
  await writeBanks(INFORMATIKA, buildInformatika());
  await write('courses.json', coursesWithCovers());
}
