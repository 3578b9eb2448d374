import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { coursePath, useRouteAvailable } from '@platform/shared/routes';
import { formatUzs } from '@platform/shared/format';
import { LoadingRegion, Skeleton, visuallyHidden } from '@platform/shared/ui';
import { coursePrice, RECOMMENDED_COURSES_MAX, type CourseCard } from '@platform/shared/courses';
import { formatRating } from '../../../../components/format';
import { StarIcon } from '../../../../components/icons';
import { RESULTS_NS } from '../../../../lib/i18n';
import { useViewerRecommendedCourses } from '../hooks/use-viewer-queries';
import styles from './recommended-courses.module.css';

/** Intrinsic size of the cover (16:9); CSS scales it to the card, the ratio reserves the space. */
const COVER_WIDTH = 320;
const COVER_HEIGHT = 180;
const AVATAR_SIZE = 24;

/** A decorative image loaded lazily, or an empty box of the same class when there is none (an empty URL). */
function Picture({ src, className, width, height }: { src: string; className: string; width: number; height: number }) {
  if (!src) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}

function CoursePrice({ course }: { course: CourseCard }) {
  const { t } = useTranslation(RESULTS_NS);
  const amount = (value: number) => t('courses.amount', { price: formatUzs(value), currency: t('currency', { ns: 'common' }) });
  if (course.type === 'free') return <p className={`${styles.price} ${styles.free}`}>{t('courses.free')}</p>;
  const price = coursePrice(course);
  const discounted = course.discount_percent > 0;
  return (
    <p className={styles.price}>
      <span className={`${styles.current} ${price === 0 ? styles.free : ''}`} data-testid="course-price">
        {price === 0 ? t('courses.free') : amount(price)}
      </span>
      {discounted && (
        <>
          <s className={styles.original}>
            <span className={visuallyHidden}>{t('courses.originalPrice')} </span>
            {amount(course.price)}
          </s>
          <span className={styles.discount}>
            <span aria-hidden="true">{t('courses.discountBadge', { percent: course.discount_percent })}</span>
            <span className={visuallyHidden}>{t('courses.discount', { percent: course.discount_percent })}</span>
          </span>
        </>
      )}
    </p>
  );
}

function RecommendedCourseCard({ course }: { course: CourseCard }) {
  const { t } = useTranslation(RESULTS_NS);
  // the course page is the courses section's: until it is deployed the card is not a link (issue 11)
  const linked = useRouteAvailable(coursePath(course.slug));
  return (
    <li className={styles.card} data-testid="recommended-course">
      <Picture src={course.image.small} className={styles.cover} width={COVER_WIDTH} height={COVER_HEIGHT} />
      <div className={styles.body}>
        {course.subject_name && <p className={styles.subject}>{course.subject_name}</p>}
        <h3 className={styles.name}>
          {/* the link covers the whole card (::after); its name is the course's */}
          {linked ? (
            <Link to={coursePath(course.slug)} className={styles.link}>
              {course.name}
            </Link>
          ) : (
            course.name
          )}
        </h3>
        <p className={styles.teacher}>
          <Picture src={course.teacher.image.small} className={styles.avatar} width={AVATAR_SIZE} height={AVATAR_SIZE} />
          <span className={styles.teacherName}>{course.teacher.full_name}</span>
        </p>
        <p className={styles.meta}>
          {course.lesson_count > 0 && <span>{t('courses.lessons', { count: course.lesson_count })}</span>}
          {course.rating > 0 && (
            <span className={styles.rating}>
              <StarIcon filled width={14} height={14} className={styles.star} />
              <span aria-hidden="true">{formatRating(course.rating)}</span>
              <span className={visuallyHidden}>{t('courses.rating', { rating: formatRating(course.rating) })}</span>
            </span>
          )}
        </p>
        <CoursePrice course={course} />
      </div>
    </li>
  );
}

function RecommendedCoursesSkeleton() {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <LoadingRegion label={t('courses.loading')} className={styles.section}>
      <Skeleton width={220} height={22} radius={6} />
      <div className={styles.grid}>
        {Array.from({ length: RECOMMENDED_COURSES_MAX }, (_, i) => (
          <div key={i} className={styles.card} data-testid="recommended-course-skeleton">
            <span className={styles.cover}>
              <Skeleton height="100%" radius={0} />
            </span>
            <div className={styles.body}>
              <Skeleton height={18} />
              <Skeleton width="60%" height={14} />
              <Skeleton width="40%" height={18} />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * "Recommended courses" under a finished result (SPEC §2 "Topic tests"): a suggestion, so an empty
 * list or a failed request shows nothing at all and never disturbs the result.
 */
export function RecommendedCourses({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const query = useViewerRecommendedCourses(ticketId);
  if (query.isPending) return <RecommendedCoursesSkeleton />;
  if (query.isError) return null;
  const courses = query.data.data.slice(0, RECOMMENDED_COURSES_MAX);
  if (courses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommended-courses-title" data-testid="recommended-courses">
      <h2 id="recommended-courses-title" className={styles.title}>
        {t('courses.title')}
      </h2>
      <ul className={styles.grid}>
        {courses.map((course) => (
          <RecommendedCourseCard key={course.id} course={course} />
        ))}
      </ul>
    </section>
  );
}
