import type { Order, OrderStatus } from '@pizza/shared';
import { useRef, useState } from 'react';

import { useUpdateOrderStatus } from '../api/update-order-status';

/**
 * One card's status changes. The status shown is what staff chose until the server confirmed it
 * (then the refetched list has it) or refused it (then the list shows the real status again). A
 * choice made while the previous one is still saving is sent next, never silently dropped; after
 * a failure, anything queued is dropped with it.
 */
export function useStatusChange(order: Pick<Order, 'orderId' | 'status'>) {
  const mutation = useUpdateOrderStatus();
  const [requested, setRequested] = useState<OrderStatus | null>(null);
  const queued = useRef<OrderStatus | null>(null);
  // Whether a change is on its way, read when staff choose: a handler of an earlier render would
  // still see that render's `mutation.isPending`, and a choice queued after the save settled
  // would never be sent.
  const inFlight = useRef(false);

  const send = (status: OrderStatus) => {
    inFlight.current = true;
    mutation.mutate(
      { orderId: order.orderId, status },
      {
        // Runs after the lists were refetched: the card already shows the server's status.
        onSettled: (_answer, error) => {
          inFlight.current = false;
          const next = queued.current;
          queued.current = null;
          if (next && !error) send(next);
          else setRequested(null);
        },
      },
    );
  };

  const change = (status: OrderStatus) => {
    setRequested(status);
    if (inFlight.current) queued.current = status;
    else send(status);
  };

  return {
    shownStatus: requested ?? order.status,
    change,
    isPending: mutation.isPending,
    failed: mutation.isError && !mutation.isPending,
  };
}
