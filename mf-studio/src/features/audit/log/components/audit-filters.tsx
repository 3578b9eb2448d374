import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import * as z from 'zod/mini';
import { TextInput } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { auditQuery } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import type { AuditFilters } from '../../api/get-audit';
import styles from './audit.module.css';
import { useFieldErrorText } from '../../../../lib/use-field-error';

/** The log's filters, checked by the contract's own rules for them. */
const auditFilters = z.object({
  actor_id: auditQuery.shape.actor_id,
  entity: auditQuery.shape.entity,
  entity_id: auditQuery.shape.entity_id,
});
type Values = z.input<typeof auditFilters>;
const resolver = standardSchemaResolver<Values, unknown, AuditFilters>(auditFilters);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export function AuditFiltersForm({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation(NS);
  const text = useFieldErrorText();
  const { register, handleSubmit, formState } = useForm<Values, unknown, AuditFilters>({
    resolver,
    values: { actor_id: value.actor_id, entity: value.entity, entity_id: value.entity_id },
  });
  const field = { setValueAs: blankToUndefined };
  return (
    <form className={styles.filters} onSubmit={handleSubmit(onApply)} noValidate aria-label={t('audit.filters')}>
      <TextInput inputMode="numeric" label={t('audit.actor')} error={text(formState.errors.actor_id)} {...register('actor_id', field)} />
      <TextInput
        label={t('audit.entity')}
        hint={t('audit.entityHint')}
        error={text(formState.errors.entity)}
        {...register('entity', field)}
      />
      <TextInput label={t('audit.entityId')} error={text(formState.errors.entity_id)} {...register('entity_id', field)} />
      <Button type="submit" variant="secondary">
        {t('audit.apply')}
      </Button>
    </form>
  );
}
