import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { TextInput } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import type { PartnerFilters, PartnerFiltersSchema } from '../../lib/filters';
import styles from './partners.module.css';
import { useFieldErrorText } from '../../../../lib/use-field-error';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The list's filters: a slug (hidden for a partner, whose scope the server applies) and a range of
 * days, validated with the contract's rules before they go into the URL.
 */
export function PartnerFiltersForm({
  schema,
  slugLabel,
  showSlug,
  value,
  onApply,
}: {
  schema: PartnerFiltersSchema;
  slugLabel: string;
  showSlug: boolean;
  value: PartnerFilters;
  onApply: (filters: PartnerFilters) => void;
}) {
  const { t } = useTranslation(NS);
  const text = useFieldErrorText();
  const { register, handleSubmit, formState } = useForm<PartnerFilters, unknown, PartnerFilters>({
    resolver: standardSchemaResolver<PartnerFilters, unknown, PartnerFilters>(schema),
    values: value,
  });
  const field = { setValueAs: blankToUndefined };
  return (
    <form className={styles.filters} onSubmit={handleSubmit(onApply)} noValidate aria-label={t('partners.filters')}>
      {showSlug && (
        <TextInput label={slugLabel} hint={t('partners.slugHint')} error={text(formState.errors.slug)} {...register('slug', field)} />
      )}
      <TextInput type="date" label={t('partners.from')} error={text(formState.errors.from)} {...register('from', field)} />
      <TextInput type="date" label={t('partners.to')} error={text(formState.errors.to)} {...register('to', field)} />
      <Button type="submit" variant="secondary">
        {t('partners.apply')}
      </Button>
    </form>
  );
}
