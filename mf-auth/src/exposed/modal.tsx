// The sign-in modal the shell mounts when any app emits `auth:open` (see shell/src/layout/auth-host.tsx).
import { lazy, Suspense } from 'react';
import { addNamespace } from '@platform/shared/i18n';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';
import type { AuthModalProps } from '../features/accounts/auth-modal/lib/types';

addNamespace(NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const AuthModal = lazy(() =>
  import(/* webpackChunkName: "auth-modal" */ '../features/accounts/auth-modal/components/auth-modal').then((m) => ({
    default: m.AuthModal,
  })),
);

export default function AuthModalEntry(props: AuthModalProps) {
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
