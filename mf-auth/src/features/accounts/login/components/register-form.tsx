import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, serverMessage, userMessage } from '@platform/shared/api';
import { GENDERS, ROLES, type AuthUser, type Gender, type Role } from '@platform/shared/contracts';
import { registerBody } from '@platform/shared/accounts';
import { useTranslation } from '@platform/shared/i18n';
import { Select, TextInput, useValidationText } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { displayDateOf, displayDateSchema, fieldsSchema, formResolver, maskDisplayDate, useRegions } from '../../sign-in';
import { useRegister } from '../api/register';
import fields from '../../../../components/fields.module.css';

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
            : userMessage(failure),
        ),
    });
  });

  const fieldError = (name: keyof RegisterFormValues) => text(errors[name]);
  const genderError = `${id}-gender-error`;

  const birthday = field('birthday');
  return (
    <form className={fields.form} noValidate onSubmit={submit}>
      <TextInput
        label={t('profile.first_name')}
        error={fieldError('first_name')}
        autoComplete="given-name"
        data-autofocus
        {...field('first_name')}
      />
      <TextInput label={t('profile.last_name')} error={fieldError('last_name')} autoComplete="family-name" {...field('last_name')} />
      <TextInput
        label={t('profile.birthday')}
        hint={t('profile.birthday_hint')}
        error={fieldError('birthday')}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('profile.birthday_placeholder')}
        {...birthday}
        onChange={(event) => {
          event.target.value = maskDisplayDate(event.target.value);
          return birthday.onChange(event);
        }}
      />
      <fieldset
        className={fields.choices}
        aria-invalid={errors.gender ? true : undefined}
        aria-describedby={errors.gender ? genderError : undefined}
      >
        <legend className={fields.legend}>{t('profile.gender')}</legend>
        {GENDERS.map((gender) => (
          <label key={gender} className={fields.choice}>
            <input type="radio" value={gender} {...field('gender')} />
            {t(`gender.${gender}`)}
          </label>
        ))}
      </fieldset>
      {errors.gender && (
        <p id={genderError} role="alert" className={fields.error}>
          {fieldError('gender')}
        </p>
      )}
      <Select label={t('register.role')} placeholder={t('register.choose')} error={fieldError('role')} {...field('role')}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`role.options.${role}.title`)}
          </option>
        ))}
      </Select>
      {/* controlled: a prefilled region shows once the list arrives */}
      <Controller
        control={control}
        name="address_id"
        render={({ field: region }) => (
          <Select
            label={t('register.region')}
            placeholder={regions.isPending ? tc('loading') : t('register.choose')}
            error={fieldError('address_id')}
            hint={
              regions.isError && (
                <span className={fields.error}>
                  {userMessage(regions.error)}{' '}
                  <button type="button" className={fields.inlineButton} onClick={() => void regions.refetch()}>
                    {tc('retry')}
                  </button>
                </span>
              )
            }
            ref={region.ref}
            name={region.name}
            value={region.value}
            onChange={region.onChange}
            onBlur={region.onBlur}
            disabled={!regions.isSuccess}
            aria-busy={regions.isPending || undefined}
          >
            {regions.data?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
      />
      <p role="alert" className={fields.alert}>
        {error ?? ''}
      </p>
      <Button type="submit" className={fields.submit} disabled={submitRegister.isPending} aria-busy={submitRegister.isPending || undefined}>
        {submitRegister.isPending ? t('profile.saving') : t('register.submit')}
      </Button>
    </form>
  );
}
