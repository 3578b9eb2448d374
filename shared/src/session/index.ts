import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';
import type { AuthUser, Locale } from '@platform/shared/contracts';
import { LOCALE_COOKIE, LOCALES } from '@platform/shared/shapes';

export type SessionStatus = 'unknown' | 'guest' | 'user';

/** The signed-in user as the api describes it (`GET /api/auth/me`). */
export type SessionUser = AuthUser;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  premium: boolean;
  locale: Locale;
  /** The sign-in flow (the auth modal the shell mounts) is open: other dialogs wait until it closes. */
  signingIn: boolean;
  /** Signs in this tab and tells the other tabs (see `connectSessionSync`). */
  signIn: (user: SessionUser) => void;
  /** Signs out this tab and tells the other tabs. */
  signOut: () => void;
  /** Replaces the user after a profile change (no broadcast of a sign-in). */
  updateUser: (user: SessionUser) => void;
  setPremium: (premium: boolean) => void;
  setLocale: (locale: Locale) => void;
  setSigningIn: (signingIn: boolean) => void;
}

export const LOCALE_STORAGE_KEY = 'locale';
const CHANNEL = 'platform-session';

type SessionMessage = { type: 'sign-in'; user: SessionUser } | { type: 'sign-out' } | { type: 'update'; user: SessionUser };

/**
 * Tells the server the chosen language (a cookie it reads with the next page request), so the page
 * comes with its strings, session and first data in the language it will run in (docs/decisions/024).
 */
function rememberLocaleForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const cookie = `${LOCALE_COOKIE}=${locale}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

function initialLocale(): Locale {
  let locale: Locale = 'uz';
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    const known = LOCALES.find((l) => l === stored);
    if (known) locale = known;
  } catch {
    // storage blocked (private mode): fall back to the default
  }
  // a language chosen before the cookie existed (or a cookie lost since) is told to the server again
  rememberLocaleForServer(locale);
  return locale;
}

let channel: BroadcastChannel | null = null;

function broadcast(message: SessionMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // a closed channel only loses the cross-tab notice
  }
}

/** The one session store of the composed page (shared as a Module Federation singleton). */
export const sessionStore = createStore<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  premium: false,
  locale: initialLocale(),
  signingIn: false,
  signIn: (user) => {
    set({ status: 'user', user, premium: user.premium });
    broadcast({ type: 'sign-in', user });
  },
  signOut: () => {
    set({ status: 'guest', user: null, premium: false });
    broadcast({ type: 'sign-out' });
  },
  updateUser: (user) => {
    set({ user, premium: user.premium });
    broadcast({ type: 'update', user });
  },
  setPremium: (premium) => set({ premium }),
  setSigningIn: (signingIn) => set({ signingIn }),
  setLocale: (locale) => {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // not persisted, still applied
    }
    rememberLocaleForServer(locale);
    set({ locale });
  },
}));

/**
 * Keeps tabs of the same origin in step: a sign-in, profile change or sign-out in one tab is
 * applied in the others (BroadcastChannel). Returns a disconnect function.
 */
export function connectSessionSync(): () => void {
  if (typeof BroadcastChannel === 'undefined' || channel) return () => {};
  const own = new BroadcastChannel(CHANNEL);
  channel = own;
  own.onmessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    if (message?.type === 'sign-in' || message?.type === 'update') {
      sessionStore.setState({ status: 'user', user: message.user, premium: message.user.premium });
    } else if (message?.type === 'sign-out') {
      sessionStore.setState({ status: 'guest', user: null, premium: false });
    }
  };
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}

/**
 * A slice of the session. The page's first render reads the store as it is then, on the server as
 * in the browser's hydration (zustand's `useStore` would read its initial state there, which is
 * neither the server's request nor the browser's loaded session: docs/decisions/028).
 */
export function useSession<T>(selector: (s: SessionState) => T): T {
  const read = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}

/** Who is looking: the interface locale and the signed-in user's id (null for a guest), the parts of a remote's query keys. */
export function useViewer() {
  const locale = useSession((s) => s.locale);
  const userId = useSession((s) => s.user?.id ?? null);
  const signedIn = useSession((s) => s.status === 'user');
  return { locale, userId, signedIn };
}
