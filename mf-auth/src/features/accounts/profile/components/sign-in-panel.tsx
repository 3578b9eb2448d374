import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Button } from '@platform/shared/ui';
import { MessagePanel } from '@platform/shared/message-panel';
import { PROFILE_NS } from '../../../../lib/i18n';

/** Guests (and expired sessions) see this instead of a profile; the sign-in modal comes back here. */
export function SignInPanel({ redirectUrl }: { redirectUrl: string }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <MessagePanel icon="👤" title={t('guest.title')} text={t('guest.text')}>
      <Button onClick={() => bus.emit('auth:open', { redirectUrl })}>{t('guest.signIn')}</Button>
    </MessagePanel>
  );
}
