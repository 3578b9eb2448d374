import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import * as z from 'zod/mini';
import { TextInput } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { paymentsQuery } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { setServerError } from '../../../../lib/server-errors';
import type { PaymentsLookup } from '../../api/get-payments';
import styles from './payments.module.css';
import { useFieldErrorText } from '../../../../lib/use-field-error';

type Values = z.input<typeof paymentsQuery>;
const resolver = standardSchemaResolver<Values, unknown, PaymentsLookup>(paymentsQuery);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A phone or an order id (the contract's rules); the api's refusal (neither given) shows under the phone. */
export function PaymentsForm({
  value,
  error,
  onLookup,
}: {
  value: PaymentsLookup;
  error: unknown;
  onLookup: (lookup: PaymentsLookup) => void;
}) {
  const { t } = useTranslation(NS);
  const text = useFieldErrorText();
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, PaymentsLookup>({
    resolver,
    values: { phone: value.phone, order: value.order },
  });
  useEffect(() => {
    if (error) setServerError<Values>(error, ['phone', 'order'], setError);
  }, [error, setError]);
  const field = { setValueAs: blankToUndefined };
  return (
    <form className={styles.form} onSubmit={handleSubmit(onLookup)} noValidate aria-label={t('payments.form')}>
      <TextInput
        type="tel"
        label={t('payments.phone')}
        hint={t('payments.phoneHint')}
        error={text(formState.errors.phone)}
        {...register('phone', field)}
      />
      <TextInput inputMode="numeric" label={t('payments.order')} error={text(formState.errors.order)} {...register('order', field)} />
      <Button type="submit">{t('payments.find')}</Button>
    </form>
  );
}
