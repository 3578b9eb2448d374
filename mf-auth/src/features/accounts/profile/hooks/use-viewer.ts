import { useSession } from '@platform/shared/session';

/** The signed-in viewer's id (0 while there is none) and the interface locale: the parts of every profile query key. */
export function useViewer() {
  const viewerId = useSession((s) => (s.status === 'user' ? (s.user?.id ?? 0) : 0));
  const locale = useSession((s) => s.locale);
  return { viewerId, locale };
}
