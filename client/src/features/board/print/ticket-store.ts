import type { Order } from '@pizza/shared';
import { create } from 'zustand';

interface TicketState {
  /** The order whose kitchen ticket is on the page for printing; null when none is. */
  order: Order | null;
  show: (order: Order) => void;
  clear: () => void;
}

/** Which order's ticket the print view holds (one at a time; the board's cards ask for it). */
export const useTicketStore = create<TicketState>()((set) => ({
  order: null,
  show: (order) => set({ order }),
  clear: () => set({ order: null }),
}));
