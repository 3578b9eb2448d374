import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import type { TeacherCard as TeacherCardData } from '@platform/shared/courses';
import { teacherPath } from '../lib/paths';
import { NS } from '../lib/i18n';
import { Rating } from './rating';
import styles from './cards.module.css';

export function TeacherCard({ teacher }: { teacher: TeacherCardData }) {
  const { t } = useTranslation(NS);
  return (
    <article className={`${styles.card} ${styles.teacherCard}`}>
      <img className={styles.portrait} src={teacher.image.small} alt="" width={72} height={72} loading="lazy" />
      <h3 className={styles.name}>
        <Link to={teacherPath(teacher.slug)} className={styles.link}>
          {teacher.full_name}
        </Link>
      </h3>
      <p className={styles.specialty}>{teacher.user_name}</p>
      <p className={styles.meta}>
        <Rating rating={teacher.rating} />
        <span>{t('card.courses', { count: teacher.course_count })}</span>
      </p>
    </article>
  );
}
