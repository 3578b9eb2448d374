import type { CourseCard as CourseCardData, TeacherCard as TeacherCardData } from '@platform/shared/courses';
import { CourseCard } from './course-card';
import { TeacherCard } from './teacher-card';
import { layout } from './layout';

/**
 * Course cards. `main`: the page's main list, whose first cover loads at once with high priority (a
 * phone's largest element, preloaded by the page server); every other cover loads lazily. Eager
 * covers for the rest of a desktop's first row were tried: React preloads every eager image, and
 * without the three extra requests the phone's LCP came sooner (/kurslar 1,965 → 1,805 ms, ADR 062).
 */
export function CourseGrid({ courses, main = false }: { courses: CourseCardData[]; main?: boolean }) {
  return (
    <ul className={layout.grid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} cover={main && index === 0 ? 'first' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

export function TeacherGrid({ teachers }: { teachers: TeacherCardData[] }) {
  return (
    <ul className={layout.teacherGrid}>
      {teachers.map((teacher) => (
        <li key={teacher.id}>
          <TeacherCard teacher={teacher} />
        </li>
      ))}
    </ul>
  );
}
