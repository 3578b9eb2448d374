import type { CourseCard as CourseCardData, TeacherCard as TeacherCardData } from '@platform/shared/courses';
import { CourseCard } from './course-card';
import { TeacherCard } from './teacher-card';
import { layout } from './layout';

/** Cards in the widest grid's first row (four columns): what a page's main list shows first. */
const FIRST_ROW = 4;

/**
 * Course cards. `main`: the page's main list, whose first row's covers load at once (the first with
 * high priority: a phone's largest element, preloaded by the page server) instead of lazily.
 */
export function CourseGrid({ courses, main = false }: { courses: CourseCardData[]; main?: boolean }) {
  return (
    <ul className={layout.grid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} cover={!main || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'first' : 'eager'} />
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
