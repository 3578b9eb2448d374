import { useSyncExternalStore } from 'react';
import { apiUrl } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { buttonClass } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';

const unchanging = () => () => {};

/** GET /profile/export: everything the platform holds about the user, a file the browser downloads (ADR 033). */
export function ExportLink() {
  const { t } = useTranslation(PROFILE_NS);
  // The address is the browser's api base. The server's render answers calls from memory (base ''),
  // and hydration keeps a server-rendered attribute: so the link gets its href once hydrated.
  const href = useSyncExternalStore(
    unchanging,
    () => apiUrl('/profile/export'),
    () => undefined,
  );
  return (
    <a className={buttonClass('secondary')} href={href} download>
      {t('account.export')}
    </a>
  );
}
