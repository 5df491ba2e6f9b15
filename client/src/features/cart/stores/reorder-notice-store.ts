import type { ReorderResult } from '@pizza/shared';
import { create } from 'zustand';

/** What "Order again" put into the cart, said once at the top of the cart until dismissed. */
export interface ReorderNotice {
  result: ReorderResult;
  /** The past order's number ('#Order-0042'), as the sentence names it. */
  orderSequence: string;
}

interface ReorderNoticeState {
  notice: ReorderNotice | undefined;
  show: (notice: ReorderNotice) => void;
  dismiss: () => void;
}

/** Client-only UI state, like the drawer's open flag: the cart itself lives in TanStack Query. */
export const useReorderNoticeStore = create<ReorderNoticeState>()((set) => ({
  notice: undefined,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: undefined }),
}));
