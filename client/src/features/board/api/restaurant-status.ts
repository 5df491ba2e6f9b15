import { RESTAURANT_ID, type RestaurantStatus } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { restaurantStatusQueryKey } from '../../restaurant';
import { endOfBudapestDay, nextBudapestTime } from '../shop-timing';

/** PUT /api/restaurant/1/status?isOpen=true|false with body {}; staff only, text answer. */
export function setRestaurantOpen(token: string, isOpen: boolean): Promise<string> {
  return api.put<string>(`/api/restaurant/${RESTAURANT_ID}/status`, { token, query: { isOpen }, body: {} });
}

/** PUT /api/restaurant/1/status?isOpen=false&until=<ISO>: closed until then, then the hours (or the switch) rule again. */
export function closeRestaurantUntil(token: string, until: Date): Promise<string> {
  return api.put<string>(`/api/restaurant/${RESTAURANT_ID}/status`, {
    token,
    query: { isOpen: false, until: until.toISOString() },
    body: {},
  });
}

/** PUT /api/restaurant/busy: every new estimate grows by 0, 15, 30 or 45 minutes; answers the new status. */
export function setBusy(token: string, extraMinutes: number): Promise<RestaurantStatus> {
  return api.put<RestaurantStatus>('/api/restaurant/busy', { token, body: { extraMinutes } });
}

/** PUT /api/restaurant/pause: no new orders for 15, 30 or 60 minutes (0 resumes now); answers the new status. */
export function pauseOrders(token: string, minutes: number): Promise<RestaurantStatus> {
  return api.put<RestaurantStatus>('/api/restaurant/pause', { token, body: { minutes } });
}

/** One tap of the board's shop controls; a closing's end is worked out when the tap is sent. */
export type ShopControl =
  | { kind: 'busy'; extraMinutes: number }
  | { kind: 'pause'; minutes: number }
  | { kind: 'close-for'; minutes: number }
  | { kind: 'close-rest-of-today' }
  | { kind: 'close-until-time'; time: string }
  | { kind: 'open' };

function runControl(token: string, control: ShopControl, now: Date): Promise<unknown> {
  switch (control.kind) {
    case 'busy':
      return setBusy(token, control.extraMinutes);
    case 'pause':
      return pauseOrders(token, control.minutes);
    case 'close-for':
      return closeRestaurantUntil(token, new Date(now.getTime() + control.minutes * 60_000));
    case 'close-rest-of-today':
      return closeRestaurantUntil(token, endOfBudapestDay(now));
    case 'close-until-time':
      return closeRestaurantUntil(token, nextBudapestTime(control.time, now));
    case 'open':
      return setRestaurantOpen(token, true);
  }
}

/** Busy, pause, close until, open: the status shown is the server's answer (or a re-read), never a guess. */
export function useShopControl() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (control: ShopControl) => runControl(token ?? '', control, new Date()),
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object')
        queryClient.setQueryData<RestaurantStatus>(restaurantStatusQueryKey, answer as RestaurantStatus);
      return queryClient.invalidateQueries({ queryKey: restaurantStatusQueryKey });
    },
  });
}

/** The displayed state changes only after the server said yes (docs/product/rules.md#states-and-transitions). */
export function useSetRestaurantOpen() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (isOpen: boolean) => setRestaurantOpen(token ?? '', isOpen),
    onSuccess: (_text, isOpen) => {
      queryClient.setQueryData<RestaurantStatus>(restaurantStatusQueryKey, (current) => (current ? { ...current, isOpen } : current));
      return queryClient.invalidateQueries({ queryKey: restaurantStatusQueryKey });
    },
  });
}
