// The rating form (SPEC §5: rating 1–5, default 5; comment required, at most 200 characters). It is
// its own chunk with react-hook-form and the resolver, loaded when the learner opens it.
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Button, ResponsiveDialog, visuallyHidden } from '@platform/shared/ui';
import { DEFAULT_RATING, RATING_COMMENT_MAX, ratingBody, type RatingBody } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import { testKeys } from '../../../../lib/test-keys';
import { rateTest } from '../api/rate-test';
import { apiCode } from '../lib/errors';
import { useValidationText } from '../hooks/use-validation-text';
import styles from './rating-dialog.module.css';

type RatingValues = z.output<typeof ratingBody>;

const resolver = zodResolver(ratingBody);
const STARS = [1, 2, 3, 4, 5] as const;

function isAlreadyRated(error: unknown): boolean {
  return apiCode(error) === 'ALREADY_RATED' || isApiStatus(error, 409);
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
  const { t: tc } = useTranslation('common');
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
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const rate = useMutation({ mutationFn: rateTest });

  const onSubmit = handleSubmit((values) =>
    rate.mutate(values, {
      onSuccess: () => {
        // the test's rating and opinions change
        void queryClient.invalidateQueries({ queryKey: testKeys.info('uz', testId) });
        void queryClient.invalidateQueries({ queryKey: testKeys.info('ru', testId) });
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

  const commentError = validation(errors.comment?.message);
  const ratingError = validation(errors.rating?.message);
  const over = comment.length > RATING_COMMENT_MAX;

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

        <div className={styles.field}>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            {t('rating.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.textarea}
            placeholder={t('rating.commentPlaceholder')}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={[`${id}-counter`, commentError ? `${id}-comment-error` : undefined].filter(Boolean).join(' ')}
            {...register('comment')}
          />
          <div className={styles.meta}>
            {commentError && (
              <p id={`${id}-comment-error`} className={styles.error}>
                {commentError}
              </p>
            )}
            <span id={`${id}-counter`} className={`${styles.counter} ${over ? styles.over : ''}`}>
              {t('rating.counter', { length: comment.length, max: RATING_COMMENT_MAX })}
            </span>
          </div>
        </div>

        {errors.root?.server && (
          <p role="alert" className={styles.error}>
            {errors.root.server.message}
          </p>
        )}

        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" disabled={rate.isPending} aria-busy={rate.isPending || undefined}>
            {rate.isPending ? t('rating.sending') : t('rating.submit')}
          </Button>
        </div>
      </form>
    </ResponsiveDialog>
  );
}
