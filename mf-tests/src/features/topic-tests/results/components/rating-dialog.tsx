// The rating form (SPEC §5: rating 1–5, default 5; comment required, at most 200 characters). It is
// its own chunk with react-hook-form and the resolver, loaded when the learner opens it.
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { errorCode, isApiStatus, userMessage } from '@platform/shared/api';
import { LOCALES } from '@platform/shared/contracts';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { FormActions, TextArea, useValidationText } from '@platform/shared/form';
import { ResponsiveDialog, visuallyHidden } from '@platform/shared/ui';
import { DEFAULT_RATING, RATING_COMMENT_MAX, ratingBody, type RatingBody } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import { testKeys } from '../../../../lib/test-keys';
import { rateTest } from '../api/rate-test';
import styles from './rating-dialog.module.css';

type RatingValues = z.output<typeof ratingBody>;

const resolver = zodResolver(ratingBody);
const STARS = [1, 2, 3, 4, 5] as const;

function isAlreadyRated(error: unknown): boolean {
  return errorCode(error) === 'ALREADY_RATED' || isApiStatus(error, 409);
}

export function RatingDialog({
  ticketId,
  testId,
  onClose,
  onRated,
}: {
  ticketId: number;
  testId: number;
  onClose: () => void;
  /** the ticket is rated now (or was already): the page stops offering it */
  onRated: () => void;
}) {
  const { t } = useTranslation(RESULTS_NS);
  const validation = useValidationText();
  const id = useId();
  const queryClient = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RatingBody, unknown, RatingValues>({
    resolver,
    defaultValues: { rating: DEFAULT_RATING, comment: '', ticket_id: ticketId },
  });
  const rate = useMutation({ mutationFn: rateTest });

  const onSubmit = handleSubmit((values) =>
    rate.mutate(values, {
      onSuccess: () => {
        // the test's rating and opinions change
        for (const locale of LOCALES) void queryClient.invalidateQueries({ queryKey: testKeys.info(locale, testId) });
        bus.emit('toast', { kind: 'success', message: t('rating.success') });
        onRated();
        onClose();
      },
      onError: (error) => {
        if (isAlreadyRated(error)) {
          setError('root.server', { type: 'server', message: t('rating.alreadyRated') });
          onRated();
        } else {
          setError('root.server', { type: 'server', message: userMessage(error) });
        }
      },
    }),
  );

  const commentError = validation(errors.comment);
  const ratingError = validation(errors.rating);

  return (
    <ResponsiveDialog open title={t('rating.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => {
            const value = Number(field.value);
            return (
              <fieldset role="radiogroup" className={styles.fieldset} aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
                <legend className={styles.label}>{t('rating.stars')}</legend>
                <div className={styles.stars}>
                  {STARS.map((n) => (
                    <label key={n} className={`${styles.star} ${n <= value ? styles.filled : ''}`}>
                      <input
                        type="radio"
                        className={visuallyHidden}
                        name={field.name}
                        value={n}
                        checked={value === n}
                        onChange={() => field.onChange(n)}
                        onBlur={field.onBlur}
                        ref={value === n ? field.ref : undefined}
                      />
                      <span aria-hidden="true">★</span>
                      <span className={visuallyHidden}>{t('rating.star', { value: n })}</span>
                    </label>
                  ))}
                </div>
                {ratingError && (
                  <p id={`${id}-rating-error`} className={styles.error}>
                    {ratingError}
                  </p>
                )}
              </fieldset>
            );
          }}
        />

        <TextArea
          label={t('rating.comment')}
          placeholder={t('rating.commentPlaceholder')}
          error={commentError}
          counter={{ max: RATING_COMMENT_MAX, text: (length, max) => t('rating.counter', { length, max }) }}
          {...register('comment')}
        />

        {errors.root?.server && (
          <p role="alert" className={styles.error}>
            {errors.root.server.message}
          </p>
        )}

        <FormActions onCancel={onClose} submitLabel={t('rating.submit')} pendingLabel={t('rating.sending')} pending={rate.isPending} />
      </form>
    </ResponsiveDialog>
  );
}
