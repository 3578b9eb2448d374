import { useId, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useParams } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { ErrorState, LoadingRegion, Skeleton, buttonClass, useDocumentTitle } from '@platform/shared/ui';
import { subjectQueryOptions } from '../api/get-subject';
import { CATALOG_NS } from '../../../../lib/i18n';
import { isSubjectSlug } from '../lib/subjects';
import { TestCatalog } from './test-catalog';
import styles from './catalog.module.css';

/** /mavzuli-test/{subject}: the subject's header and its tests, with the same search and paging. */
export function SubjectPage() {
  const { t } = useTranslation(CATALOG_NS);
  const headingId = useId();
  const { subject: slug = '' } = useParams();
  const locale = useSession((s) => s.locale);
  const valid = isSubjectSlug(slug);
  // a slug the api would refuse is not a subject: no request
  const subject = useQuery({ ...subjectQueryOptions(locale, slug), enabled: valid });
  const notFound = !valid || (subject.error instanceof ApiError && subject.error.status === 404);
  const info = subject.data?.data;

  useDocumentTitle(notFound ? t('subject.notFound.title') : info ? t('subject.documentTitle', { name: info.name }) : undefined);

  if (notFound) return <SubjectNotFound />;

  let heading;
  if (info) {
    heading = (
      <div className={styles.subjectHead} style={{ '--subject-color': info.color } as CSSProperties}>
        {info.image ? (
          <img className={styles.subjectImage} src={info.image} alt="" />
        ) : (
          <span className={styles.subjectMark} aria-hidden="true" />
        )}
        <div>
          <h1 id={headingId} className={styles.title}>
            {info.name}
          </h1>
          <p className={styles.subtitle}>{t('subject.testCount', { tests: info.test_count })}</p>
        </div>
      </div>
    );
  } else if (subject.isError) {
    heading = (
      <>
        <h1 id={headingId} className={styles.title}>
          {t('list.title')}
        </h1>
        <ErrorState message={userMessage(subject.error)} onRetry={() => void subject.refetch()} />
      </>
    );
  } else {
    heading = (
      <LoadingRegion label={t('subject.loading')} className={styles.subjectHead}>
        <Skeleton width={48} height={48} radius={12} />
        <Skeleton width={200} height={28} />
      </LoadingRegion>
    );
  }

  return (
    <TestCatalog
      // a new subject starts with its own search box and preview
      key={slug}
      headingId={headingId}
      heading={heading}
      subject={{ slug, name: info?.name, color: info?.color }}
    />
  );
}

function SubjectNotFound() {
  const { t } = useTranslation(CATALOG_NS);
  return (
    <section className={styles.notFound} aria-labelledby="subject-not-found">
      <h1 id="subject-not-found" className={styles.title}>
        {t('subject.notFound.title')}
      </h1>
      <p className={styles.subtitle}>{t('subject.notFound.text')}</p>
      <Link to={paths.topicTests} className={buttonClass('primary')}>
        {t('subject.notFound.link')}
      </Link>
    </section>
  );
}
