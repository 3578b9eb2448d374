import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { cx } from './field';
import styles from './form.module.css';

/**
 * The footer of a form or dialog: cancel, then submit. While `pending` the submit button shows
 * `pendingLabel`, is disabled and busy; `disabled` adds the form's own rule (e.g. nothing changed).
 */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  className,
}: {
  onCancel: () => void;
  /** Defaults to the common "Cancel". */
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cx(styles.actions, className)}>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel ?? t('cancel')}
      </Button>
      <Button type="submit" disabled={disabled || pending} aria-busy={pending || undefined}>
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
