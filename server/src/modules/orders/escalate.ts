import { AUTO_CANCEL_REASON, type EscalationStage } from '@pizza/shared';

import type { EventLog } from '../../platform';
import { applyStatusChange, type StatusChangeDeps } from './change-status';
import { type StoredOrder, toOrderSummary } from './order-view';
import { OrderModel } from './orders.model';

export interface EscalationDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  promos: StatusChangeDeps['promos'];
}

/** What one step did to an order: a stage reached, the automatic cancel, or nothing (someone else got there first). */
export type EscalationStep = { orderId: string; step: EscalationStage | 'auto-cancel' } | undefined;

/** The stage after `stage`, and the deadline that comes after it. */
function nextStep(order: StoredOrder): { step: EscalationStage | 'auto-cancel'; nextAt?: Date } {
  const escalation = order.escalation!;
  if (!escalation.stage) return { step: 'ring-louder', nextAt: escalation.tellCustomerAt };
  if (escalation.stage === 'ring-louder') return { step: 'tell-customer', nextAt: escalation.autoCancelAt };
  return { step: 'auto-cancel' };
}

/** Which deadline comes next after the stage an order reached. */
const NEXT_DEADLINE = { none: 'ringLouderAt', 'ring-louder': 'tellCustomerAt', 'tell-customer': 'autoCancelAt' } as const;

/**
 * No order left unanswered: the orders whose next escalation deadline has passed, and
 * one step of one order. Each step is ONE transaction of the event log whose update is conditional
 * on the order being still PLACED at the stage it was read at, so however many instances (or ticks)
 * try the same step, it happens once; the automatic cancel goes through the one status-change path.
 */
export function createEscalation({ events, promos }: EscalationDeps) {
  /** Ids of PLACED orders with a deadline at or before `now`, the most overdue first. */
  async function dueForEscalation(now: Date, limit: number): Promise<string[]> {
    const due = await OrderModel.find({ status: 'PLACED', 'escalation.nextAt': { $lte: now } }, { orderId: 1 })
      .sort({ 'escalation.nextAt': 1 })
      .limit(limit)
      .lean<{ orderId: string }[]>();
    return due.map((order) => order.orderId);
  }

  /** Takes the order one stage further if its next deadline has passed at `now`; undefined when there was nothing to do. */
  async function escalateOnce(orderId: string, now: Date): Promise<EscalationStep> {
    return events.transaction(async (session) => {
      const current = await OrderModel.findOne({ orderId, status: 'PLACED', 'escalation.nextAt': { $lte: now } }, null, {
        session,
      }).lean<StoredOrder>();
      if (!current?.escalation) return undefined;
      const { step, nextAt } = nextStep(current);
      // The stage it was read at: a concurrent step (another instance) makes this one match nothing.
      const filter: Record<string, unknown> = {
        _id: current._id,
        status: 'PLACED',
        'escalation.stage': current.escalation.stage ?? { $exists: false },
        'escalation.nextAt': current.escalation.nextAt,
      };
      if (step === 'auto-cancel') {
        const cancelled = await applyStatusChange({ events, promos }, session, {
          filter,
          to: 'CANCELLED',
          at: now,
          by: 'system',
          actor: 'system',
          auditBy: 'system',
          set: { cancelReason: AUTO_CANCEL_REASON },
        });
        return cancelled ? { orderId, step } : undefined;
      }
      const order = await OrderModel.findOneAndUpdate(
        filter,
        { $set: { 'escalation.stage': step, 'escalation.nextAt': nextAt } },
        { session, returnDocument: 'after' },
      ).lean<StoredOrder>();
      if (!order) return undefined;
      events.append(session, { type: 'order-escalated', order: toOrderSummary(order), userId: String(order.userId), stage: step });
      return { orderId, step };
    });
  }

  /**
   * Test mode only (POST /dev/faults/escalation-due): the order's next escalation deadline becomes
   * `now`, so the scheduler takes the step at its next tick. The browser test runs the three stages
   * with it in seconds instead of minutes; false when the order is not waiting (not PLACED).
   */
  async function bringNextDeadlineToNow(orderId: string, now: Date): Promise<boolean> {
    const order = await OrderModel.findOne({ orderId, status: 'PLACED' }, { escalation: 1 }).lean<StoredOrder>();
    if (!order?.escalation) return false;
    const field = NEXT_DEADLINE[order.escalation.stage ?? 'none'];
    const moved = await OrderModel.updateOne(
      { orderId, status: 'PLACED', 'escalation.nextAt': order.escalation.nextAt },
      { $set: { [`escalation.${field}`]: now, 'escalation.nextAt': now } },
    );
    return moved.modifiedCount === 1;
  }

  return { dueForEscalation, escalateOnce, bringNextDeadlineToNow };
}
