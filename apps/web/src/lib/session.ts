/**
 * The signed-in session: token and user in localStorage (core §3, §4), restored on load. An
 * unparsable stored user clears both; a 401 from the api client clears both too.
 */
import type { User } from '@atelier/contracts';
import { onUnauthorized } from './api-client';
import { createStore } from './store';
import { STORAGE_KEYS, storage } from './storage';

/** loading: a token is stored and the profile has not answered yet. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  /** The logout screen is showing (core §4: 800 ms before the call). */
  loggingOut: boolean;
}

const ANONYMOUS: SessionState = { token: null, user: null, status: 'anonymous', loggingOut: false };

function clearStorage() {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.user);
}

/** Reads token and user from storage; anything unusable leaves the visitor signed out. */
export function readStoredSession(): SessionState {
  const token = storage.get(STORAGE_KEYS.token);
  const rawUser = storage.get(STORAGE_KEYS.user);
  let user: User | null = null;
  if (rawUser !== null) {
    try {
      const parsed = JSON.parse(rawUser) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not a user');
      user = parsed as User;
    } catch {
      clearStorage();
      return ANONYMOUS;
    }
  }
  if (!token) {
    if (user) storage.remove(STORAGE_KEYS.user);
    return ANONYMOUS;
  }
  return { token, user, status: 'loading', loggingOut: false };
}

export const sessionStore = createStore<SessionState>(readStoredSession());

export const session = {
  get: () => sessionStore.get(),

  signIn(token: string, user: User) {
    storage.set(STORAGE_KEYS.token, token);
    storage.setJson(STORAGE_KEYS.user, user);
    sessionStore.set({ token, user, status: 'authenticated', loggingOut: false });
  },

  /** A fresh user from the server (profile, settings): stored and shown. */
  setUser(user: User) {
    if (!sessionStore.get().token) return;
    storage.setJson(STORAGE_KEYS.user, user);
    sessionStore.set((state) => ({ ...state, user, status: 'authenticated' }));
  },

  /** Changes to the stored user made on this device only (verification time, local flags). */
  updateUser(patch: Partial<User>) {
    const { user } = sessionStore.get();
    if (user) session.setUser({ ...user, ...patch });
  },

  /** The profile could not be fetched (not a 401): keep what is stored, if anything. */
  settle() {
    sessionStore.set((state) =>
      state.status !== 'loading' ? state : { ...state, status: state.user ? 'authenticated' : 'anonymous' },
    );
  },

  setLoggingOut(loggingOut: boolean) {
    sessionStore.set((state) => ({ ...state, loggingOut }));
  },

  clear() {
    clearStorage();
    sessionStore.set((state) => ({ ...ANONYMOUS, loggingOut: state.loggingOut }));
  },
};

// One event: a 401 on anything but login or register ends the session.
onUnauthorized(() => session.clear());

// Signing out (or in) in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user && event.key !== null) return;
    const next = readStoredSession();
    sessionStore.set((state) => ({
      ...next,
      status: next.token && next.user ? 'authenticated' : next.status,
      loggingOut: state.loggingOut,
    }));
  });
}
