import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}

/** Class names of a button, for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}
