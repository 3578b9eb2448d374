import { useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { EmptyState, ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import type { RemoteChange } from '@platform/shared/studio-ops';
import { NS } from '../../../../lib/i18n';
import { useRemotes, type RemoteChangeRequest } from '../../api/remotes';
import { ConfirmChange } from './confirm-change';
import { RemoteCard } from './remote-card';
import styles from './operations.module.css';

/** /studio/operations: each remote's served and built versions with their contract status; switch and roll back. */
export function RemotesPage() {
  const { t } = useTranslation(NS);
  const remotes = useRemotes();
  const [asked, setAsked] = useState<RemoteChangeRequest | null>(null);
  const [done, setDone] = useState<RemoteChange | null>(null);
  return (
    <section aria-labelledby="operations-title">
      <h1 id="operations-title" className={layout.title}>
        {t('sections.operations.title')}
      </h1>
      <p className={layout.muted}>{t('operations.intro')}</p>
      <p role="status" className={styles.done}>
        {done &&
          (done.changed
            ? t('operations.changed', { name: done.name, from: done.before ?? '—', to: done.after })
            : t('operations.unchanged', { name: done.name, version: done.after }))}
      </p>
      {remotes.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={200} />
        </LoadingRegion>
      ) : remotes.isError ? (
        <ErrorState message={userMessage(remotes.error)} onRetry={() => void remotes.refetch()} />
      ) : remotes.data.data.remotes.length === 0 ? (
        <EmptyState message={t('operations.empty')} />
      ) : (
        <ul className={styles.list}>
          {remotes.data.data.remotes.map((remote) => (
            <li key={remote.name}>
              <RemoteCard remote={remote} onAsk={setAsked} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmChange
        request={asked}
        onClose={() => setAsked(null)}
        onDone={(change) => {
          setAsked(null);
          setDone(change);
        }}
      />
    </section>
  );
}
