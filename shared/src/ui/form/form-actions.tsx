import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { cx } from './field';
import styles from './form.module.css';

/**
 * The footer of a form or dialog: cancel, then submit. While `pending` the submit button shows
 * `pendingLabel`, is disabled and busy; `disabled` adds the form's own rule (e.g. nothing changed).
 * Inside a `<form>` the button submits it; a dialog without a form passes `onSubmit` instead.
 */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  onSubmit,
  submitDescribedBy,
  className,
}: {
  onCancel: () => void;
  /** Defaults to the common "Cancel". */
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  /** For a dialog that is not a form: what the (then plain) button does. */
  onSubmit?: () => void;
  /** Id of the text that says why the button is disabled. */
  submitDescribedBy?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cx(styles.actions, className)}>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel ?? t('cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        aria-describedby={submitDescribedBy}
      >
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
