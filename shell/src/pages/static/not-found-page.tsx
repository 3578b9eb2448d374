import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { paths } from '@platform/shared/routes';
import { buttonClass } from '@platform/shared/ui';
import styles from './static.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home} className={buttonClass('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
