/** i18next namespaces of this remote: sign-in flows, and profiles (registered by exposed/*). */
export const NS = 'auth';
export const PROFILE_NS = 'profile';
