import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { buttonClass } from '@platform/shared/ui';
import { MessagePanel } from '@platform/shared/message-panel';
import { PROFILE_NS } from '../../../../lib/i18n';

export function ProfileNotFound() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <MessagePanel icon="?" title={t('notFound.title')} text={t('notFound.text')}>
      <Link to={paths.home} className={buttonClass('secondary')}>
        {t('notFound.home')}
      </Link>
    </MessagePanel>
  );
}
