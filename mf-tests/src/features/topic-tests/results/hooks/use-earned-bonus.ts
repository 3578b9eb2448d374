import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@platform/shared/router';
import { arrivalBonus } from '../lib/arrival';

/**
 * The finish bonus (XP) earned during this visit, else 0 (ADR 046): the finish that earned it says so
 * in the navigation state, or the result's own `bonus_xp` goes from 0 to more while the page is open
 * (a guest's ticket claimed at sign-in). A result seen with its bonus already there earned it before:
 * nothing. The history entry forgets the state once read, so a reload or the back button does not
 * bring it back.
 */
export function useEarnedBonus(bonusXp: number | undefined): { xp: number; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [earned, setEarned] = useState(() => arrivalBonus(location.state));
  const [seen, setSeen] = useState(bonusXp);
  // the result between two answers (a new viewer's query is pending) says nothing
  if (bonusXp !== undefined && bonusXp !== seen) {
    setSeen(bonusXp);
    if (seen === 0 && bonusXp > 0) setEarned(bonusXp);
  }
  const fromFinish = arrivalBonus(location.state) > 0;
  useEffect(() => {
    if (fromFinish) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromFinish, navigate, location.pathname, location.search]);
  return { xp: earned, dismiss: () => setEarned(0) };
}
