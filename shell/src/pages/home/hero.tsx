import { useState, type FormEvent } from 'react';
import { useNavigate } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { courseSearchPath, paths, topicSearchPath, useRouteAvailable } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { Button, visuallyHidden } from '@platform/shared/ui';
import { MARKETING } from './marketing';
import styles from './home.module.css';

export function Hero() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [search, setSearch] = useState('');
  // the search finds courses once their section is deployed, topic tests until then (no dead end)
  const courses = useRouteAvailable(paths.courseFilter);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = (courses ? courseSearchPath : topicSearchPath)(search);
    if (target) navigate(target);
  };

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p>{t('home.hero.subtitle')}</p>
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <label htmlFor="course-search" className={visuallyHidden}>
            {t(courses ? 'home.hero.searchLabel' : 'home.hero.searchTestsLabel')}
          </label>
          <input
            id="course-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t(courses ? 'home.hero.searchPlaceholder' : 'home.hero.searchTestsPlaceholder')}
          />
          <Button type="submit">{t('home.hero.searchButton')}</Button>
        </form>
        {status === 'user' ? (
          <Button variant="secondary" className={styles.mainButton} onClick={() => navigate(paths.topicTests)}>
            {t('home.hero.start')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className={styles.mainButton}
            onClick={() => bus.emit('auth:open', {})}
            disabled={status === 'unknown'}
          >
            {t('home.hero.register')}
          </Button>
        )}
      </div>
      <ul className={styles.counts} aria-label={t('home.counts.label')}>
        <li>
          <strong>{MARKETING.dtm}</strong> <span>{t('home.counts.dtm')}</span>
        </li>
        <li>
          <strong>{MARKETING.topic}</strong> <span>{t('home.counts.topic')}</span>
        </li>
        <li>
          <strong>{MARKETING.auto}</strong> <span>{t('home.counts.auto')}</span>
        </li>
        <li>
          <strong>{MARKETING.nationalCertificate}</strong> <span>{t('home.counts.nationalCertificate')}</span>
        </li>
        <li>
          <strong>{MARKETING.courseDiscount}%</strong> <span>{t('home.counts.courseDiscount')}</span>
        </li>
      </ul>
    </section>
  );
}
