import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TextInput, useValidationText, type TextInputProps } from '@platform/shared/form';

type MaskedFieldProps<T extends FieldValues, Out> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'> & {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, string>;
  /** what the typed text is kept as (digits only, a date with its dots) */
  mask: (typed: string) => string;
  /** after each edit (e.g. a server error under the form is cleared) */
  onEdit?: () => void;
};

/**
 * A text field of a react-hook-form form whose typed text is masked as it is typed (a code, a
 * birthday); its error is the field's own, localized.
 */
export function MaskedField<T extends FieldValues, Out>({ control, name, mask, onEdit, ...input }: MaskedFieldProps<T, Out>) {
  const text = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          error={text(fieldState.error)}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(mask(event.target.value));
            onEdit?.();
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
