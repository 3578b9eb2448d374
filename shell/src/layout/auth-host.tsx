import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { useSession } from '@platform/shared/session';
import { RemoteSlot } from '../composition/remote-slot';

/**
 * Answers a bus event from any app by mounting a component another remote exposes, with the event's
 * payload and `onClose` as props. When that remote cannot be loaded the user is told the section is
 * unavailable.
 */
function EventHost<E extends keyof PlatformEvents>({
  event,
  slot,
  onActive,
}: {
  event: E;
  /** told whether the component is mounted (the sign-in flow sets the session's `signingIn`) */
  onActive?: (active: boolean) => void;
  /** The RemoteSlot to mount (literal remote and exposed names: the build's contract check reads them). */
  slot: (props: PlatformEvents[E] & { onClose: () => void }, onUnavailable: () => void) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [request, setRequest] = useState<PlatformEvents[E] | null>(null);
  useEffect(() => {
    const onOpen = (payload: PlatformEvents[E]) => setRequest({ ...payload });
    bus.on(event, onOpen);
    return () => bus.off(event, onOpen);
  }, [event]);
  const onUnavailable = useCallback(() => {
    setRequest(null);
    bus.emit('toast', { kind: 'error', message: t('unavailable.title') });
  }, [t]);
  const onClose = useCallback(() => setRequest(null), []);
  const active = request !== null;
  useEffect(() => onActive?.(active), [onActive, active]);
  if (!request) return null;
  return slot({ ...request, onClose }, onUnavailable);
}

/** `auth:open` → the auth remote's sign-in modal (exposed as `./modal`). */
export function AuthHost() {
  const setSigningIn = useSession((s) => s.setSigningIn);
  return (
    <EventHost
      event="auth:open"
      onActive={setSigningIn}
      slot={(props, onUnavailable) => <RemoteSlot remote="auth" exposed="modal" props={props} onUnavailable={onUnavailable} />}
    />
  );
}

/** `pro:daily-limit` → the Pro remote's daily-limit dialog (`./daily-limit`); never for Pro users. */
export function DailyLimitHost() {
  const premium = useSession((s) => s.premium);
  if (premium) return null;
  return (
    <EventHost
      event="pro:daily-limit"
      slot={(props, onUnavailable) => <RemoteSlot remote="pro" exposed="daily-limit" props={props} onUnavailable={onUnavailable} />}
    />
  );
}
