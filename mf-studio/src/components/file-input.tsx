import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { buttonClass } from '@platform/shared/ui';
import { NS } from '../lib/i18n';
import styles from './file-input.module.css';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange' | 'className'> & {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** The file chosen (null when the choice was cleared), with the input (to reset it). */
  onFile: (file: File | null, input: HTMLInputElement) => void;
};

/**
 * A labelled file input (a content file, a question's picture) in the studio's language: the native
 * input (named by `label`, in the tab order, opened by Space or a click on the button drawn for it)
 * and the chosen file's name, which the input's description says too. Hands the chosen file over.
 */
export function FileInput({ id, label, labelClassName, onFile, ...input }: FileInputProps) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState<string | null>(null);
  const chosenId = `${id}-chosen`;
  const describedBy = [input['aria-describedby'], chosenId].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className={styles.picker}>
        <input
          {...input}
          id={id}
          type="file"
          className={styles.input}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setName(file?.name ?? null);
            onFile(file, event.target);
          }}
        />
        {/* a second label of the input, drawn as its button; hidden from the accessible name (the first label is it) */}
        <label htmlFor={id} className={`${buttonClass('secondary')} ${styles.button}`} aria-hidden="true">
          {t('file.choose')}
        </label>
        <span id={chosenId} className={styles.chosen}>
          {name ?? t('file.none')}
        </span>
      </div>
    </>
  );
}
