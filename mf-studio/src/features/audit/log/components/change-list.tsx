import { useTranslation } from '@platform/shared/i18n';
import { visuallyHidden } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { fieldChanges, showValue } from '../lib/changes';
import styles from './audit.module.css';

/** before → after of one write, one line per changed field. */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(NS);
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return <span className={styles.muted}>{t('audit.noChange')}</span>;
  return (
    <ul className={styles.changes}>
      {changes.map(({ field, before: was, after: now }) => (
        <li key={field || 'value'}>
          {field && <code className={styles.field}>{field}</code>} <del className={styles.before}>{showValue(was)}</del>{' '}
          <span aria-hidden="true">→</span>
          <span className={visuallyHidden}>{t('audit.becomes')}</span> <ins className={styles.after}>{showValue(now)}</ins>
        </li>
      ))}
    </ul>
  );
}
