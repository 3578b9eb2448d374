import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { buttonClass } from '@platform/shared/ui';
import { MessagePanel } from '@platform/shared/message-panel';
import { QUIZ_NS } from '../../../../lib/i18n';

/** A test that does not exist (404) or a link without a test id. */
export function QuizNotFound() {
  const { t } = useTranslation(QUIZ_NS);
  return (
    <MessagePanel icon="?" title={t('notFound.title')} text={t('notFound.text')}>
      <Link to={paths.topicTests} className={buttonClass('secondary')}>
        {t('notFound.back')}
      </Link>
    </MessagePanel>
  );
}
