// Key types of this remote's namespaces, derived from the uz files (the source of keys).
import 'i18next';
import type auth from './locales/uz.json';
import type profile from './features/profile/locales/uz.json';
import type common from '../../shared/src/i18n/locales/uz.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof auth;
    profile: typeof profile;
    common: typeof common;
  }
}
