import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { paths } from '@platform/shared/routes';
import { buttonClass, Panel, useDocumentTitle } from '@platform/shared/ui';
import { NS } from '../lib/i18n';
import { layout } from './layout';

/** A course or teacher that does not exist: the message and the way back to the courses home. */
export function NotFound({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  useDocumentTitle(title);
  return (
    <div className={layout.page}>
      <Panel>
        <h1 className={layout.title}>{title}</h1>
        <Link to={paths.courses} className={buttonClass('primary')}>
          {t('course.back')}
        </Link>
      </Panel>
    </div>
  );
}
