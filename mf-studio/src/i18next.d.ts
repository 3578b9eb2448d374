// Key types of this remote's namespace, derived from uz.json (the source of keys), so
// `t('list.title')` is checked at compile time. Only this workspace's tsconfig sees it.
import 'i18next';
import type uz from './locales/uz.json';
import type common from '@platform/shared/locales/uz.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    studio: typeof uz;
    common: typeof common;
  }
}
