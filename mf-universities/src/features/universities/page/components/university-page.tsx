import { Link, Navigate, useLocation, useParams } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { ApiError, userMessage } from '@platform/shared/api';
import { universitySlug, type UniversityDetail } from '@platform/shared/contracts';
import { paths, universityPath } from '@platform/shared/routes';
import { buttonClass, Skeleton, UniversityLogo, ErrorState, LoadingRegion, useDocumentTitle } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useUniversityInfo } from '../api/get-university-info';
import { storeInteraction } from '../../../../lib/interactions';
import { webUrl } from '../lib/links';
import { AdmissionSection } from './admission-section';
import { UniversityContacts } from './university-contacts';
import { UniversityDescription } from './university-description';
import { UniversityMap } from './university-map';
import { UniversityNotFound } from './university-not-found';
import { UniversityPrograms } from './university-programs';
import { UniversityStats } from './university-stats';
import styles from './university-page.module.css';

function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={styles.page}>
      <div className={styles.hero}>
        <Skeleton width={72} height={72} radius={12} />
        <div className={styles.heroText}>
          <Skeleton width="70%" height={28} />
          <Skeleton width="35%" height={16} />
        </div>
      </div>
      <div className={styles.skeletonBlock}>
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton width="60%" height={16} />
      </div>
      <Skeleton height={220} radius={12} />
    </LoadingRegion>
  );
}

function UniversityContent({ university, listPath }: { university: UniversityDetail; listPath: string }) {
  const { t } = useTranslation(NS);
  const isPrivate = university.type === 'private';
  const site = university.site ? webUrl(university.site) : null;
  return (
    <article className={styles.page}>
      <Link to={listPath} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t(listPath === paths.privateUniversities ? 'page.backPrivate' : 'page.back')}
      </Link>

      {university.image && <img className={styles.cover} src={university.image} alt="" decoding="async" />}

      <header className={styles.hero}>
        <UniversityLogo name={university.name} logo={university.logo} size="lg" />
        <div className={styles.heroText}>
          <h1 className={styles.name}>{university.name}</h1>
          <p className={styles.meta}>
            <span className={`${styles.badge} ${styles[university.type]}`}>{t(`type.${university.type}`)}</span>
            {university.region && <span>{university.region.name}</span>}
          </p>
        </div>
        {isPrivate && site && (
          <a
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass('primary')} ${styles.website}`}
            onClick={() => storeInteraction(university, 'site')}
          >
            {t('page.website')}
          </a>
        )}
      </header>

      {isPrivate && <UniversityStats university={university} />}
      {isPrivate && <UniversityPrograms universityId={university.id} universitySlug={university.slug} />}
      <UniversityDescription description={university.description} longDescription={university.long_description} />
      <div className={isPrivate ? undefined : styles.columns}>
        <UniversityContacts university={university} />
        {!isPrivate && <UniversityMap university={university} />}
      </div>
      <AdmissionSection universityId={university.id} />
    </article>
  );
}

/**
 * /universitetlar/:slug and /xususiy-universitetlar/:slug. A university opened under the other
 * list's path is redirected (replace) to its canonical path, keeping the admission filters.
 */
export function UniversityPage({ listPath = paths.universities }: { listPath?: string }) {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  const location = useLocation();
  const validSlug = universitySlug.safeParse(slug).success;
  const info = useUniversityInfo(slug, { enabled: validSlug });
  const notFound = !validSlug || (info.error instanceof ApiError && info.error.status === 404);

  useDocumentTitle(info.data ? t('page.documentTitle', { name: info.data.name }) : undefined);

  if (notFound) return <UniversityNotFound listPath={listPath} />;
  if (info.isPending) return <PageSkeleton label={t('page.loading')} />;
  if (info.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={userMessage(info.error)} onRetry={() => void info.refetch()} />
      </div>
    );
  }

  const canonical = universityPath(info.data.type, info.data.slug);
  if (location.pathname !== canonical) {
    return <Navigate replace to={{ pathname: canonical, search: location.search }} />;
  }
  return <UniversityContent university={info.data} listPath={listPath} />;
}
