import { useEffect, useRef } from 'react';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useLocation, useNavigate } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { sessionStore } from '@platform/shared/session';

/**
 * `?hashcode=` on any page (the link the Telegram bot sends) signs in. The parameter is removed from
 * the address at once. An expired or used token says so and leads to the olympiad page the link was
 * for, otherwise home (SPEC §8).
 */
export function useHashcodeLogin(): void {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const hashcode = params.get('hashcode');
    if (!hashcode || handled.current === hashcode) return;
    handled.current = hashcode;
    params.delete('hashcode');
    const rest = params.toString();
    const here = `${location.pathname}${rest ? `?${rest}` : ''}`;
    navigate(here, { replace: true });
    const olympiad = location.pathname.startsWith(paths.olympiads);
    // loaded only when a link carries a hashcode, so ordinary page loads stay light
    import(/* webpackChunkName: "hashcode-login" */ './login-with-hashcode')
      .then(({ loginWithHashcode }) => loginWithHashcode(hashcode))
      .then(({ message, data }) => {
        if (data.profile_type) {
          sessionStore.getState().signIn(data.user);
          bus.emit('toast', { kind: 'success', message });
        } else {
          // verified by Telegram, registration not finished: the modal continues from the role step
          bus.emit('auth:open', { redirectUrl: here, required: false });
        }
      })
      .catch((error: unknown) => {
        const expired = (error as { code?: string })?.code === 'TOKEN_EXPIRED';
        bus.emit('toast', {
          kind: 'error',
          message: expired ? t(olympiad ? 'session.tokenExpiredOlympiad' : 'session.tokenExpiredProfile') : (error as Error).message,
        });
        if (expired && !olympiad) navigate(paths.home, { replace: true });
      });
  }, [location.pathname, location.search, navigate, t]);
}
