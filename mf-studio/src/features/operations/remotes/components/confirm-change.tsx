import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { FormActions } from '@platform/shared/form';
import { ResponsiveDialog } from '@platform/shared/ui';
import type { RemoteChange } from '@platform/shared/studio-ops';
import { NS } from '../../../../lib/i18n';
import { useChangeRemote, type RemoteChangeRequest } from '../../api/remotes';
import styles from './operations.module.css';

/**
 * Asks before a remote's version changes (it changes for every visitor on their next page load);
 * a refusal (another change meanwhile, a contract that no longer fits) stays in the dialog.
 */
export function ConfirmChange({
  request,
  onClose,
  onDone,
}: {
  request: RemoteChangeRequest | null;
  onClose: () => void;
  onDone: (change: RemoteChange) => void;
}) {
  const { t } = useTranslation(NS);
  const change = useChangeRemote();
  const close = () => {
    change.reset();
    onClose();
  };
  const rollback = request?.version === undefined;
  return (
    <ResponsiveDialog
      open={request !== null}
      title={t(rollback ? 'operations.confirmRollbackTitle' : 'operations.confirmSwitchTitle')}
      onClose={close}
    >
      {request && (
        <>
          <p>
            {rollback
              ? t('operations.confirmRollback', { name: request.name, from: request.expected })
              : t('operations.confirmSwitch', { name: request.name, from: request.expected ?? '—', to: request.version })}
          </p>
          <p className={styles.note}>{t('operations.nextLoad')}</p>
          {change.isError && (
            <p role="alert" className={styles.error}>
              {userMessage(change.error)}
            </p>
          )}
          <FormActions
            onCancel={close}
            submitLabel={t(rollback ? 'operations.rollbackConfirm' : 'operations.switchConfirm')}
            pendingLabel={t('operations.changing')}
            pending={change.isPending}
            onSubmit={() =>
              change.mutate(request, {
                onSuccess: (answer) => {
                  change.reset();
                  onDone(answer.data);
                },
              })
            }
          />
        </>
      )}
    </ResponsiveDialog>
  );
}
