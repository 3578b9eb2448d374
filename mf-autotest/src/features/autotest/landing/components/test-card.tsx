import type { AutotestCard } from '@platform/shared/autotest';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { NS } from '../../../../lib/i18n';
import { autotestPaths } from '../../../../lib/paths';
import { useViewer } from '@platform/shared/session';
import { useSaveTest } from '../api/save-test';
import styles from './landing.module.css';

/**
 * A numbered ticket: opens the test screen; a Pro ticket without Pro is covered by the lock and
 * leads to /pro. The star saves it (signed out: the sign-in flow opens, SPEC §5).
 */
export function TestCard({ test, locked }: { test: AutotestCard; locked: boolean }) {
  const { t } = useTranslation(NS);
  const { signedIn } = useViewer();
  const save = useSaveTest();
  const toggle = () => {
    if (!signedIn) {
      bus.emit('auth:open', { redirectUrl: autotestPaths.home });
      return;
    }
    save.mutate(
      { test_id: test.test_id, status: !test.is_saved },
      {
        onSuccess: ({ data }) =>
          bus.emit('toast', { kind: 'success', message: t(data.is_saved ? 'card.savedToast' : 'card.removedToast') }),
        onError: (error) => bus.emit('toast', { kind: 'error', message: userMessage(error) }),
      },
    );
  };
  return (
    <article className={`${styles.card} ${locked ? styles.cardLocked : ''}`} data-testid={`ticket-${test.number}`}>
      <h3 className={styles.cardTitle}>
        <Link
          to={locked ? paths.pro : autotestPaths.ticket(test.test_id)}
          className={styles.cardLink}
          aria-label={locked ? `${test.lesson_name}: ${t('card.locked')}` : t('card.start', { name: test.lesson_name })}
        >
          {test.lesson_name}
        </Link>
      </h3>
      <p className={styles.cardNote}>{t('card.questions', { count: test.test_count })}</p>
      <p className={styles.cardNote}>
        {test.test_rating === null ? t('card.notTried') : t('card.best', { score: test.test_rating, total: test.test_count })}
      </p>
      <button
        type="button"
        className={styles.star}
        aria-pressed={test.is_saved}
        aria-label={`${t(test.is_saved ? 'card.saved' : 'card.save')}: ${test.lesson_name}`}
        disabled={save.isPending}
        onClick={toggle}
      >
        <span aria-hidden="true">{test.is_saved ? '★' : '☆'}</span>
      </button>
      {locked && (
        <div className={styles.lock} aria-hidden="true">
          <svg className={styles.lockIcon} viewBox="0 0 24 24" width="24" height="24" focusable="false">
            <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{t('card.locked')}</span>
        </div>
      )}
    </article>
  );
}
