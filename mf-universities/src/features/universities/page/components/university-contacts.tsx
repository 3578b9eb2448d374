import { useId, type ReactNode } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { UniversityDetail } from '@platform/shared/contracts';
import { formatPhone, phoneDigits } from '@platform/shared/format';
import { NS } from '../../../../lib/i18n';
import { coordinatesOf, displayHost, osmLink, osmSearchLink, socialUrl, telHref, webUrl, type SocialNetwork } from '../lib/links';
import { storeInteraction } from '../../../../lib/interactions';
import styles from './university-page.module.css';

const SOCIAL: SocialNetwork[] = ['telegram', 'instagram', 'youtube'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.contact}>
      <dt className={styles.contactLabel}>{label}</dt>
      <dd className={styles.contactValue}>{children}</dd>
    </div>
  );
}

/** Phone, email, site, address (with a map link) and social accounts, those the university has. */
export function UniversityContacts({ university }: { university: UniversityDetail }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const site = university.site ? webUrl(university.site) : null;
  const point = coordinatesOf(university);
  const mapHref = point ? osmLink(point) : university.address ? osmSearchLink(university.address) : null;
  const socials = SOCIAL.flatMap((network) => {
    const value = university[network];
    const href = value ? socialUrl(network, value) : null;
    return href ? [{ network, href }] : [];
  });

  const rows: ReactNode[] = [];
  if (university.phone) {
    const phone = university.phone;
    rows.push(
      <Row key="phone" label={t('page.contacts.phone')}>
        <a href={telHref(phone)} onClick={() => storeInteraction(university, 'phone')}>
          {phoneDigits(phone).length === 9 ? formatPhone(phone) : phone}
        </a>
      </Row>,
    );
  }
  if (university.email) {
    rows.push(
      <Row key="email" label={t('page.contacts.email')}>
        <a href={`mailto:${university.email}`}>{university.email}</a>
      </Row>,
    );
  }
  if (site) {
    rows.push(
      <Row key="site" label={t('page.contacts.site')}>
        <a href={site} target="_blank" rel="noopener noreferrer" onClick={() => storeInteraction(university, 'site')}>
          {displayHost(site)}
        </a>
      </Row>,
    );
  }
  if (university.address || point) {
    rows.push(
      <Row key="address" label={t('page.contacts.address')}>
        {university.address && <span className={styles.address}>{university.address}</span>}
        {mapHref && (
          <a href={mapHref} target="_blank" rel="noopener noreferrer">
            {t('page.contacts.openMap')}
          </a>
        )}
      </Row>,
    );
  }
  if (socials.length > 0) {
    rows.push(
      <Row key="social" label={t('page.contacts.social')}>
        <ul className={styles.socials}>
          {socials.map(({ network, href }) => (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={`${styles.social} ${styles[network]}`}>
                {t(`page.contacts.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      </Row>,
    );
  }
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('page.contacts.title')}
      </h2>
      <dl className={styles.contacts}>{rows}</dl>
    </section>
  );
}
