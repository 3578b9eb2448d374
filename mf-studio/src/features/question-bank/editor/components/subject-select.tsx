import { useSubjectsQuery } from '@platform/shared/api';
import { Select } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { studioKeys } from '../../../../lib/studio-keys';

/** The item's subject, one of the site's subjects. */
export function SubjectSelect({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useTranslation(NS);
  const subjects = useSubjectsQuery((locale) => [...studioKeys.area('subjects'), locale]);
  return (
    <Select
      label={t('bank.subject')}
      placeholder={t('editor.chooseSubject')}
      required
      disabled={disabled}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {(subjects.data ?? []).map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </Select>
  );
}
