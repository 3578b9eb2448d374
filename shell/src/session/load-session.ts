import { api } from '@platform/shared/api';
import type { AuthUser } from '@platform/shared/contracts';
import { sessionStore } from '@platform/shared/session';
import { bootstrapData } from '../composition/bootstrap-data';

type MeResponse = { data: AuthUser | null };

/**
 * The `/api/auth/me` answer the server put into the page, if it is for this locale and valid. A
 * guest's answer (`null`) needs no check; a user's is checked with the contract, whose module (and
 * zod) loads only then, so a guest's home page downloads neither (issue 19).
 */
async function inlineMe(): Promise<MeResponse | null> {
  const session = bootstrapData().session;
  if (!session || session.locale !== sessionStore.getState().locale) return null;
  if (session.data === null) return { data: null };
  const { meResponse } = await import('@platform/shared/contracts');
  const parsed = meResponse.safeParse({ data: session.data });
  return parsed.success ? parsed.data : null;
}

/**
 * The session store's state for the `/api/auth/me` user: signed in once registration is finished
 * (a profile type chosen), a guest otherwise. The server's render of the page uses it too (ADR 028).
 */
export function sessionOf(user: AuthUser | null | undefined) {
  return user?.profile_type
    ? { status: 'user' as const, user, premium: user.premium }
    : { status: 'guest' as const, user: null, premium: false };
}

async function fetchMe(): Promise<MeResponse> {
  const { meResponse } = await import('@platform/shared/contracts');
  return api.get('/auth/me', { schema: meResponse });
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
    const { data: user } = (await inlineMe()) ?? (await fetchMe());
    sessionStore.setState(sessionOf(user));
  } catch {
    sessionStore.setState({ status: 'guest', user: null, premium: false });
  }
}
