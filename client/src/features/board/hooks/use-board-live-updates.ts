import { useQueryClient } from '@tanstack/react-query';

import { type ChannelStatus, useOrderChannel } from '../../../lib/order-channel';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { refetchBoard } from '../live/apply-order-event';
import { applyShopEventToBoard } from '../live/apply-shop-event';

/**
 * The live order channel on the board (docs/integrators/live-channel.md), with the staff token: every new order
 * and every status change, whoever made it, and every change of the shop's status or settings
 * lands in the board's queries as it happens. The
 * 10 s refresh of every list stays on regardless (docs/product/rules.md#states-and-transitions). Returns the channel's status
 * for the board's indicator.
 */
export function useBoardLiveUpdates(): ChannelStatus {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useOrderChannel(token, 'staff', {
    onEvent: (event) => applyShopEventToBoard(queryClient, event),
    onResync: () => void refetchBoard(queryClient),
  });
}
