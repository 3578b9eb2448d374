// Key types of the shell's namespaces, derived from the uz files (the source of keys), so
// `t('header.login')` is checked at compile time. Only this workspace's tsconfig sees it.
import 'i18next';
import type shell from './locales/uz.json';
import type common from '@platform/shared/locales/uz.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof shell;
    common: typeof common;
  }
}
