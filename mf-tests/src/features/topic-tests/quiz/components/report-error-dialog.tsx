// Loaded lazily (React.lazy) when the learner opens it, so react-hook-form stays out of the test
// screen's own chunk.
import { useId } from 'react';
import type * as z from 'zod/mini';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ApiError, userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { ERROR_MESSAGE_MAX, errorReportBody, type ErrorReportBody } from '@platform/shared/topic-tests';
import { FormActions, TextArea, useValidationText } from '@platform/shared/form';
import { Drawer, ErrorState, LoadingRegion, Modal, MOBILE_QUERY, Skeleton, useMediaQuery } from '@platform/shared/ui';
import { useErrorTypes } from '../api/get-error-types';
import { reportError } from '../api/report-error';
import { QUIZ_NS } from '../../../../lib/i18n';
import styles from './report-error-dialog.module.css';

type ReportValues = ErrorReportBody;
type ReportOutput = z.output<typeof errorReportBody>;
const FIELDS = ['error_id', 'message'] as const;

const resolver = zodResolver(errorReportBody);

/** "Xatolik topdingizmi?": a type of mistake and a message (required, ≤ 200), validated by the api's own schema. */
export function ReportErrorDialog({ questionId, onClose }: { questionId: number; onClose: () => void }) {
  const { t } = useTranslation(QUIZ_NS);
  const validation = useValidationText();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const id = useId();
  const types = useErrorTypes();
  const send = useMutation({ mutationFn: reportError });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportValues, unknown, ReportOutput>({
    resolver,
    defaultValues: { error_id: '', message: '', question_id: questionId },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        bus.emit('toast', { kind: 'success', message: t('report.sent') });
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
        const text = userMessage(error);
        const target = FIELDS.find((f) => f === field);
        setError(target ?? 'root.server', { type: 'server', message: text });
      },
    }),
  );

  const Dialog = mobile ? Drawer : Modal;
  const errorId = (field: string) => `${id}-${field}-error`;
  return (
    <Dialog open title={t('report.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset
          className={styles.fieldset}
          aria-invalid={errors.error_id ? true : undefined}
          aria-describedby={errors.error_id ? errorId('error_id') : undefined}
        >
          <legend className={styles.label}>{t('report.types')}</legend>
          {types.isPending ? (
            <LoadingRegion label={t('report.typesLoading')} className={styles.types}>
              <Skeleton height={44} />
              <Skeleton height={44} />
              <Skeleton height={44} />
            </LoadingRegion>
          ) : types.isError ? (
            <ErrorState message={userMessage(types.error)} onRetry={() => void types.refetch()} />
          ) : (
            <div className={styles.types}>
              {types.data.data.map((type) => (
                <label key={type.id} className={styles.type}>
                  <input type="radio" value={String(type.id)} className={styles.radio} {...register('error_id')} />
                  <span>{type.name}</span>
                </label>
              ))}
            </div>
          )}
          {errors.error_id && (
            <p id={errorId('error_id')} className={styles.error}>
              {validation(errors.error_id)}
            </p>
          )}
        </fieldset>

        <TextArea
          label={t('report.message')}
          placeholder={t('report.placeholder')}
          error={validation(errors.message)}
          counter={{ max: ERROR_MESSAGE_MAX, text: (n, max) => t('report.counter', { n, max }) }}
          {...register('message')}
        />

        {errors.root?.server && (
          <p role="alert" className={styles.error}>
            {errors.root.server.message}
          </p>
        )}

        <FormActions onCancel={onClose} submitLabel={t('report.submit')} pendingLabel={t('report.sending')} pending={send.isPending} />
      </form>
    </Dialog>
  );
}
