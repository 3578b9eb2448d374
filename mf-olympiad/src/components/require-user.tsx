import { useEffect, type ReactNode } from 'react';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useLocation } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { Button, pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../lib/i18n';

/**
 * SPEC §2/§6: olympiad pages need a signed-in user and query nothing before. A guest is sent to the
 * sign-in flow (the shell's sign-in dialog) with this path remembered, and comes back here signed in;
 * closing the dialog leaves this remote's own prompt with a button to open it again.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const status = useSession((s) => s.status);
  const location = useLocation();
  const here = location.pathname + location.search;
  const guest = status === 'guest';
  useEffect(() => {
    if (guest) bus.emit('auth:open', { redirectUrl: here, required: true });
  }, [guest, here]);
  if (status === 'user') return children;
  if (!guest) return <div role="status" aria-busy="true" aria-label={t('route.loading')} style={{ minHeight: '60vh' }} />;
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{t('list.title')}</h1>
      <p>{t('signIn.text')}</p>
      <Button onClick={() => bus.emit('auth:open', { redirectUrl: here, required: true })}>{t('signIn.button')}</Button>
    </div>
  );
}
