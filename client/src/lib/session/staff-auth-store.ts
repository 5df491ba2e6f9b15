import { create } from 'zustand';

import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage';

/** What a verified staff code returns (POST /auth/verify-otp). */
export interface StaffSession {
  token: string;
  email: string;
}

export interface StaffAuthState {
  token: string | null;
  email: string | null;
  login: (session: StaffSession) => void;
  logout: () => void;
}

/**
 * The staff session, kept apart from the customer's (its own localStorage keys), so a staff member
 * testing the shop as a customer in the same browser never mixes the two tokens.
 */
export const useStaffAuthStore = create<StaffAuthState>()((set) => ({
  token: readStorage(STORAGE_KEYS.adminToken),
  email: readStorage(STORAGE_KEYS.adminEmail),

  login: ({ token, email }) => {
    writeStorage(STORAGE_KEYS.adminToken, token);
    writeStorage(STORAGE_KEYS.adminEmail, email);
    set({ token, email });
  },

  logout: () => {
    removeStorage(STORAGE_KEYS.adminToken);
    removeStorage(STORAGE_KEYS.adminEmail);
    set({ token: null, email: null });
  },
}));
