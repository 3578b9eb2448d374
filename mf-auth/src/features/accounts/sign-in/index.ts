// The sign-in building blocks shared by the auth modal, /login and the profile editor: the phone and
// code steps, the sign-in endpoints and the form rules. Other features import them from here only.
export { useMe } from './api/get-me';
export { useRegions } from './api/get-regions';
export { CodeCheck } from './components/code-check';
export { PhoneForm } from './components/phone-form';
export { TermsNote } from './components/terms-note';
export { useSecondsLeft } from './hooks/use-seconds-left';
export { useSendCode } from './hooks/use-send-code';
export { displayDateOf, maskDisplayDate } from './lib/date-input';
export { displayDateSchema, fieldsSchema, formResolver } from './lib/form-schema';
export { maskOtpCode } from './lib/otp-code';
export { localDigits } from './lib/phone';
export { clearRedirect, redirectTarget, rememberRedirect, storedRedirect } from './lib/redirect';
