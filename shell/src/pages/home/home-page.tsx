import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { paths, useRouteAvailable } from '@platform/shared/routes';
import { buttonClass } from '@platform/shared/ui';
import { ComingSoon } from '../../layout/section-link';
import { StoreLinks } from '../../layout/store-links';
import { Hero } from './hero';
import { CategorySlider } from './category-slider';
import { PrivateUniversities } from './private-universities';
import { FaqSection } from './faq-section';
import { MARKETING } from './marketing';
import styles from './home.module.css';

/** SPEC §2 "Home". */
export function HomePage() {
  const { t } = useTranslation('shell');
  const adviceAvailable = useRouteAvailable(paths.universityAdvice);
  return (
    <div className={styles.page}>
      <Hero />
      <CategorySlider />
      <PrivateUniversities />
      <section className={`${styles.banner} ${styles.recommend}`} aria-labelledby="recommend-title">
        <div>
          <h2 id="recommend-title">{t('home.recommend.title')}</h2>
          <p>{t('home.recommend.text')}</p>
        </div>
        {adviceAvailable ? (
          <Link to={paths.universityAdvice} className={buttonClass('primary')}>
            {t('home.recommend.action')}
          </Link>
        ) : (
          <ComingSoon />
        )}
      </section>
      <section className={`${styles.banner} ${styles.topicPromo}`} aria-labelledby="topic-title">
        <div>
          <h2 id="topic-title">{t('home.topic.title')}</h2>
          <p>{t('home.topic.text', { count: MARKETING.topic })}</p>
        </div>
        <Link to={paths.topicTests} className={buttonClass('primary')}>
          {t('home.topic.action')}
        </Link>
      </section>
      <section className={`${styles.banner} ${styles.app}`} aria-labelledby="app-title">
        <div>
          <h2 id="app-title">{t('home.app.title')}</h2>
          <p>{t('home.app.text')}</p>
        </div>
        <StoreLinks />
      </section>
      <FaqSection />
    </div>
  );
}
