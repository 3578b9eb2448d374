// Test data that matches the api contracts: every factory parses its result with the zod schema.
import {
  COURSE_PAGE_SIZE,
  courseDetailSchema,
  courseListResponse,
  teacherCardSchema,
  teacherDetailSchema,
  teacherListResponse,
  type CourseCard,
  type CourseDetail,
  type TeacherCard,
  type TeacherDetail,
} from '@platform/shared/courses';
import { makeCourseCard } from '@platform/shared/test-factories';

/** A course card (the shared factory's defaults: the tests of this remote assert them). */
export const courseCard = makeCourseCard;

export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return courseDetailSchema.parse({
    ...courseCard(),
    description:
      "Kurs DTM matematika bo'limini toʻliq qamrab oladi: sonlar, tenglamalar, funksiyalar, trigonometriya va geometriya. Har bir mavzu boʻyicha nazariya qisqa va tushunarli tushuntiriladi, soʻng o'nlab masalalar bosqichma-bosqich yechiladi. Kurs oxirida toʻliq sinov testi va uning batafsil tahlili bor, shuning uchun imtihonga qanday tayyor ekaningizni aniq bilasiz.",
    rating_count: 956,
    language_id: 1,
    category: { id: 1, name: 'DTMga tayyorgarlik' },
    teacher: {
      slug: 'sardor-rahimov',
      full_name: 'Sardor Rahimov',
      user_name: "Matematika o'qituvchisi",
      image: { small: '/api/avatars/1.svg' },
    },
    lessons: [
      { position: 1, title: 'Sonlar va amallar', duration_seconds: 600 },
      { position: 2, title: 'Tenglamalar va tengsizliklar', duration_seconds: 1290 },
    ],
    ...overrides,
  });
}

export function teacherCard(overrides: Partial<TeacherCard> = {}): TeacherCard {
  return teacherCardSchema.parse({
    id: 2,
    slug: 'sardor-rahimov',
    full_name: 'Sardor Rahimov',
    user_name: "Matematika o'qituvchisi",
    image: { small: '/api/avatars/1.svg' },
    rating: 4.8,
    rating_count: 3500,
    course_count: 5,
    ...overrides,
  });
}

export function teacherDetail(overrides: Partial<TeacherDetail> = {}): TeacherDetail {
  return teacherDetailSchema.parse({
    ...teacherCard(),
    bio: "Mirzo Ulug'bek nomidagi Oʻzbekiston Milliy universitetini tamomlagan.",
    contacts: [
      { id: 1, type: 'telegram', url: 'https://t.me/sardor_rahimov_ustoz' },
      { id: 2, type: 'youtube', url: 'https://www.youtube.com/@sardorrahimovustoz' },
    ],
    courses: [courseCard()],
    ...overrides,
  });
}

/** A page of a list answer, with the meta the api sends. */
export function coursePage(items: CourseCard[], page = 1, total = items.length) {
  return courseListResponse.parse({
    data: items,
    meta: { page, size: COURSE_PAGE_SIZE, total, page_count: Math.ceil(total / COURSE_PAGE_SIZE) },
  });
}

export function teacherPage(items: TeacherCard[], page = 1, total = items.length) {
  return teacherListResponse.parse({ data: items, meta: { page, size: 32, total, page_count: Math.ceil(total / 32) } });
}

/** `n` distinct course cards starting at id `from`. */
export const courseCards = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => courseCard({ id: from + i, slug: `kurs-${from + i}`, name: `Kurs ${from + i}` }));
