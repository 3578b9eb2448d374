import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@platform/shared/api';
import { GENDERS, ROLES, type AuthUser, type Gender, type Role } from '@platform/shared/contracts';
import { registerBody } from '@platform/shared/accounts';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import {
  displayDateOf,
  displayDateSchema,
  fieldsSchema,
  formResolver,
  maskDisplayDate,
  serverMessage,
  useErrorText,
  useRegions,
  useValidationText,
} from '../../sign-in';
import { useRegister } from '../api/register';
import fields from '../../sign-in/components/fields.module.css';

/** The register form, checked by the api's own rules; the birthday is typed DD.MM.YYYY and sent ISO (not in the future). */
const registerFormSchema = fieldsSchema({
  first_name: registerBody.shape.first_name,
  last_name: registerBody.shape.last_name,
  birthday: displayDateSchema(registerBody.shape.birthday),
  gender: registerBody.shape.gender,
  role: registerBody.shape.role,
  address_id: registerBody.shape.address_id,
});

interface RegisterFormValues {
  first_name: string;
  last_name: string;
  birthday: string;
  gender: Gender | undefined;
  role: Role | '';
  address_id: string;
}

/** What the account already knows is prefilled; '' means "not chosen". */
function defaultsOf(account: AuthUser | null): RegisterFormValues {
  return {
    first_name: account?.name ?? '',
    last_name: account?.last_name ?? '',
    birthday: displayDateOf(account?.birthday),
    gender: account?.gender ?? undefined,
    role: account?.role ?? '',
    address_id: account?.region ? String(account.region.id) : '',
  };
}

interface RegisterFormProps {
  /** The account verify-sms returned: what it already knows is prefilled. */
  account: AuthUser | null;
  onRegistered: (user: AuthUser) => void;
}

/** Step 2 "register" of /login: one form → POST /auth/register. */
export function RegisterForm({ account, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const text = useValidationText();
  const errorText = useErrorText();
  const id = useId();
  const regions = useRegions();
  const submitRegister = useRegister();
  const [error, setError] = useState<string | null>(null);
  const {
    register: field,
    control,
    handleSubmit,
    formState,
  } = useForm({
    resolver: formResolver<typeof registerFormSchema, RegisterFormValues>(registerFormSchema),
    defaultValues: defaultsOf(account),
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    if (submitRegister.isPending) return;
    setError(null);
    submitRegister.mutate(values, {
      onSuccess: (response) => onRegistered(response.data),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 400
            ? (serverMessage(failure) ?? tc('validation.fill_all'))
            : errorText(failure),
        ),
    });
  });

  const errorOf = (name: keyof RegisterFormValues) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} role="alert" className={fields.error}>
        {text(errors[name]?.message)}
      </p>
    );
  const a11y = (name: keyof RegisterFormValues, hint = false) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined,
  });

  const birthday = field('birthday');
  return (
    <form className={fields.form} noValidate onSubmit={submit}>
      <div className={fields.field}>
        <label htmlFor={`${id}-first_name`} className={fields.label}>
          {t('profile.first_name')}
        </label>
        <input
          id={`${id}-first_name`}
          className={fields.input}
          autoComplete="given-name"
          data-autofocus
          {...a11y('first_name')}
          {...field('first_name')}
        />
        {errorOf('first_name')}
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-last_name`} className={fields.label}>
          {t('profile.last_name')}
        </label>
        <input id={`${id}-last_name`} className={fields.input} autoComplete="family-name" {...a11y('last_name')} {...field('last_name')} />
        {errorOf('last_name')}
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-birthday`} className={fields.label}>
          {t('profile.birthday')}
        </label>
        <input
          id={`${id}-birthday`}
          className={fields.input}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('profile.birthday_placeholder')}
          {...a11y('birthday', true)}
          {...birthday}
          onChange={(event) => {
            event.target.value = maskDisplayDate(event.target.value);
            return birthday.onChange(event);
          }}
        />
        <p id={`${id}-birthday-hint`} className={fields.hint}>
          {t('profile.birthday_hint')}
        </p>
        {errorOf('birthday')}
      </div>
      <fieldset className={fields.choices} {...a11y('gender')}>
        <legend className={fields.legend}>{t('profile.gender')}</legend>
        {GENDERS.map((gender) => (
          <label key={gender} className={fields.choice}>
            <input type="radio" value={gender} {...field('gender')} />
            {t(`gender.${gender}`)}
          </label>
        ))}
      </fieldset>
      {errorOf('gender')}
      <div className={fields.field}>
        <label htmlFor={`${id}-role`} className={fields.label}>
          {t('register.role')}
        </label>
        <select id={`${id}-role`} className={fields.input} {...a11y('role')} {...field('role')}>
          <option value="">{t('register.choose')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.options.${role}.title`)}
            </option>
          ))}
        </select>
        {errorOf('role')}
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-region`} className={fields.label}>
          {t('register.region')}
        </label>
        {/* controlled: a prefilled region shows once the list arrives */}
        <Controller
          control={control}
          name="address_id"
          render={({ field: region }) => (
            <select
              ref={region.ref}
              id={`${id}-region`}
              name={region.name}
              className={fields.input}
              value={region.value}
              onChange={region.onChange}
              onBlur={region.onBlur}
              disabled={!regions.isSuccess}
              aria-busy={regions.isPending || undefined}
              {...a11y('address_id')}
            >
              <option value="">{regions.isPending ? tc('loading') : t('register.choose')}</option>
              {regions.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        />
        {regions.isError && (
          <p className={fields.error}>
            {errorText(regions.error)}{' '}
            <button type="button" className={fields.inlineButton} onClick={() => void regions.refetch()}>
              {tc('retry')}
            </button>
          </p>
        )}
        {errorOf('address_id')}
      </div>
      <p role="alert" className={fields.alert}>
        {error ?? ''}
      </p>
      <Button type="submit" className={fields.submit} disabled={submitRegister.isPending} aria-busy={submitRegister.isPending || undefined}>
        {submitRegister.isPending ? t('profile.saving') : t('register.submit')}
      </Button>
    </form>
  );
}
