import { useSession } from '@platform/shared/session';

/** Who is looking: the locale and the signed-in user's id (null for a guest), as the query keys need. */
export function useViewer() {
  const locale = useSession((s) => s.locale);
  const userId = useSession((s) => s.user?.id ?? null);
  const signedIn = useSession((s) => s.status === 'user');
  return { locale, userId, signedIn };
}
