import type { InputHTMLAttributes, ReactNode } from 'react';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange'> & {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** The file chosen (null when the choice was cleared), with the input (to reset it). */
  onFile: (file: File | null, input: HTMLInputElement) => void;
};

/** A labelled file input (a content file, a question's picture): hands the chosen file over. */
export function FileInput({ id, label, labelClassName, onFile, ...input }: FileInputProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input {...input} id={id} type="file" onChange={(event) => onFile(event.target.files?.[0] ?? null, event.target)} />
    </>
  );
}
