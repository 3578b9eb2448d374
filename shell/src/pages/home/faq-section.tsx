import { useTranslation } from '@platform/shared/i18n';
import { Skeleton } from '@platform/shared/ui';
import { useFaq } from './api/get-faq';
import styles from './home.module.css';

export function FaqSection() {
  const { t } = useTranslation('shell');
  const faq = useFaq();
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title">{t('home.faq.title')}</h2>
      {faq.isPending ? (
        <Skeleton height={200} />
      ) : faq.isError ? null : (
        <div className={styles.faq}>
          {faq.data.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
