// Key types of this remote's namespaces, derived from the uz files (the source of keys).
import 'i18next';
import type auth from './locales/uz.json';
import type profile from './features/accounts/profile/locales/uz.json';
import type common from '@platform/shared/locales/uz.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof auth;
    'auth/profile': typeof profile;
    common: typeof common;
  }
}
