import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from './remote-loader';

/**
 * Renders a component another remote exposes (e.g. the auth modal), loaded on demand through the
 * same loader; `onUnavailable` is called when it cannot be loaded.
 */
export function RemoteSlot<P extends object>({
  remote,
  exposed,
  props,
  onUnavailable,
}: {
  remote: string;
  exposed: string;
  props: P;
  onUnavailable: () => void;
}) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let alive = true;
    loadRemoteModule<{ default: ComponentType<P> }>(remote, exposed)
      .then((m) => alive && setComponent(() => m.default))
      .catch(() => alive && onUnavailable());
    return () => {
      alive = false;
    };
  }, [remote, exposed, onUnavailable]);
  return Component ? <Component {...props} /> : null;
}
