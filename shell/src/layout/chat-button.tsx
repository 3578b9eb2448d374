import { useTranslation } from '@platform/shared/i18n';
import { shellConfig } from '../config';
import styles from './chat-button.module.css';

/** Live-chat entry (support chat URL is a build setting; nothing is shown when it is not set). */
export function ChatButton() {
  const { t } = useTranslation('shell');
  if (!shellConfig.supportChatUrl) return null;
  return (
    <a href={shellConfig.supportChatUrl} target="_blank" rel="noopener noreferrer" className={styles.chat} aria-label={t('chat.label')}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" fill="currentColor">
        <path d="M4 4h16v12H8l-4 4z" />
      </svg>
    </a>
  );
}
