import { userMessage } from '@platform/shared/api';
import { formatDay } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths, universityPath } from '@platform/shared/routes';
import { ErrorState, LoadingRegion, Skeleton } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useOwnApplications } from '../api/get-own-applications';
import { ProfileSection } from './profile-section';
import ui from './profile-ui.module.css';

/** Own profile only: the applications sent from /otmlar-royhati (issue 18 item 2). */
export function ApplicationsSection() {
  const { t } = useTranslation(PROFILE_NS);
  const list = useOwnApplications();
  return (
    <ProfileSection titleId="profile-applications-title" title={t('applications.title')}>
      {list.isPending ? (
        <LoadingRegion label={t('applications.loading')} className={ui.stack}>
          <Skeleton height={48} radius={12} />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className={ui.sectionSubtitle}>
          {t('applications.none')} <Link to={paths.universityRanking}>{t('applications.browse')}</Link>
        </p>
      ) : (
        <ul className={ui.stack} data-testid="own-applications">
          {list.data.map((a) => (
            <li key={a.id}>
              <strong>{a.program_name}</strong> · <Link to={universityPath('private', a.university_slug)}>{a.university_name}</Link>
              <br />
              <span className={ui.sectionSubtitle}>{t('applications.sent', { date: formatDay(a.created_at * 1000) })}</span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
