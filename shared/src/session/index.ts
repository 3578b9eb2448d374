import { createStore, useStore } from 'zustand';
import type { Locale } from '@platform/shared/contracts';

export type SessionStatus = 'unknown' | 'guest' | 'user';

export interface SessionUser {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  role: string | null;
  image: string | null;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  premium: boolean;
  locale: Locale;
  signIn: (user: SessionUser, premium: boolean) => void;
  signOut: () => void;
  setPremium: (premium: boolean) => void;
  setLocale: (locale: Locale) => void;
}

export const LOCALE_STORAGE_KEY = 'locale';

function initialLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    if (stored === 'uz' || stored === 'ru') return stored;
  } catch {
    // storage blocked (private mode): fall back to the default
  }
  return 'uz';
}

/** The one session store of the composed page (shared as a Module Federation singleton). */
export const sessionStore = createStore<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  premium: false,
  locale: initialLocale(),
  signIn: (user, premium) => set({ status: 'user', user, premium }),
  signOut: () => set({ status: 'guest', user: null, premium: false }),
  setPremium: (premium) => set({ premium }),
  setLocale: (locale) => {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // not persisted, still applied
    }
    set({ locale });
  },
}));

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
