import { Suspense } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { studioPath } from '../../../../lib/sections';
import { useStudio } from '../../../../lib/studio-context';
import styles from './dashboard.module.css';

/** /studio: who the caller is in the studio (roles and scopes) and a card per section they may open. */
export function DashboardPage() {
  const { t } = useTranslation(NS);
  const { roles, sections } = useStudio();
  const cards = sections.filter((section) => section.nav !== false);
  return (
    <section aria-labelledby="studio-home-title">
      <h1 id="studio-home-title" className={layout.title}>
        {t('home.title')}
      </h1>
      <p className={layout.muted}>{t('home.subtitle')}</p>
      <h2 className={styles.subheading}>{t('home.roles')}</h2>
      <ul className={styles.roles} data-testid="studio-roles">
        {roles.map(({ role, scope }) => (
          <li key={role} className={styles.role}>
            <strong>{t(`roleNames.${role}`)}</strong>
            {scope && <span className={styles.scope}>{t(`home.scope.${scope.kind}`, { name: scope.name })}</span>}
          </li>
        ))}
      </ul>
      <h2 className={styles.subheading}>{t('home.sections')}</h2>
      {cards.length === 0 ? (
        <p className={layout.muted}>{t('home.noSections')}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map(({ path, label, Summary }) => (
            <li key={path} className={styles.card}>
              <Link to={studioPath(path)} className={styles.cardLink}>
                {t(`sections.${label}.title`)}
              </Link>
              <p className={styles.cardText}>{t(`sections.${label}.text`)}</p>
              {Summary && (
                <Suspense fallback={null}>
                  <Summary />
                </Suspense>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
