import { create } from 'zustand';

/** What a visitor had chosen in the item modal before being sent to log in. */
export interface ItemDraft {
  itemId: string;
  extraIds: string[];
  quantity: number;
  instructions: string;
}

interface ItemModalState {
  /** The menu item whose modal is open, or null. */
  itemId: string | null;
  /** Kept in memory across the /login round trip, so the choices survive it. */
  draft: ItemDraft | null;
  open: (itemId: string) => void;
  close: () => void;
  keepDraft: (draft: ItemDraft) => void;
}

/** Client-only UI state of the item modal. */
export const useItemModalStore = create<ItemModalState>()((set) => ({
  itemId: null,
  draft: null,
  open: (itemId) => set({ itemId }),
  close: () => set({ itemId: null, draft: null }),
  // Closes the modal too: the visitor is on the way to /login.
  keepDraft: (draft) => set({ itemId: null, draft }),
}));
