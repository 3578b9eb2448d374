import { UniversityLogo } from '@platform/shared/ui';
import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import type { UniversityCard as UniversityCardData } from '@platform/shared/contracts';
import { formatUzs } from '@platform/shared/format';
import { universityPath } from '@platform/shared/routes';
import { NS } from '../../../../lib/i18n';
import { storeInteraction } from '../../../../lib/interactions';
import styles from './university-card.module.css';

export function UniversityCard({ university }: { university: UniversityCardData }) {
  const { t } = useTranslation(NS);
  const price = university.min_contract_price;
  return (
    <article className={styles.card}>
      <div className={styles.head}>
        <UniversityLogo name={university.name} logo={university.logo} />
        <div className={styles.badges}>
          <span className={`${styles.badge} ${styles[university.type]}`}>{t(`type.${university.type}`)}</span>
          {university.is_recommended && <span className={`${styles.badge} ${styles.recommended}`}>{t('list.card.recommended')}</span>}
        </div>
      </div>
      <h2 className={styles.name}>
        {/* the link covers the whole card (see .link::after) */}
        <Link
          to={universityPath(university.type, university.slug)}
          className={styles.link}
          onClick={() => storeInteraction(university, 'card')}
        >
          {university.name}
        </Link>
      </h2>
      {university.region && <p className={styles.region}>{university.region.name}</p>}
      {university.description && <p className={styles.description}>{university.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('list.card.contract')}</dt>
          <dd>
            {price !== null
              ? t('list.card.contractFrom', { price: formatUzs(price), currency: t('currency', { ns: 'common' }) })
              : t('list.card.contractUnknown')}
          </dd>
        </div>
        <div>
          <dt>{t('list.card.directions')}</dt>
          <dd>{university.direction_count}</dd>
        </div>
      </dl>
    </article>
  );
}
