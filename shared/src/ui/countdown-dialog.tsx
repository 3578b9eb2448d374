import { useCallback, useState, type ReactNode } from 'react';
import { Countdown } from './countdown';
import { Modal } from './dialog';
import styles from './countdown-dialog.module.css';

export interface CountdownDialogProps {
  title: string;
  onClose: () => void;
  /** When the thing opens again (ms since epoch). */
  until: number;
  /** The timer's name, shown above the clock and given to the `timer` role. */
  label: string;
  /** Under the clock, e.g. the date and time it opens at. */
  caption?: ReactNode;
  /** Shown in place of the timer once it has run out; without it the timer just goes. */
  openedText?: string;
  /** The dialog's text, above the timer. */
  children?: ReactNode;
  /** The buttons at the foot. */
  actions: ReactNode;
}

/**
 * A modal that says something is closed until a moment and counts down to it (hh:mm:ss, SPEC §8): the
 * daily limit of free tests (mf-pro) and a time-gated topic test (mf-tests).
 */
export function CountdownDialog({ title, onClose, until, label, caption, openedText, children, actions }: CountdownDialogProps) {
  const [opened, setOpened] = useState(false);
  const onOpened = useCallback(() => setOpened(true), []);
  return (
    <Modal open title={title} onClose={onClose}>
      <div className={styles.body}>
        {children}
        {!opened ? (
          <div className={styles.countdown} role="timer" aria-label={label}>
            <span className={styles.label} aria-hidden="true">
              {label}
            </span>
            <span className={styles.clock}>
              <Countdown until={until} onDone={onOpened} />
            </span>
            {caption && <span className={styles.label}>{caption}</span>}
          </div>
        ) : (
          openedText && (
            <p role="status" className={styles.opened}>
              {openedText}
            </p>
          )
        )}
        <div className={styles.actions}>{actions}</div>
      </div>
    </Modal>
  );
}

/** The dialog's paragraph styles: `text` (the message) and `note` (a muted line). */
export { styles as countdownDialogText };
