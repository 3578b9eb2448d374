import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { userMessage } from '@platform/shared/api';
import { FormActions, SERVER_ERROR, TextArea } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { dismissBody, type DismissBody } from '@platform/shared/studio';
import { NS } from '../../../../lib/i18n';
import { useFieldErrorText } from '../../../../lib/use-field-error';
import { useReviewDraft } from '../../api/review-draft';

type Body = DismissBody;
// the rejection's reason has the dismissal's rule (trimmed, 3–500), whose messages are the studio's own
const resolver = standardSchemaResolver<Body, unknown, Body>(dismissBody);

/** Sends a draft back to its writers with a reason (the contract's rule: 3–500 characters). */
export function RejectForm({ draftId, onDone }: { draftId: number; onDone: (message: string) => void }) {
  const { t } = useTranslation(NS);
  const text = useFieldErrorText();
  const review = useReviewDraft();
  const { register, handleSubmit, setError, formState } = useForm<Body, unknown, Body>({ resolver, defaultValues: { reason: '' } });
  const onSubmit = handleSubmit((body) =>
    review.mutate(
      { id: draftId, action: 'reject', body },
      {
        onSuccess: () => onDone(t('review.rejected')),
        onError: (error) => setError('reason', { type: SERVER_ERROR, message: userMessage(error) }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextArea label={t('review.reason')} required rows={3} error={text(formState.errors.reason)} {...register('reason')} />
      <FormActions
        onCancel={() => onDone('')}
        submitLabel={t('review.reject')}
        pendingLabel={t('review.rejecting')}
        pending={review.isPending}
      />
    </form>
  );
}
