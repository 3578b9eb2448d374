import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { sendSmsBody } from '@platform/shared/accounts';
import { useTranslation } from '@platform/shared/i18n';
import { useValidationText } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { formResolver } from '../lib/form-schema';
import { displayPhone, localDigits } from '../lib/phone';
import { PhoneField } from './phone-field';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import styles from '../../../../components/fields.module.css';

export interface PhoneFormProps {
  /** A number entered before (`+998…`), when the user came back to edit it. */
  initialPhone?: string;
  pending: boolean;
  /** The api's answer to the last submit (already localised), shown in an alert region. */
  error: string | null;
  /** Until when (ms since epoch) the server asked to wait (a 429's Retry-After): the button is disabled and counts down. */
  waitUntil?: number | null;
  submitLabel: string;
  /** Called with the checked number, `+998` and 9 digits. */
  onSubmit: (phone: string) => void;
  /** Editing the number clears a previous server error. */
  onEdit?: () => void;
  /** Shown between the field and the button (terms of use, method hints). */
  children?: ReactNode;
}

/** "New code in 28 minutes" (whole minutes, rounded up, from two minutes on; seconds below). */
function waitLabel(t: ReturnType<typeof useTranslation>['t'], seconds: number): string {
  return seconds >= 120 ? t('phone.wait_minutes', { count: Math.ceil(seconds / 60) }) : t('phone.wait_seconds', { count: seconds });
}

/** Step 1 of both sign-in flows: the phone number, validated with the api's own schema (SPEC §5). */
export function PhoneForm({
  initialPhone = '',
  pending,
  error,
  waitUntil = null,
  submitLabel,
  onSubmit,
  onEdit,
  children,
}: PhoneFormProps) {
  const { t } = useTranslation(NS);
  const wait = useSecondsLeft(waitUntil);
  const text = useValidationText();
  const { control, handleSubmit } = useForm({
    resolver: formResolver(sendSmsBody),
    defaultValues: { phone: displayPhone(localDigits(initialPhone)) },
  });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(({ phone }) => onSubmit(phone))}>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            label={t('phone.label')}
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onEdit?.();
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={text(fieldState.error)}
          />
        )}
      />
      {children}
      <p role="alert" className={styles.alert}>
        {error ?? ''}
      </p>
      <Button type="submit" className={styles.submit} disabled={pending || wait > 0} aria-busy={pending || undefined}>
        {pending ? t('phone.sending') : wait > 0 ? waitLabel(t, wait) : submitLabel}
      </Button>
    </form>
  );
}
