import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { formatDayTime } from '@platform/shared/dates';
import { useLocation, useNavigate } from '@platform/shared/router';
import { blockedBodySchema, type BlockedBody } from '@platform/shared/topic-tests';
import { Button, CountdownDialog, countdownDialogText } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';

/** The `blocked` body the test screen left in the router state (lib/blocked.ts BlockedState), if valid. */
export function blockedFromState(state: unknown): BlockedBody | null {
  if (typeof state !== 'object' || state === null || !('blocked' in state)) return null;
  const parsed = blockedBodySchema.safeParse(state.blocked);
  return parsed.success ? parsed.data : null;
}

/**
 * SPEC §8: a learner sent back from a time-gated test sees why, when it opens again (DD.MM.YYYY
 * HH:mm, Tashkent) and a live countdown. Closing clears the router state, so a reload or going back
 * does not show it again. The daily limit is the Pro remote's dialog (the `pro:daily-limit` event).
 */
export function LockedDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const blocked = blockedFromState(location.state);
  const close = useCallback(() => {
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [navigate, location.pathname, location.search, location.hash]);
  if (!blocked || blocked.code === 'DAILY_LIMIT') return null;
  // a new block (another timestamp) starts with a fresh countdown
  return <LockedDialogView key={`${blocked.code}-${blocked.message.next_open_test}`} blocked={blocked} onClose={close} />;
}

function LockedDialogView({ blocked, onClose }: { blocked: BlockedBody; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const opensAt = blocked.message.next_open_test * 1000;
  return (
    <CountdownDialog
      title={t('locked.title')}
      onClose={onClose}
      until={opensAt}
      label={t('locked.countdown')}
      openedText={t('locked.opened')}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('locked.ok')}
        </Button>
      }
    >
      {blocked.message.text && <p className={countdownDialogText.text}>{blocked.message.text}</p>}
      <p className={countdownDialogText.note}>{t('locked.nextOpen', { date: formatDayTime(opensAt) })}</p>
    </CountdownDialog>
  );
}
