import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { EXAM_LANGUAGES } from '@platform/shared/exams';
import { Select, useValidationText, type SelectProps } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import styles from '../../../../components/exam-start.module.css';
import { fieldErrors } from './start-status';

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issues } };

/**
 * The state every exam start form shares: its values (a change clears the field's error and the
 * fields that depend on it), the fields' errors, and the submit gate — a guest signs in first (and
 * comes back to the form), a running ticket is continued, anything else is parsed by the contract's
 * schema and ordered.
 */
export function useStartForm<V extends Record<string, string>, Body>({
  initial,
  dependents = {},
  signedIn,
  running,
  paths,
  parse,
  order,
}: {
  initial: V;
  /** the fields a change of the key empties (a block 2 subject depends on block 1) */
  dependents?: Partial<Record<keyof V, (keyof V)[]>>;
  signedIn: boolean;
  /** the values of the running ticket, which the form then shows (locked), or null */
  running: V | null;
  paths: { start: string; test: string };
  parse: (values: V) => Parsed<Body>;
  order: (body: Body) => void;
}) {
  const navigate = useNavigate();
  const validation = useValidationText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const shown = running ?? values;

  const set = (field: keyof V) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    const cleared = Object.fromEntries((dependents[field] ?? []).map((f) => [f, '']));
    setValues((v) => ({ ...v, [field]: value, ...cleared }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      bus.emit('auth:open', { redirectUrl: paths.start });
      return;
    }
    if (running) {
      navigate(paths.test);
      return;
    }
    const parsed = parse(shown);
    if (!parsed.success) {
      setErrors(fieldErrors<Extract<keyof V, string>>(parsed.error.issues, validation) as Partial<Record<keyof V, string>>);
      return;
    }
    order(parsed.data);
  };

  return { shown, errors, set, submit };
}

/** The education language of the test (uz or ru), the first field of every start form. */
export function LanguageSelect({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <Select label={t('start.language')} required value={value} onChange={onChange} disabled={disabled} error={error}>
      {EXAM_LANGUAGES.map((id) => (
        <option key={id} value={id}>
          {t(`start.languages.${id}`)}
        </option>
      ))}
    </Select>
  );
}

/** A required subject field of a start form: "choose", then the given subjects by name. */
export function SubjectSelect({
  subjects,
  ...select
}: Omit<SelectProps, 'children' | 'placeholder' | 'required'> & { subjects: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <Select required placeholder={t('start.choose')} {...select}>
      {subjects.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </Select>
  );
}

/** The end of a start form: what the state means (continue, sign in, free tries), the order's error, and the button. */
export function StartActions({
  signedIn,
  running,
  order,
  hint,
  proReason,
}: {
  signedIn: boolean;
  running: boolean;
  order: Pick<UseMutationResult<unknown, Error, never>, 'isPending' | 'isError' | 'error'>;
  /** a line of the form's own (e.g. the free tries left this month) */
  hint?: string;
  /** why only Pro can start it now (no free try left): said on the form, and the button says where it goes */
  proReason?: string;
}) {
  const { t } = useTranslation(EXAMS_NS);
  const needsPro = signedIn && !running && proReason !== undefined;
  return (
    <>
      {running && <p className={styles.hint}>{t('start.continueHint')}</p>}
      {needsPro ? (
        <p className={styles.hint} role="status">
          {proReason}
        </p>
      ) : (
        signedIn && !running && hint && <p className={styles.hint}>{hint}</p>
      )}
      {!signedIn && <p className={styles.hint}>{t('start.signIn')}</p>}
      {order.isError && (
        <p className={styles.error} role="alert">
          {userMessage(order.error)}
        </p>
      )}
      <Button type="submit" disabled={order.isPending} data-testid="exam-start">
        {!signedIn ? t('start.signInButton') : running ? t('start.continue') : needsPro ? t('start.withPro') : t('start.start')}
      </Button>
    </>
  );
}
