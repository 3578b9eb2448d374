import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Button } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import { MessagePanel } from '@platform/shared/message-panel';

/** A guest's own result: signing in keeps it (the api claims the ticket) and unlocks the certificate. */
export function GuestResultPanel({ ticketId, redirectUrl }: { ticketId: number; redirectUrl: string }) {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <MessagePanel icon="★" level={2} title={t('guest.title')} text={t('guest.text')} testId="result-guest-panel">
      <Button onClick={() => bus.emit('auth:open', { redirectUrl, ticketId: String(ticketId) })}>{t('guest.signIn')}</Button>
    </MessagePanel>
  );
}
