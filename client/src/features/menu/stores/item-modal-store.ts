import type { NameTranslations } from '@pizza/shared';
import { create } from 'zustand';

import { readSession, removeSession, SESSION_KEYS, writeSession } from '../../../lib/storage';

/** What a visitor had chosen in the item modal before being sent to log in or sign up. */
export interface ItemDraft {
  itemId: string;
  extraIds: string[];
  quantity: number;
  instructions: string;
  /** The dish's names, so /login and /signup can say what is waiting ('… to add your Margarita'). */
  name: string;
  translations?: NameTranslations;
}

interface ItemModalState {
  /** The menu item whose modal is open, or null. */
  itemId: string | null;
  /**
   * Kept across the trip to /login, and through a whole sign-up (the SMS step may take minutes and
   * a reload): in memory and in this tab's sessionStorage, until the modal closes again.
   */
  draft: ItemDraft | null;
  open: (itemId: string) => void;
  close: () => void;
  keepDraft: (draft: ItemDraft) => void;
}

function isDraft(value: unknown): value is ItemDraft {
  const draft = value as Partial<ItemDraft> | null;
  return (
    typeof draft?.itemId === 'string' &&
    Array.isArray(draft.extraIds) &&
    draft.extraIds.every((id) => typeof id === 'string') &&
    typeof draft.quantity === 'number' &&
    typeof draft.instructions === 'string' &&
    typeof draft.name === 'string'
  );
}

/** The draft a reload left behind; anything unreadable counts as none. */
function storedDraft(): ItemDraft | null {
  try {
    const value: unknown = JSON.parse(readSession(SESSION_KEYS.pendingAdd) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Client-only UI state of the item modal. */
export const useItemModalStore = create<ItemModalState>()((set) => ({
  itemId: null,
  draft: storedDraft(),
  open: (itemId) => set({ itemId }),
  close: () => {
    removeSession(SESSION_KEYS.pendingAdd);
    set({ itemId: null, draft: null });
  },
  // Closes the modal too: the visitor is on the way to /login.
  keepDraft: (draft) => {
    writeSession(SESSION_KEYS.pendingAdd, JSON.stringify(draft));
    set({ itemId: null, draft });
  },
}));
