import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Button } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useFollow } from '../hooks/use-follow';

/** Follow / unfollow another user; the follower count updates from the api's answer. */
export function FollowButton({ profileId, following }: { profileId: number; following: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const follow = useFollow(profileId);
  return (
    <Button
      variant={following ? 'ghost' : 'primary'}
      disabled={follow.isPending}
      aria-busy={follow.isPending || undefined}
      onClick={() =>
        follow.mutate(!following, {
          onError: (error) => bus.emit('toast', { kind: 'error', message: userMessage(error) }),
        })
      }
    >
      {following ? t('actions.unfollow') : t('actions.follow')}
    </Button>
  );
}
