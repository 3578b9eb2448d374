import { useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import type { StaffRoleRow } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useRevokeRole } from '../../api/revoke-role';
import styles from './roles.module.css';

/** Revokes one role after a second click that names it; the api's refusal (one's own admin role) shows beside it. */
export function RevokeButton({ row }: { row: StaffRoleRow }) {
  const { t } = useTranslation(NS);
  const revoke = useRevokeRole();
  const [asking, setAsking] = useState(false);
  const role = t(`roleNames.${row.role}`);
  if (!asking) {
    return (
      <Button variant="ghost" onClick={() => setAsking(true)} aria-label={t('roles.revokeOf', { role, name: row.name })}>
        {t('roles.revoke')}
      </Button>
    );
  }
  return (
    <div className={styles.confirm}>
      <Button
        variant="secondary"
        disabled={revoke.isPending}
        aria-busy={revoke.isPending || undefined}
        onClick={() =>
          revoke.mutate(
            { phone: row.phone, role: row.role },
            {
              onSuccess: () => bus.emit('toast', { kind: 'success', message: t('roles.revoked', { role, name: row.name }) }),
              onError: () => undefined,
            },
          )
        }
      >
        {t('roles.confirmRevoke', { role })}
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        {t('roles.cancel')}
      </Button>
      {revoke.isError && (
        <p role="alert" className={styles.error}>
          {userMessage(revoke.error)}
        </p>
      )}
    </div>
  );
}
