import { useState, type FormEvent } from 'react';
import { useNavigate } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { courseSearchPath, paths, useRouteAvailable } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { Button, visuallyHidden } from '@platform/shared/ui';
import { MARKETING } from './marketing';
import styles from './home.module.css';

export function Hero() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [search, setSearch] = useState('');
  // the course search leads into the courses section: shown once it is deployed
  const searchable = useRouteAvailable(paths.courseFilter);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = courseSearchPath(search);
    if (target) navigate(target);
  };

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p>{t('home.hero.subtitle')}</p>
        {searchable && (
          <form role="search" className={styles.search} onSubmit={onSubmit}>
            <label htmlFor="course-search" className={visuallyHidden}>
              {t('home.hero.searchLabel')}
            </label>
            <input
              id="course-search"
              type="search"
              value={search}
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('home.hero.searchPlaceholder')}
            />
            <Button type="submit">{t('home.hero.searchButton')}</Button>
          </form>
        )}
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
