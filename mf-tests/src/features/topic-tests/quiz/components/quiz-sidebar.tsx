import { memo, useId, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { groupDigits } from '@platform/shared/format';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { BANNER_SUBJECTS, type TestInfo } from '@platform/shared/topic-tests';
import { Skeleton, visuallyHidden } from '@platform/shared/ui';
import { QUIZ_NS } from '../../../../lib/i18n';
import { PromoBanner } from './promo-banner';
import { QuizProgress } from './quiz-progress';
import styles from './quiz-sidebar.module.css';
import { contentLang, contentLocale } from '../../../../lib/content-language';

interface QuizSidebarProps {
  info: TestInfo | undefined;
  /** the route's subject slug, used until the test info has come */
  subject: string;
  answered: number;
  total: number;
  /** phones: a compact header with progress; the details open on demand */
  compact: boolean;
}

export function hasBanner(subject: string): boolean {
  return (BANNER_SUBJECTS as readonly string[]).includes(subject);
}

/**
 * Left panel of the test screen (SPEC §2): names, rating, counts, progress and the promo banner.
 * Memoised: choosing an option changes none of its props, so a tap leaves the panel alone (ADR 053).
 */
export const QuizSidebar = memo(function QuizSidebar({ info, subject, answered, total, compact }: QuizSidebarProps) {
  const { t } = useTranslation(QUIZ_NS);
  const premium = useSession((s) => s.premium);
  const locale = useSession((s) => s.locale);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const slug = info?.subject_slug ?? subject;
  // premium hides Pro banners (SPEC §6)
  const banner = hasBanner(slug) && !premium;

  const back = (
    <Link to={`${paths.topicTests}/${encodeURIComponent(slug)}`} className={styles.back}>
      <span aria-hidden="true">←</span> {t('back')}
    </Link>
  );
  const title = info ? (
    <h1 className={styles.lesson} lang={contentLang(info.language_id, locale)}>
      {info.lesson_name}
    </h1>
  ) : (
    <h1 className={styles.lesson}>
      <span className={visuallyHidden}>{t('info.loading')}</span>
      <Skeleton width="80%" height={24} />
    </h1>
  );
  const details = (
    <>
      {info ? (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('info.subject')}</dt>
            <dd>{info.subject_name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('info.language')}</dt>
            <dd>{t(`info.languages.${contentLocale(info.language_id)}`)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('info.rating')}</dt>
            <dd>
              <span aria-hidden="true" className={styles.star}>
                ★
              </span>{' '}
              {info.test_rating.toFixed(1)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('info.questions')}</dt>
            <dd>{groupDigits(info.test_count)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('info.views')}</dt>
            <dd>{groupDigits(info.view_count)}</dd>
          </div>
        </dl>
      ) : (
        <div aria-hidden="true" className={styles.facts}>
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} />
        </div>
      )}
      {banner && <PromoBanner />}
    </>
  );

  if (compact) {
    return (
      <header className={`${styles.side} ${styles.compact}`}>
        <div className={styles.compactTop}>
          {back}
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
          >
            {t('info.show')}
            <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron}>
              ▾
            </span>
          </button>
        </div>
        {title}
        <QuizProgress answered={answered} total={total} />
        <div id={detailsId} hidden={!open} className={styles.compactDetails}>
          {details}
        </div>
      </header>
    );
  }

  return (
    <aside className={styles.side} aria-label={t('info.title')}>
      {back}
      {title}
      <QuizProgress answered={answered} total={total} />
      {details}
    </aside>
  );
});
