import { applicationBody, type Program } from '@platform/shared/programs';
import { useTranslation } from '@platform/shared/i18n';
import { ContactForm } from '../../../../components/contact-form';
import { NS } from '../../../../lib/i18n';
import { useCreateApplication } from '../api/programs-api';

/**
 * SPEC §5 application form: name (prefilled from the profile's first and last name) and phone; checked
 * with the api's own schema before it is sent. A refusal the api gives (409: already applied) is shown
 * in the form.
 */
export function ApplicationForm({ program, onSent }: { program: Program; onSent: () => void }) {
  const { t } = useTranslation(NS);
  const create = useCreateApplication();
  return (
    <ContactForm
      nameField="user_name"
      body={(name, phone) => ({ program_id: program.id, user_name: name, phone })}
      schema={applicationBody}
      mutation={create}
      onSent={onSent}
      about={`${program.name} · ${program.university_name}`}
      labels={{
        name: t('programs.form.name'),
        phone: t('programs.form.phone'),
        phoneHint: t('programs.form.phoneHint'),
        submit: t('programs.form.submit'),
      }}
      label={t('programs.form.title', { name: program.name })}
    />
  );
}
