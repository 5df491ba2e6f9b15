import type { Order, OrderStatus } from '@pizza/shared';
import { useRef, useState } from 'react';

import { type StatusChange, useUpdateOrderStatus } from '../api/update-order-status';
import { useUndoWindow } from './use-undo-window';

/** Final moves that are sent only after an Undo window; Cancelled asks first instead (SPEC). */
const UNDOABLE: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'COMPLETED']);

/** One choice of staff: where to, the status the card showed then, and what comes with it. */
type Move = Omit<StatusChange, 'orderId'>;

/** What may come with a move: the prep time of an accept, the reason of a cancel. */
export type MoveDetails = Pick<StatusChange, 'prepMinutes' | 'reason'>;

/**
 * One card's status changes. The status shown is what staff chose until the server confirmed it
 * (then the refetched list has it) or refused it (then the list shows the real status again). Each
 * move names the status the card showed when staff chose it, so the server refuses it (409) if
 * someone else moved the order meanwhile. A choice made while the previous one is still saving is
 * sent next, never silently dropped; after a failure, anything queued is dropped with it. Delivered
 * and Completed wait out an Undo window (useUndoWindow) before they are sent.
 */
export function useStatusChange(order: Pick<Order, 'orderId' | 'status'>) {
  const mutation = useUpdateOrderStatus();
  const [requested, setRequested] = useState<OrderStatus | null>(null);
  const queued = useRef<Move | null>(null);
  // Whether a change is on its way, read when staff choose: a handler of an earlier render would
  // still see that render's `mutation.isPending`, and a choice queued after the save settled
  // would never be sent.
  const inFlight = useRef(false);

  const send = (move: Move) => {
    inFlight.current = true;
    mutation.mutate(
      { orderId: order.orderId, ...move },
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

  const sendOrQueue = (move: Move) => {
    if (inFlight.current) queued.current = move;
    else send(move);
  };
  const undoWindow = useUndoWindow(sendOrQueue);

  /** Moves the order on from the status the card shows now (a choice still saving counts as shown). */
  const change = (status: OrderStatus, details: MoveDetails = {}) => {
    const move: Move = { status, from: requested ?? order.status, ...details };
    setRequested(status);
    if (UNDOABLE.has(status)) undoWindow.start(move);
    else sendOrQueue(move);
  };

  const undo = () => {
    undoWindow.undo();
    setRequested(null);
  };

  return {
    shownStatus: requested ?? order.status,
    change,
    /** A final move held back for its Undo window, or null. */
    awaitingUndo: undoWindow.waiting?.status ?? null,
    undo,
    isPending: mutation.isPending,
    failed: mutation.isError && !mutation.isPending,
  };
}
