import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { useParams } from '@platform/shared/router';
import { ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { CourseGrid } from '../../../../components/card-lists';
import { NotFound } from '../../../../components/not-found';
import { Rating } from '../../../../components/rating';
import { NS } from '../../../../lib/i18n';
import { useTeacher } from '../api/get-teacher';
import { layout } from '../../../../components/layout';
import styles from './teacher-page.module.css';

/** /ustoz/{slug}: photo, specialty, social links by type, aggregate rating, course count, courses (SPEC §2). */
export function TeacherPage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  const teacher = useTeacher(slug);
  useDocumentTitle(teacher.data ? t('teacher.documentTitle', { name: teacher.data.data.full_name }) : t('teacher.loading'));

  if (teacher.isPending) {
    return (
      <div className={layout.page}>
        <LoadingRegion label={t('teacher.loading')} className={styles.head}>
          <Skeleton width={120} height={120} radius={999} />
          <div className={styles.info}>
            <Skeleton width="60%" height={32} />
            <Skeleton width="40%" height={18} />
          </div>
        </LoadingRegion>
      </div>
    );
  }
  if (teacher.isError) {
    if (isApiStatus(teacher.error, 404)) return <NotFound title={t('teacher.notFound')} />;
    return (
      <div className={layout.page}>
        <ErrorState message={userMessage(teacher.error)} onRetry={() => void teacher.refetch()} />
      </div>
    );
  }
  const p = teacher.data.data;
  return (
    <article className={layout.page}>
      <div className={styles.head}>
        <img className={styles.photo} src={p.image.small} alt="" width={120} height={120} />
        <div className={styles.info}>
          <h1 className={layout.title}>{p.full_name}</h1>
          <p className={styles.specialty}>{p.user_name}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('teacher.rating')}</dt>
              <dd>
                <Rating rating={p.rating} count={p.rating_count} />
              </dd>
            </div>
            <div>
              <dt>{t('teacher.courseCount')}</dt>
              <dd>{p.course_count}</dd>
            </div>
          </dl>
          {p.contacts.length > 0 && (
            <nav aria-label={t('teacher.contacts')}>
              <ul className={styles.contacts}>
                {p.contacts.map((contact) => (
                  <li key={contact.id}>
                    <a
                      href={contact.url}
                      className={`${styles.contact} ${styles[contact.type]}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('teacher.contact', { name: p.full_name, network: t(`teacher.networks.${contact.type}`) })}
                    >
                      {t(`teacher.networks.${contact.type}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <p className={styles.bio}>{p.bio}</p>
      <section className={layout.section} aria-labelledby="teacher-courses">
        <h2 id="teacher-courses" className={layout.sectionTitle}>
          {t('teacher.courses')}
        </h2>
        <div className={styles.courses}>
          <CourseGrid courses={p.courses} />
        </div>
      </section>
    </article>
  );
}
