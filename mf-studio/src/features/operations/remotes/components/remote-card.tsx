import { useId, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Select } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import type { RemoteRow } from '@platform/shared/studio-ops';
import { NS } from '../../../../lib/i18n';
import type { RemoteChangeRequest } from '../../api/remotes';
import styles from './operations.module.css';

/** One remote: the version served, each built version with its contract status, a switch and a rollback. */
export function RemoteCard({ remote, onAsk }: { remote: RemoteRow; onAsk: (request: RemoteChangeRequest) => void }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const served = remote.served?.version ?? null;
  const choices = remote.built.filter((b) => b.problems.length === 0 && b.version !== served).map((b) => b.version);
  const [target, setTarget] = useState('');
  const chosen = choices.includes(target) ? target : (choices.at(-1) ?? '');
  return (
    <article className={styles.card} aria-labelledby={`${headingId}-name`}>
      <div className={styles.cardHead}>
        <h2 id={`${headingId}-name`} className={styles.name}>
          {remote.name}
        </h2>
        <span className={styles.served}>{served ? t('operations.serving', { version: served }) : t('operations.notServed')}</span>
      </div>
      <h3 className={styles.subhead}>{t('operations.built')}</h3>
      <ul className={styles.versions}>
        {remote.built.map((b) => (
          <li key={b.version} className={styles.version}>
            <span className={styles.versionName}>{b.version}</span>{' '}
            {b.problems.length === 0 ? (
              <span className={styles.fits}>{t('operations.fits')}</span>
            ) : (
              <details className={styles.misfit}>
                <summary>{t('operations.misfit', { count: b.problems.length })}</summary>
                <ul>
                  {b.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {choices.length > 0 && (
          <div className={styles.switch}>
            <Select label={t('operations.switchTo')} value={chosen} onChange={(event) => setTarget(event.target.value)}>
              {choices.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </Select>
            <Button variant="secondary" onClick={() => onAsk({ name: remote.name, expected: served, version: chosen })}>
              {t('operations.switch')}
            </Button>
          </div>
        )}
        {served && remote.rollback_to && (
          <Button variant="secondary" onClick={() => onAsk({ name: remote.name, expected: served })}>
            {t('operations.rollback', { version: remote.rollback_to })}
          </Button>
        )}
      </div>
    </article>
  );
}
