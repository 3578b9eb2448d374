import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { CourseLesson } from '@platform/shared/courses';
import { NS } from '../../../../lib/i18n';
import { hoursAndMinutes, minutesOf } from '../lib/durations';
import styles from './course-page.module.css';

/** The lessons in order, each with its length, and the total. */
export function LessonList({ lessons }: { lessons: CourseLesson[] }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const total = hoursAndMinutes(lessons.reduce((s, l) => s + l.duration_seconds, 0));
  const duration = total.hours ? t('course.duration', total) : t('course.durationShort', { minutes: total.minutes });
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>
        {t('course.lessons')}
      </h2>
      <p className={styles.muted}>{t('course.lessonCount', { count: lessons.length, duration })}</p>
      <ol className={styles.lessons}>
        {lessons.map((lesson) => (
          <li key={lesson.position} className={styles.lesson}>
            <span className={styles.lessonNumber} aria-hidden="true">
              {lesson.position}
            </span>
            <span className={styles.lessonTitle}>{lesson.title}</span>
            <span className={styles.lessonDuration}>{t('course.minutes', { minutes: minutesOf(lesson.duration_seconds) })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
