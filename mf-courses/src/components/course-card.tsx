import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import type { CourseCard as CourseCardData } from '@platform/shared/courses';
import { coursePath } from '@platform/shared/routes';
import { NS } from '../lib/i18n';
import { CoursePrice } from './course-price';
import { Rating } from './rating';
import styles from './cards.module.css';

/** A course's card. `cover`: `first` for the first card of a page's main list (at once, high priority), else lazy. */
export function CourseCard({ course, cover = 'lazy' }: { course: CourseCardData; cover?: 'lazy' | 'first' }) {
  const { t } = useTranslation(NS);
  return (
    <article className={styles.card}>
      <img
        className={styles.cover}
        src={course.image.small}
        alt=""
        width={640}
        height={360}
        loading={cover === 'first' ? undefined : 'lazy'}
        fetchPriority={cover === 'first' ? 'high' : undefined}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          {/* the link covers the whole card (see .link::after) */}
          <Link to={coursePath(course.slug)} className={styles.link}>
            {course.name}
          </Link>
        </h3>
        <p className={styles.teacher}>
          <img src={course.teacher.image.small} alt="" width={24} height={24} className={styles.avatar} loading="lazy" />
          <span>{course.teacher.full_name}</span>
        </p>
        <p className={styles.meta}>
          <Rating rating={course.rating} />
          <span>{t('card.lessons', { count: course.lesson_count })}</span>
        </p>
        <div className={styles.footer}>
          <CoursePrice course={course} />
        </div>
      </div>
    </article>
  );
}
