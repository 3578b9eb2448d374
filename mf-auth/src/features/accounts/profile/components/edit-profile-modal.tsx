import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { GENDERS } from '@platform/shared/contracts';
import { profileUpdateBody, type Profile } from '@platform/shared/accounts';
import { ApiError } from '@platform/shared/api';
import { Button, ResponsiveDialog } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useRegions } from '../../sign-in';
import { useUpdateProfile } from '../api/update-profile';
import { errorMessage } from '../lib/error-message';
import {
  DEFAULT_BIRTHDAY,
  isProfileFormField,
  profileFormDefaults,
  todayIso,
  type ProfileFormValues,
  type ProfileUpdate,
} from '../lib/profile-form';
import { useValidationMessage } from '../hooks/use-validation-message';
import styles from './dialogs.module.css';

const resolver = standardSchemaResolver<ProfileFormValues, unknown, ProfileUpdate>(profileUpdateBody);

/** SPEC §5 profile edit: first and last name, region, birthday (not in the future), gender. Save only after a change. */
export function EditProfileModal({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tc } = useTranslation('common');
  const message = useValidationMessage();
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
        const text = errorMessage(error, tc('errors.unknown'));
        if (isProfileFormField(body?.field)) setError(body.field, { type: 'server', message: text });
        else setError('root.server', { type: 'server', message: text });
      },
    }),
  );

  const describedBy = (field: keyof ProfileFormValues, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof ProfileFormValues) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {message(errors[field]?.message)}
      </p>
    ) : null;

  return (
    <ResponsiveDialog open title={t('edit.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`} className={styles.label}>
              {t('edit.firstName')}
            </label>
            <input
              id={`${id}-name`}
              className={styles.input}
              autoComplete="given-name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              {...register('name')}
            />
            {fieldError('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-last_name`} className={styles.label}>
              {t('edit.lastName')}
            </label>
            <input
              id={`${id}-last_name`}
              className={styles.input}
              autoComplete="family-name"
              aria-invalid={errors.last_name ? true : undefined}
              aria-describedby={describedBy('last_name')}
              {...register('last_name')}
            />
            {fieldError('last_name')}
          </div>
        </div>

        <div className={styles.field}>
          <label htmlFor={`${id}-address_id`} className={styles.label}>
            {t('edit.region')}
          </label>
          <Controller
            control={control}
            name="address_id"
            render={({ field }) => (
              <select
                id={`${id}-address_id`}
                className={styles.input}
                aria-invalid={errors.address_id ? true : undefined}
                aria-describedby={describedBy('address_id')}
                aria-busy={regions.isPending || undefined}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? '')}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                <option value="">{regions.isPending ? t('edit.regionsLoading') : t('edit.regionPlaceholder')}</option>
                {regions.data?.map((region) => (
                  <option key={region.id} value={String(region.id)}>
                    {region.name}
                  </option>
                ))}
                {/* the current region stays selectable while the list loads or if it is missing */}
                {profile.region && !regions.data?.some((r) => r.id === profile.region?.id) && (
                  <option value={String(profile.region.id)}>{profile.region.name}</option>
                )}
              </select>
            )}
          />
          {regions.isError && (
            <p className={styles.error} role="alert">
              {errorMessage(regions.error, tc('errors.unknown'))}{' '}
              <button type="button" className={styles.linkButton} onClick={() => void regions.refetch()}>
                {tc('retry')}
              </button>
            </p>
          )}
          {fieldError('address_id')}
        </div>

        <div className={styles.field}>
          <label htmlFor={`${id}-birthday`} className={styles.label}>
            {t('edit.birthday')}
          </label>
          <input
            id={`${id}-birthday`}
            type="date"
            className={styles.input}
            max={todayIso()}
            min="1900-01-01"
            autoComplete="bday"
            aria-invalid={errors.birthday ? true : undefined}
            aria-describedby={describedBy('birthday', profile.birthday ? undefined : `${id}-birthday-hint`)}
            {...register('birthday')}
            onFocus={() => {
              // SPEC §5: an empty picker opens at 2005-01-01, not at today
              if (!getValues('birthday')) setValue('birthday', DEFAULT_BIRTHDAY, { shouldDirty: true });
            }}
          />
          {!profile.birthday && (
            <p id={`${id}-birthday-hint`} className={styles.hint}>
              {t('edit.birthdayHint')}
            </p>
          )}
          {fieldError('birthday')}
        </div>

        <fieldset className={styles.fieldset} aria-describedby={describedBy('gender')}>
          <legend className={styles.label}>{t('edit.gender')}</legend>
          <div className={styles.radios}>
            {GENDERS.map((gender) => (
              <label key={gender} className={styles.radio}>
                <input type="radio" value={gender} {...register('gender')} />
                <span>{t(`genders.${gender}`)}</span>
              </label>
            ))}
          </div>
          {fieldError('gender')}
        </fieldset>

        {errors.root?.server && (
          <p role="alert" className={styles.error}>
            {errors.root.server.message}
          </p>
        )}

        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" disabled={!isDirty || update.isPending} aria-busy={update.isPending || undefined}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </ResponsiveDialog>
  );
}
