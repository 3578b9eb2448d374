import { useEffect, useId, useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { formatUzs } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import { leadBody, type LearningCenterRow } from '@platform/shared/learning-centres';
import { Button, ErrorState, LoadingRegion, Modal, Skeleton } from '@platform/shared/ui';
import { ContactForm } from '../../../../components/contact-form';
import { NS } from '../../../../lib/i18n';
import { useLearningCentres, useSendLead } from '../api/advice-api';
import styles from './advice.module.css';

/** SPEC §9: success dialogs close after 2 s. */
export const SUCCESS_DIALOG_MS = 2000;

/** The learning centres that teach one of the pair's subjects (SPEC §3 selection), each with the lead form. */
export function LearningCentres({ subjectIds }: { subjectIds: number[] }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const centres = useLearningCentres();
  const [chosen, setChosen] = useState<LearningCenterRow | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const rows = centres.data?.filter((r) => subjectIds.includes(r.subject_id)) ?? [];
  return (
    <section className={styles.centres} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('centres.title')}
      </h2>
      <p className={styles.hint}>{t('centres.subtitle')}</p>
      {centres.isPending ? (
        <LoadingRegion label={t('centres.loading')} className={styles.centreGrid}>
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </LoadingRegion>
      ) : centres.isError ? (
        <ErrorState message={userMessage(centres.error)} onRetry={() => void centres.refetch()} />
      ) : rows.length === 0 ? (
        <p className={styles.hint}>{t('centres.none')}</p>
      ) : (
        <ul className={styles.centreGrid}>
          {rows.map((row) => (
            <li key={`${row.learning_center.id}-${row.subject_id}`}>
              <CentreCard row={row} onApply={() => setChosen(row)} />
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={chosen !== null}
        title={t('centres.form.title', { name: chosen?.learning_center.name ?? '' })}
        onClose={() => setChosen(null)}
      >
        {chosen && (
          <LeadForm
            centre={chosen}
            onSent={() => {
              setChosen(null);
              setSent(true);
            }}
          />
        )}
      </Modal>
      <Modal open={sent} title={t('centres.success.title')} onClose={() => setSent(false)}>
        <p role="status">{t('centres.success.text')}</p>
      </Modal>
    </section>
  );
}

function CentreCard({ row, onApply }: { row: LearningCenterRow; onApply: () => void }) {
  const { t } = useTranslation(NS);
  const c = row.learning_center;
  const discounted = row.discount_percent > 0 ? Math.round((row.price * (100 - row.discount_percent)) / 100) : null;
  return (
    <article className={styles.centre} data-testid="learning-centre">
      <div className={styles.centreHead}>
        {c.logo && <img src={c.logo} alt="" width={48} height={48} className={styles.logo} />}
        <div className={styles.centreNames}>
          <h3 className={styles.cardTitle}>{c.name}</h3>
          <p className={styles.cardMeta}>{c.title}</p>
        </div>
        {c.is_recommended && <span className={`${styles.chance} ${styles.grant}`}>{t('centres.recommended')}</span>}
      </div>
      <p className={styles.centreText}>{c.description}</p>
      <p className={styles.cardMeta}>
        {row.address_name ? `${row.address_name}: ` : ''}
        {row.address}
      </p>
      <p className={styles.price}>
        <span>{row.subject_name}:</span>{' '}
        {discounted !== null ? (
          <>
            <s aria-label={t('centres.oldPrice')}>{formatUzs(row.price)}</s>{' '}
            <strong>{t('centres.price', { price: formatUzs(discounted) })}</strong>{' '}
            <span className={styles.discount}>−{row.discount_percent}%</span>
          </>
        ) : (
          <strong>{t('centres.price', { price: formatUzs(row.price) })}</strong>
        )}
      </p>
      <Button type="button" onClick={onApply} aria-label={t('centres.applyTo', { name: c.name, subject: row.subject_name })}>
        {t('centres.apply')}
      </Button>
    </article>
  );
}

/** SPEC §5 lead form: name (prefilled from the profile) and phone; the api checks with the same schema. */
function LeadForm({ centre, onSent }: { centre: LearningCenterRow; onSent: () => void }) {
  const { t } = useTranslation(NS);
  const send = useSendLead();
  return (
    <ContactForm
      nameField="name"
      body={(name, phone) => ({ name, phone, learning_center_id: centre.learning_center.id })}
      schema={leadBody}
      mutation={send}
      onSent={onSent}
      about={`${centre.subject_name} · ${centre.learning_center.title}`}
      labels={{
        name: t('centres.form.name'),
        phone: t('centres.form.phone'),
        phoneHint: t('centres.form.phoneHint'),
        submit: t('centres.form.submit'),
      }}
    />
  );
}
