import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { buttonClass } from '@platform/shared/ui';
import { QUIZ_NS } from '../../../lib/i18n';
import styles from './quiz-page.module.css';

/** A test that does not exist (404) or a link without a test id. */
export function QuizNotFound() {
  const { t } = useTranslation(QUIZ_NS);
  return (
    <section className={styles.notice} aria-labelledby="quiz-not-found-title">
      <span className={styles.noticeIcon} aria-hidden="true">
        ?
      </span>
      <h1 id="quiz-not-found-title" className={styles.noticeTitle}>
        {t('notFound.title')}
      </h1>
      <p className={styles.noticeText}>{t('notFound.text')}</p>
      <Link to={paths.topicTests} className={buttonClass('secondary')}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
