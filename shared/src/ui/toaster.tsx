import { useEffect, useState } from 'react';
import { bus, type PlatformEvents } from '@platform/shared/events';
import styles from './ui.module.css';

type ToastItem = PlatformEvents['toast'] & { id: number };

/** Renders `toast` events from the bus; the shell mounts one. */
export function Toaster({ duration = 3000 }: { duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onToast = (toast: PlatformEvents['toast']) => {
      const id = ++next;
      setItems((list) => [...list, { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setItems((list) => list.filter((t) => t.id !== id));
      }, duration);
      timers.add(timer);
    };
    bus.on('toast', onToast);
    return () => {
      bus.off('toast', onToast);
      timers.forEach(clearTimeout);
    };
  }, [duration]);
  return (
    <div className={styles.toaster} aria-live="polite">
      {items.map((t) => (
        <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[`toast_${t.kind}`]}`}>
          {t.message}
        </div>
      ))}
    </div>
  );
}
