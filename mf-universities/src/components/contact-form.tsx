import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, userMessage } from '@platform/shared/api';
import { formatPhone, phoneDigits, PHONE_PREFIX } from '@platform/shared/format';
import { SERVER_ERROR, TextInput, useValidationText } from '@platform/shared/form';
import { useSession } from '@platform/shared/session';
import { Button } from '@platform/shared/ui';
import styles from './contact-form.module.css';

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/**
 * SPEC §5 "name and phone" forms (a learning centre's lead, a program's application): the name
 * prefilled from the profile's first and last name, the phone with its +998 prefix; checked with the
 * api's own schema before it is sent, and a refusal the api gives (a field's or the form's) shown in
 * the form. `nameField` is the body's key of the name (the two calls name it differently).
 */
export function ContactForm<Body, K extends string>({
  nameField,
  body,
  schema,
  mutation,
  onSent,
  about,
  labels,
  label,
}: {
  nameField: K;
  body: (name: string, phone: string) => Body;
  schema: { safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issues } } };
  mutation: Pick<UseMutationResult<unknown, Error, Body>, 'mutate' | 'isPending'>;
  onSent: () => void;
  /** what the form is about (the centre and subject, the program and university) */
  about: ReactNode;
  labels: { name: string; phone: string; phoneHint: string; submit: string };
  /** the form's accessible name, when it needs one */
  label?: string;
}) {
  const text = useValidationText();
  const user = useSession((s) => s.user);
  const [name, setName] = useState(user ? `${user.name} ${user.last_name}`.trim() : '');
  const [phone, setPhone] = useState(user?.phone ? formatPhone(user.phone) : `${PHONE_PREFIX} `);
  const [errors, setErrors] = useState<{ name?: string; phone?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = body(name, phone);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'phone' ? 'phone' : 'name'] ??= text(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        const field = error instanceof ApiError ? (error.body as { field?: string } | undefined)?.field : undefined;
        const message = text({ type: SERVER_ERROR, message: userMessage(error) });
        setErrors(field === nameField ? { name: message } : field === 'phone' ? { phone: message } : { form: message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={label}>
      <p className={styles.about}>{about}</p>
      <TextInput
        label={labels.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        error={errors.name}
        required
        data-autofocus
      />
      <TextInput
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(phoneDigits(e.target.value) ? formatPhone(e.target.value) : `${PHONE_PREFIX} `)}
        error={errors.phone}
        hint={labels.phoneHint}
        required
      />
      {errors.form && (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {labels.submit}
      </Button>
    </form>
  );
}
