// The generated parts of the demo catalogue besides covers: each course's lessons (the authored titles
// of course-lessons.ts with a length drawn from the slug) and each teacher's social links (SPEC §3
// "Contact"), so the same slug always gives the same data.
import { createHash } from 'node:crypto';
import { COURSE_LESSONS } from './course-lessons';

const bytesOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A course's lessons: 6 to 24 minutes each, in whole quarter-minutes. */
export function lessonsOf(slug: string): { title: string; duration_seconds: number }[] {
  const titles = COURSE_LESSONS[slug];
  if (!titles) throw new Error(`no lessons written for the course "${slug}" (course-lessons.ts)`);
  const b = bytesOf(`lessons:${slug}`);
  return titles.map((title, i) => ({ title, duration_seconds: 360 + (b[i % b.length] % 73) * 15 }));
}

const CONTACT_URLS = {
  telegram: (handle: string) => `https://t.me/${handle.replace(/-/g, '_')}`,
  instagram: (handle: string) => `https://www.instagram.com/${handle.replace(/-/g, '.')}`,
  youtube: (handle: string) => `https://www.youtube.com/@${handle.replace(/-/g, '')}`,
  facebook: (handle: string) => `https://www.facebook.com/${handle.replace(/-/g, '.')}`,
  linkedin: (handle: string) => `https://www.linkedin.com/in/${handle}`,
} as const;
type ContactType = keyof typeof CONTACT_URLS;
const TYPES = Object.keys(CONTACT_URLS) as ContactType[];

/** A teacher's social links: telegram always, then one to three of the others, in a fixed order. */
export function contactsOf(slug: string): { type: ContactType; url: string }[] {
  const b = bytesOf(`contacts:${slug}`);
  const handle = `${slug}-ustoz`;
  const others = TYPES.slice(1).filter((_, i) => b[i] % 2 === 0);
  const chosen: ContactType[] = ['telegram', ...(others.length ? others : ['instagram' as const])];
  return chosen.map((type) => ({ type, url: CONTACT_URLS[type](handle) }));
}
