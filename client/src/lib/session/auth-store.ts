import { create } from 'zustand';

import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage';

/** What a successful login or sign-up returns (docs/product/rules.md#entities). */
export interface AuthSession {
  token: string;
  email: string;
  name?: string | null;
}

export interface AuthState {
  token: string | null;
  email: string | null;
  name: string | null;
  isAuthenticated: boolean;
  /** True until the session-start check with the server has finished (docs/product/rules.md#states-and-transitions). */
  isAuthLoading: boolean;
  login: (session: AuthSession) => void;
  logout: () => void;
  /** Called by the session-start check when it is done, whatever its outcome. */
  finishAuthLoading: () => void;
}

/**
 * A stored token and email count as logged in until the server says otherwise: SPEC says a
 * failing validation call leaves the session as it was. With nothing stored there is nothing
 * to check, so loading is over immediately.
 */
function readStoredSession(): Pick<AuthState, 'token' | 'email' | 'name' | 'isAuthenticated' | 'isAuthLoading'> {
  const token = readStorage(STORAGE_KEYS.authToken);
  const email = readStorage(STORAGE_KEYS.email);
  const hasSession = Boolean(token && email);
  return {
    token,
    email,
    name: readStorage(STORAGE_KEYS.name),
    isAuthenticated: hasSession,
    isAuthLoading: hasSession,
  };
}

/**
 * Client-only customer session state, mirrored to localStorage. It lives in lib/ because cart and
 * menu read it too; the network calls that change it live in features/auth.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  ...readStoredSession(),

  login: ({ token, email, name }) => {
    writeStorage(STORAGE_KEYS.authToken, token);
    writeStorage(STORAGE_KEYS.email, email);
    if (name) writeStorage(STORAGE_KEYS.name, name);
    else removeStorage(STORAGE_KEYS.name);
    set({ token, email, name: name ?? null, isAuthenticated: true, isAuthLoading: false });
  },

  logout: () => {
    removeStorage(STORAGE_KEYS.authToken);
    removeStorage(STORAGE_KEYS.email);
    removeStorage(STORAGE_KEYS.name);
    set({ token: null, email: null, name: null, isAuthenticated: false, isAuthLoading: false });
  },

  finishAuthLoading: () => set({ isAuthLoading: false }),
}));

/** A customer session the server has confirmed (logged in, and the session-start check is over). */
export const selectSessionReady = (state: AuthState): boolean => state.isAuthenticated && !state.isAuthLoading;
