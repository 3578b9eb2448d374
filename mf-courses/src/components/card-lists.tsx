import type { CourseCard as CourseCardData, TeacherCard as TeacherCardData } from '@platform/shared/courses';
import { CourseCard } from './course-card';
import { TeacherCard } from './teacher-card';
import { layout } from './layout';

export function CourseGrid({ courses }: { courses: CourseCardData[] }) {
  return (
    <ul className={layout.grid}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
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
