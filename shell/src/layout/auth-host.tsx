import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { RemoteSlot } from '../composition/remote-slot';

type AuthRequest = PlatformEvents['auth:open'];

/**
 * Answers `auth:open` from any app by mounting the auth remote's modal (exposed as `./modal`).
 * When the auth remote cannot be loaded the user is told the section is unavailable.
 */
export function AuthHost() {
  const { t } = useTranslation('common');
  const [request, setRequest] = useState<AuthRequest | null>(null);
  useEffect(() => {
    const onOpen = (payload: AuthRequest) => setRequest({ ...payload });
    bus.on('auth:open', onOpen);
    return () => bus.off('auth:open', onOpen);
  }, []);
  const onUnavailable = useCallback(() => {
    setRequest(null);
    bus.emit('toast', { kind: 'error', message: t('unavailable.title') });
  }, [t]);
  const onClose = useCallback(() => setRequest(null), []);
  if (!request) return null;
  return <RemoteSlot remote="auth" exposed="modal" props={{ ...request, onClose }} onUnavailable={onUnavailable} />;
}
