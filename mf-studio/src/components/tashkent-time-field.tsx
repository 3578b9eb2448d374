import { Controller, get, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, useValidationText } from '@platform/shared/form';
import { fromLocalInput, toLocalInput } from '../lib/tashkent-time';

/**
 * A time of a studio form (an ISO string with the zone in the form's values) in a datetime-local
 * input read as Tashkent time; the form's schema checks it, its error is shown under the input.
 */
export function TashkentTimeField<V extends FieldValues>({ name, label, hint }: { name: FieldPath<V>; label: string; hint: string }) {
  const text = useValidationText();
  const { control, formState } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          type="datetime-local"
          required
          hint={hint}
          error={text(get(formState.errors, name))}
          value={toLocalInput(String(field.value ?? ''))}
          onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
