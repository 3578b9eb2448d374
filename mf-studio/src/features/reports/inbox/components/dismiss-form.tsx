import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { FormActions, SERVER_ERROR, TextArea } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { dismissBody, DISMISS_REASON_MAX, type DismissBody } from '@platform/shared/studio';
import { NS } from '../../../../lib/i18n';
import { useDismissReport } from '../../api/dismiss-report';
import styles from './reports.module.css';
import { useFieldErrorText } from '../../../../lib/use-field-error';

const resolver = standardSchemaResolver<DismissBody, unknown, DismissBody>(dismissBody);

/** Dismisses a question's open reports with a reason (the contract's rule: 3–500 characters). */
export function DismissForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const text = useFieldErrorText();
  const dismiss = useDismissReport();
  const { register, handleSubmit, setError, formState } = useForm<DismissBody, unknown, DismissBody>({
    resolver,
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit((body) =>
    dismiss.mutate(
      { questionId, body },
      {
        onSuccess: ({ data }) => {
          bus.emit('toast', { kind: 'success', message: t('reports.dismissed', { count: data.dismissed }) });
          onDone();
        },
        onError: (error) => setError('reason', { type: SERVER_ERROR, message: userMessage(error) }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} className={styles.dismissForm} noValidate>
      <TextArea
        label={t('reports.reason')}
        hint={t('reports.reasonHint')}
        required
        rows={3}
        counter={{ max: DISMISS_REASON_MAX, text: (length, max) => t('reports.counter', { length, max }) }}
        error={text(formState.errors.reason)}
        {...register('reason')}
      />
      <FormActions
        onCancel={onDone}
        submitLabel={t('reports.dismiss')}
        pendingLabel={t('reports.dismissing')}
        pending={dismiss.isPending}
      />
    </form>
  );
}
