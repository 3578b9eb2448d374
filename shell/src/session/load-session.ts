import { api } from '@platform/shared/api';
import { meResponse } from '@platform/shared/contracts';
import { sessionStore } from '@platform/shared/session';

/**
 * Fills the shared session store at start: the signed-in user (with the premium flag) or a guest.
 * A verified phone whose registration is not finished stays a guest here; the auth modal resumes
 * registration when it is opened. A failed call leaves a guest (the api may be briefly down).
 */
export async function loadSession(): Promise<void> {
  try {
    const { data: user } = await api.get('/auth/me', { schema: meResponse });
    if (user?.profile_type) sessionStore.setState({ status: 'user', user, premium: user.premium });
    else sessionStore.setState({ status: 'guest', user: null, premium: false });
  } catch {
    sessionStore.setState({ status: 'guest', user: null, premium: false });
  }
}
