import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { Select, TextInput } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { grantRoleBody, STAFF_ROLES, type GrantRoleBody } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { setServerError } from '../../../../lib/server-errors';
import { useGrantRole } from '../../api/grant-role';
import styles from './roles.module.css';
import { useFieldErrorText } from '../../../../lib/use-field-error';

const resolver = standardSchemaResolver<GrantRoleBody, unknown, GrantRoleBody>(grantRoleBody);
const FIELDS = ['phone', 'role', 'scope'] as const;

/** Grants a role by phone, role and (for a partner) scope; the api's refusals show under their field. */
export function GrantForm() {
  const { t } = useTranslation(NS);
  const text = useFieldErrorText();
  const grant = useGrantRole();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, reset, formState } = useForm<GrantRoleBody, unknown, GrantRoleBody>({
    resolver,
    defaultValues: { phone: '', role: 'editor', scope: undefined },
  });
  const partner = watch('role') === 'partner';
  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    grant.mutate(body, {
      onSuccess: ({ data }) => {
        bus.emit('toast', { kind: 'success', message: t('roles.granted', { name: data.name, role: t(`roleNames.${data.role}`) }) });
        reset();
      },
      onError: (error) => {
        if (!setServerError(error, FIELDS, setError)) setFailure(userMessage(error));
      },
    });
  });
  return (
    <form className={styles.grant} onSubmit={onSubmit} noValidate aria-labelledby="grant-title">
      <h2 id="grant-title" className={styles.subheading}>
        {t('roles.grantTitle')}
      </h2>
      <div className={styles.fields}>
        <TextInput
          type="tel"
          label={t('roles.phone')}
          hint={t('roles.phoneHint')}
          required
          autoComplete="off"
          error={text(formState.errors.phone)}
          {...register('phone')}
        />
        <Select label={t('roles.role')} required error={text(formState.errors.role)} {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roleNames.${role}`)}
            </option>
          ))}
        </Select>
        {partner && (
          <TextInput
            label={t('roles.scope')}
            hint={t('roles.scopeHint')}
            required
            error={text(formState.errors.scope)}
            {...register('scope', { setValueAs: (value: string) => value.trim() || undefined, shouldUnregister: true })}
          />
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" disabled={grant.isPending} aria-busy={grant.isPending || undefined}>
        {grant.isPending ? t('roles.granting') : t('roles.grant')}
      </Button>
    </form>
  );
}
