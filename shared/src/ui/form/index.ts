// @platform/shared/form: the form kit, a package export of its own so pages without a form do not
// load it (the shell's first load imports only `@platform/shared/ui`).
export { Field, type FieldControlProps, type FieldOwnProps } from './field';
export { TextInput, type TextInputProps } from './text-input';
export { TextArea, type TextAreaProps } from './text-area';
export { Select, type SelectProps } from './select';
export { SearchBox } from './search-box';
export { FormActions } from './form-actions';
export { useValidationText, SERVER_ERROR, type ValidationError } from './use-validation-text';
