import { api } from '@platform/shared/api';
import { meResponse } from '@platform/shared/contracts';
import { sessionStore } from '@platform/shared/session';
import { bootstrapData } from '../composition/bootstrap-data';

type MeResponse = ReturnType<typeof meResponse.parse>;

/** The `/api/auth/me` answer the server put into the page, if it is for this locale and valid. */
function inlineMe(): MeResponse | null {
  const session = bootstrapData().session;
  if (!session || session.locale !== sessionStore.getState().locale) return null;
  const parsed = meResponse.safeParse({ data: session.data });
  return parsed.success ? parsed.data : null;
}

/**
 * Fills the shared session store at start: the signed-in user (with the premium flag) or a guest.
 * The answer the server inlined into the page is used when there is one (no round trip before the
 * first render); otherwise `/api/auth/me` is asked. A verified phone whose registration is not
 * finished stays a guest here; the auth modal resumes registration when it is opened. A failed call
 * leaves a guest (the api may be briefly down).
 */
export async function loadSession(): Promise<void> {
  try {
    const { data: user } = inlineMe() ?? (await api.get('/auth/me', { schema: meResponse }));
    if (user?.profile_type) sessionStore.setState({ status: 'user', user, premium: user.premium });
    else sessionStore.setState({ status: 'guest', user: null, premium: false });
  } catch {
    sessionStore.setState({ status: 'guest', user: null, premium: false });
  }
}
