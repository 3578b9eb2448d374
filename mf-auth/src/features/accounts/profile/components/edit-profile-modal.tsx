import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { GENDERS } from '@platform/shared/contracts';
import { profileUpdateBody, type Profile } from '@platform/shared/accounts';
import { ApiError, userMessage } from '@platform/shared/api';
import { FormActions, Select, TextInput, useValidationText } from '@platform/shared/form';
import { ResponsiveDialog } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useRegions } from '../../sign-in';
import { useUpdateProfile } from '../api/update-profile';
import {
  DEFAULT_BIRTHDAY,
  isProfileFormField,
  profileFormDefaults,
  todayIso,
  type ProfileFormValues,
  type ProfileUpdate,
} from '../lib/profile-form';
import styles from './dialogs.module.css';

const resolver = standardSchemaResolver<ProfileFormValues, unknown, ProfileUpdate>(profileUpdateBody);

/** SPEC §5 profile edit: first and last name, region, birthday (not in the future), gender. Save only after a change. */
export function EditProfileModal({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tc } = useTranslation('common');
  const message = useValidationText();
  const id = useId();
  const regions = useRegions();
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({ resolver, defaultValues: profileFormDefaults(profile) });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        bus.emit('toast', { kind: 'success', message: t('edit.saved') });
        onClose();
      },
      onError: (error) => {
        const body = error instanceof ApiError ? (error.body as { field?: unknown } | undefined) : undefined;
        const text = userMessage(error);
        if (isProfileFormField(body?.field)) setError(body.field, { type: 'server', message: text });
        else setError('root.server', { type: 'server', message: text });
      },
    }),
  );

  const genderError = `${id}-gender-error`;

  return (
    <ResponsiveDialog open title={t('edit.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.row}>
          <TextInput label={t('edit.firstName')} error={message(errors.name)} autoComplete="given-name" {...register('name')} />
          <TextInput label={t('edit.lastName')} error={message(errors.last_name)} autoComplete="family-name" {...register('last_name')} />
        </div>

        <Controller
          control={control}
          name="address_id"
          render={({ field }) => (
            <Select
              label={t('edit.region')}
              placeholder={regions.isPending ? t('edit.regionsLoading') : t('edit.regionPlaceholder')}
              error={message(errors.address_id)}
              hint={
                regions.isError && (
                  <span className={styles.error} role="alert">
                    {userMessage(regions.error)}{' '}
                    <button type="button" className={styles.linkButton} onClick={() => void regions.refetch()}>
                      {tc('retry')}
                    </button>
                  </span>
                )
              }
              aria-busy={regions.isPending || undefined}
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            >
              {regions.data?.map((region) => (
                <option key={region.id} value={String(region.id)}>
                  {region.name}
                </option>
              ))}
              {/* the current region stays selectable while the list loads or if it is missing */}
              {profile.region && !regions.data?.some((r) => r.id === profile.region?.id) && (
                <option value={String(profile.region.id)}>{profile.region.name}</option>
              )}
            </Select>
          )}
        />

        <TextInput
          label={t('edit.birthday')}
          hint={profile.birthday ? undefined : t('edit.birthdayHint')}
          error={message(errors.birthday)}
          type="date"
          max={todayIso()}
          min="1900-01-01"
          autoComplete="bday"
          {...register('birthday')}
          onFocus={() => {
            // SPEC §5: an empty picker opens at 2005-01-01, not at today
            if (!getValues('birthday')) setValue('birthday', DEFAULT_BIRTHDAY, { shouldDirty: true });
          }}
        />

        <fieldset className={styles.fieldset} aria-describedby={errors.gender ? genderError : undefined}>
          <legend className={styles.label}>{t('edit.gender')}</legend>
          <div className={styles.radios}>
            {GENDERS.map((gender) => (
              <label key={gender} className={styles.radio}>
                <input type="radio" value={gender} {...register('gender')} />
                <span>{t(`genders.${gender}`)}</span>
              </label>
            ))}
          </div>
          {errors.gender && (
            <p id={genderError} role="alert" className={styles.error}>
              {message(errors.gender)}
            </p>
          )}
        </fieldset>

        {errors.root?.server && (
          <p role="alert" className={styles.error}>
            {errors.root.server.message}
          </p>
        )}

        <FormActions
          onCancel={onClose}
          submitLabel={t('edit.save')}
          pendingLabel={t('edit.saving')}
          pending={update.isPending}
          disabled={!isDirty}
        />
      </form>
    </ResponsiveDialog>
  );
}
