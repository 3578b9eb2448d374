import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GENDERS, type AuthUser } from '@platform/shared/contracts';
import {
  birthdayDisplaySchema,
  birthdayForAge,
  displayToIsoDate,
  parseIsoDate,
  profileCreateBody,
  ageOf,
  type ProfileCreateBody,
} from '@platform/shared/accounts';
import { ApiError, serverMessage, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { TextInput, useValidationText } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../../lib/i18n';
import { useCreateProfile } from '../../api/create-profile';
import { displayDateOf, fieldsSchema, formResolver, maskDisplayDate } from '../../../sign-in';
import type { AuthModalData } from '../../stores/auth-modal-state';
import { StepLayout } from '../step-layout';
import { MaskedField } from '../../../../../components/masked-field';
import fields from '../../../../../components/fields.module.css';

/** The step-7 fields, checked by the api's own rules (the birthday as typed, DD.MM.YYYY, 7–70 years). */
const profileFormSchema = fieldsSchema({
  full_name: profileCreateBody.shape.full_name,
  last_name: profileCreateBody.shape.last_name,
  birthday: birthdayDisplaySchema,
  gender: profileCreateBody.shape.gender,
});

/** The birthday field starts from the stored birthday, or from the age chosen on step 4. */
export function initialBirthday(stored: string | null, age: number | null, now: Date = new Date()): string {
  if (stored && parseIsoDate(stored) && (age === null || ageOf(stored, now) === age)) return displayDateOf(stored);
  if (age === null) return '';
  const iso = birthdayForAge(age, now);
  // 29 February of a year without it: the day before
  return displayDateOf(parseIsoDate(iso) ? iso : iso.replace(/-29$/, '-28'));
}

interface ProfileStepProps {
  titleId: string;
  data: AuthModalData;
  onCreated: (user: AuthUser) => void;
}

/** Step 7: first name, last name, birthday, gender → POST /v2/profile/create. */
export function ProfileStep({ titleId, data, onCreated }: ProfileStepProps) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const text = useValidationText();
  const id = useId();
  const create = useCreateProfile();
  const [error, setError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm({
    resolver: formResolver(profileFormSchema),
    defaultValues: {
      full_name: data.first_name,
      last_name: data.last_name,
      birthday: initialBirthday(data.birthday, data.age),
      gender: data.gender ?? undefined,
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    if (create.isPending) return;
    setError(null);
    if (data.role === null || data.region === null) {
      setError(tc('validation.fill_all'));
      return;
    }
    const body: ProfileCreateBody = {
      full_name: values.full_name,
      last_name: values.last_name,
      birthday: displayToIsoDate(values.birthday) ?? '',
      type: data.role,
      subject_ids: data.subjectIds,
      gender: values.gender,
      address_id: data.region,
    };
    create.mutate(body, {
      onSuccess: (response) => onCreated(response.data),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 400
            ? (serverMessage(failure) ?? tc('validation.fill_all'))
            : userMessage(failure),
        ),
    });
  });

  const genderError = `${id}-gender-error`;

  return (
    <StepLayout titleId={titleId} title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <form className={fields.form} noValidate onSubmit={submit}>
        <TextInput
          label={t('profile.first_name')}
          error={text(errors.full_name)}
          autoComplete="given-name"
          data-autofocus
          {...register('full_name')}
        />
        <TextInput label={t('profile.last_name')} error={text(errors.last_name)} autoComplete="family-name" {...register('last_name')} />
        <MaskedField
          control={control}
          name="birthday"
          mask={maskDisplayDate}
          label={t('profile.birthday')}
          hint={t('profile.birthday_hint')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('profile.birthday_placeholder')}
        />
        <fieldset className={fields.choices} aria-describedby={errors.gender ? genderError : undefined}>
          <legend className={fields.legend}>{t('profile.gender')}</legend>
          {GENDERS.map((gender) => (
            <label key={gender} className={fields.choice}>
              <input type="radio" value={gender} {...register('gender')} />
              {t(`gender.${gender}`)}
            </label>
          ))}
        </fieldset>
        {errors.gender && (
          <p id={genderError} role="alert" className={fields.error}>
            {text(errors.gender)}
          </p>
        )}
        <p role="alert" className={fields.alert}>
          {error ?? ''}
        </p>
        <Button type="submit" className={fields.submit} disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? t('profile.saving') : t('profile.submit')}
        </Button>
      </form>
    </StepLayout>
  );
}
