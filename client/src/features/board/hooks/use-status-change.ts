import type { Order, OrderStatus } from '@pizza/shared';
import { useRef, useState } from 'react';

import { useUpdateOrderStatus } from '../api/update-order-status';
import { useUndoWindow } from './use-undo-window';

/** Final moves that are sent only after an Undo window; Cancelled asks first instead (SPEC). */
const UNDOABLE: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'COMPLETED']);

/**
 * One card's status changes. The status shown is what staff chose until the server confirmed it
 * (then the refetched list has it) or refused it (then the list shows the real status again). A
 * choice made while the previous one is still saving is sent next, never silently dropped; after
 * a failure, anything queued is dropped with it. Delivered and Completed wait out an Undo window
 * (useUndoWindow) before they are sent.
 */
export function useStatusChange(order: Pick<Order, 'orderId' | 'status'>) {
  const mutation = useUpdateOrderStatus();
  const [requested, setRequested] = useState<OrderStatus | null>(null);
  const queued = useRef<OrderStatus | null>(null);
  // The prep time chosen when accepting, sent with that one change.
  const prepFor = useRef<{ status: OrderStatus; minutes: number } | null>(null);
  // Whether a change is on its way, read when staff choose: a handler of an earlier render would
  // still see that render's `mutation.isPending`, and a choice queued after the save settled
  // would never be sent.
  const inFlight = useRef(false);

  const send = (status: OrderStatus) => {
    inFlight.current = true;
    const prep = prepFor.current?.status === status ? prepFor.current.minutes : undefined;
    prepFor.current = null;
    mutation.mutate(
      { orderId: order.orderId, status, ...(prep === undefined ? {} : { prepMinutes: prep }) },
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

  const sendOrQueue = (status: OrderStatus) => {
    if (inFlight.current) queued.current = status;
    else send(status);
  };
  const undoWindow = useUndoWindow(sendOrQueue);

  /** `prepMinutes`: accepting with the time staff chose. */
  const change = (status: OrderStatus, prepMinutes?: number) => {
    setRequested(status);
    prepFor.current = prepMinutes === undefined ? null : { status, minutes: prepMinutes };
    if (UNDOABLE.has(status)) undoWindow.start(status);
    else sendOrQueue(status);
  };

  const undo = () => {
    undoWindow.undo();
    setRequested(null);
  };

  return {
    shownStatus: requested ?? order.status,
    change,
    /** A final move held back for its Undo window, or null. */
    awaitingUndo: undoWindow.waiting,
    undo,
    isPending: mutation.isPending,
    failed: mutation.isError && !mutation.isPending,
  };
}
