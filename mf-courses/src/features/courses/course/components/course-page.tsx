import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { formatDay } from '@platform/shared/dates';
import { Link, useParams } from '@platform/shared/router';
import { ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { CoursePrice } from '../../../../components/course-price';
import { NotFound } from '../../../../components/not-found';
import { Rating } from '../../../../components/rating';
import { NS } from '../../../../lib/i18n';
import { teacherPath } from '../../../../lib/paths';
import { useCourse } from '../api/get-course';
import { CourseDescription } from './course-description';
import { LessonList } from './lesson-list';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';
import { layout } from '../../../../components/layout';
import styles from './course-page.module.css';

/** /kurslar/{slug}: cover, teacher, rating, date, price, description, lessons, save and share (SPEC §2). */
export function CoursePage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  const course = useCourse(slug);
  useDocumentTitle(course.data ? t('course.documentTitle', { name: course.data.data.name }) : t('course.loading'));

  if (course.isPending) {
    return (
      <div className={layout.page}>
        <LoadingRegion label={t('course.loading')} className={styles.layout}>
          <Skeleton height={220} radius={12} />
          <div className={styles.info}>
            <Skeleton width="80%" height={32} />
            <Skeleton width="50%" height={18} />
            <Skeleton height={120} />
          </div>
        </LoadingRegion>
      </div>
    );
  }
  if (course.isError) {
    if (isApiStatus(course.error, 404)) return <NotFound title={t('course.notFound')} />;
    return (
      <div className={layout.page}>
        <ErrorState message={userMessage(course.error)} onRetry={() => void course.refetch()} />
      </div>
    );
  }
  const c = course.data.data;
  return (
    <article className={layout.page}>
      <div className={styles.layout}>
        {/* the largest thing of the first screen on a phone (its LCP): fetched before the scripts preloaded with the page */}
        <img className={styles.cover} src={c.image.large} alt="" width={640} height={360} fetchPriority="high" />
        <div className={styles.info}>
          <p className={styles.category}>{c.category.name}</p>
          <h1 className={layout.title}>{c.name}</h1>
          <Link to={teacherPath(c.teacher.slug)} className={styles.teacher}>
            <img src={c.teacher.image.small} alt="" width={40} height={40} className={styles.avatar} />
            <span>
              <span className={styles.teacherName}>{c.teacher.full_name}</span>
              <span className={styles.muted}>{c.teacher.user_name}</span>
            </span>
          </Link>
          <dl className={styles.facts}>
            <div>
              <dt>{t('teacher.rating')}</dt>
              <dd>
                <Rating rating={c.rating} count={c.rating_count} />
              </dd>
            </div>
            <div>
              <dt>{t('course.created')}</dt>
              <dd>{formatDay(c.created_at * 1000)}</dd>
            </div>
            <div>
              <dt>{t('course.price')}</dt>
              <dd>
                <CoursePrice course={c} large />
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <SaveButton courseId={c.id} slug={slug} saved={c.is_saved} />
            <ShareButton title={c.name} />
          </div>
        </div>
      </div>
      <section className={styles.block} aria-labelledby="course-about">
        <h2 id="course-about" className={styles.blockTitle}>
          {t('course.description')}
        </h2>
        <CourseDescription text={c.description} />
      </section>
      <LessonList lessons={c.lessons} />
    </article>
  );
}
