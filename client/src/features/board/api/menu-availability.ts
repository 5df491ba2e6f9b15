import {
  CATEGORIES,
  type Category,
  type Extra,
  type ExtraAvailabilityRequest,
  type MenuItem,
  type MenuItemAvailabilityRequest,
} from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

/** What the Menu tab shows: every listed item of every category (all sizes) and every add-on. */
export interface BoardMenu {
  items: MenuItem[];
  extras: Extra[];
}

/** Revalidated every time (a cheap 304 when nothing changed): the menu answers may otherwise come from the browser's cache for a minute. */
async function getBoardMenu(signal?: AbortSignal): Promise<BoardMenu> {
  const [lists, extras] = await Promise.all([
    Promise.all(
      CATEGORIES.map((category: Category) =>
        api.get<MenuItem[]>(`/api/menuItem/get/category/${category}`, { token: null, signal, cache: 'no-cache' }),
      ),
    ),
    api.get<Extra[]>('/api/extras/get/all', { token: null, signal, cache: 'no-cache' }),
  ]);
  return { items: lists.flat(), extras };
}

/** The menu as customers see it now, re-read with the board so a change made on another tablet shows here too. */
export function useBoardMenu() {
  return useQuery({ queryKey: boardKeys.menu(), queryFn: ({ signal }) => getBoardMenu(signal), refetchInterval: 30_000 });
}

export type AvailabilityChange =
  | { kind: 'menuItem'; id: string; ids: string[]; request: MenuItemAvailabilityRequest }
  | { kind: 'extra'; id: string; request: ExtraAvailabilityRequest };

function putAvailability(token: string, change: AvailabilityChange): Promise<unknown> {
  const path = change.kind === 'menuItem' ? `/api/menuItem/${change.id}/availability` : `/api/extras/${change.id}/availability`;
  return api.put(path, { token, body: change.request });
}

/** The menu with `change` applied as the server will (the optimistic picture; the server's answer replaces it). */
export function applyChange(menu: BoardMenu, change: AvailabilityChange): BoardMenu {
  const until = change.request.soldOut ? (change.request.until ?? 'next-opening') : undefined;
  const mark = <T extends { available: boolean; soldOutUntil?: string }>(entry: T): T => {
    const { soldOutUntil: _old, ...rest } = entry;
    return { ...rest, available: !until, ...(until && until !== 'next-opening' ? { soldOutUntil: until } : {}) } as T;
  };
  if (change.kind === 'extra') return { ...menu, extras: menu.extras.map((extra) => (extra.id === change.id ? mark(extra) : extra)) };
  const ids = new Set(change.ids);
  return { ...menu, items: menu.items.map((item) => (ids.has(item.id) ? mark(item) : item)) };
}

/**
 * Marks an item (some sizes) or an add-on sold out or back. Optimistic: the tab shows the change at
 * once; an error puts the previous menu back and the mutation's error says why.
 */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (change: AvailabilityChange) => putAvailability(token ?? '', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: boardKeys.menu() });
      const previous = queryClient.getQueryData<BoardMenu>(boardKeys.menu());
      if (previous) queryClient.setQueryData(boardKeys.menu(), applyChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(boardKeys.menu(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.menu() }),
  });
}
