// Accounts: phone + one-time code sign-in, registration, sessions, profiles (SPEC §3, §5, §7).
// Validation messages are i18n keys of the `common` namespace (`validation.*`): the forms show
// them through i18next, the api translates the same keys, so a rule is written once.
export * from './accounts-signin';
export * from './accounts-profile';
export * from './accounts-own-data';
export * from './accounts-progress';
