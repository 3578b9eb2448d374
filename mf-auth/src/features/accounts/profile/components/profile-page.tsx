import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { ErrorState, useDocumentTitle } from '@platform/shared/ui';
import { useLocation, useParams } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useProfileView } from '../api/get-profile-view';
import { parseProfileId } from '../lib/format';
import type { ProfileTarget } from '../lib/profile-keys';
import { AccountDataSection } from './account-data-section';
import { ActivityList } from './activity-list';
import { ProfileHeader } from './profile-header';
import { ProfileNotFound } from './profile-not-found';
import { ProfileHeaderSkeleton, ProfilePageSkeleton } from './profile-skeleton';
import { SignInPanel } from './sign-in-panel';
import { ApplicationsSection } from './applications-section';
import { ProgressSection } from './progress-section';
import { StatsSection } from './stats-section';
import styles from './profile-page.module.css';

function ProfileContent({ target, redirectUrl }: { target: ProfileTarget; redirectUrl: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const view = useProfileView(target);
  const profile = view.data;
  useDocumentTitle(profile ? t('documentTitle', { name: `${profile.full_name} ${profile.last_name}`.trim() }) : undefined);

  if (view.isError && isApiStatus(view.error, 404) && target !== 'me') return <ProfileNotFound />;
  // the session ended on the server (another tab signed out, or it expired)
  if (view.isError && isApiStatus(view.error, 401)) return <SignInPanel redirectUrl={redirectUrl} />;

  // own page: known at once on /profile, from the api (`is_own`) on /profile/:id
  const own = target === 'me' || profile?.is_own === true;
  return (
    <div className={styles.page}>
      {view.isPending ? (
        <ProfileHeaderSkeleton label={t('loading')} />
      ) : view.isError ? (
        <section className={styles.errorCard}>
          <ErrorState message={userMessage(view.error)} onRetry={() => void view.refetch()} />
        </section>
      ) : (
        <ProfileHeader profile={view.data} own={own} />
      )}
      {!view.isError && (
        <div className={styles.sections}>
          {own && <ProgressSection />}
          {own && <StatsSection />}
          {own && <ApplicationsSection />}
          <ActivityList target={target} own={own} />
          {own && <AccountDataSection />}
        </div>
      )}
    </div>
  );
}

/**
 * /profile (one's own) and /profile/:id. Guests get a sign-in panel and no api call (the profile
 * calls answer 401 without a session); a malformed id is "user not found" without asking the api.
 */
export function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const { id: rawId } = useParams();
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  const id = parseProfileId(rawId);

  if (id === null) return <ProfileNotFound />;
  if (status === 'unknown') return <ProfilePageSkeleton label={t('loading')} />;
  if (status === 'guest') return <SignInPanel redirectUrl={pathname} />;
  return <ProfileContent key={id ?? 'me'} target={id ?? 'me'} redirectUrl={pathname} />;
}
