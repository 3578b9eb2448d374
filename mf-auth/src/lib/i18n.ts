/**
 * i18next namespaces of this remote (registered by exposed/*), prefixed with the remote's name so the
 * one i18next instance of the composed site cannot mix them up with another remote's (`/`, because
 * `:` and `.` are i18next separators): `auth` — sign-in flows; `auth/profile` — profiles.
 */
export const NS = 'auth';
export const PROFILE_NS = 'auth/profile';
