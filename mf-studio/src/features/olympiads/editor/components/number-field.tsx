import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { TextInput, useValidationText } from '@platform/shared/form';
import type { OlympiadFileInput } from '@platform/shared/olympiads';

interface NumberFieldProps {
  name: FieldPath<OlympiadFileInput>;
  label: string;
  min: number;
  max?: number;
  /** a fraction lets the field take decimals (a section's points); else whole numbers */
  step?: number;
  required?: boolean;
}

/** A number of the olympiad file (a course's minutes, a section's count or points), registered as a number. */
export function NumberField({ name, label, min, max, step, required }: NumberFieldProps) {
  const text = useValidationText();
  const { register, formState } = useFormContext<OlympiadFileInput>();
  return (
    <TextInput
      label={label}
      type="number"
      inputMode={step !== undefined && !Number.isInteger(step) ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={step}
      required={required}
      error={text(get(formState.errors, name))}
      {...register(name, { valueAsNumber: true })}
    />
  );
}
