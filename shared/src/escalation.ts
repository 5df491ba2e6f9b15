import { z } from 'zod';

import { isoDateTimeSchema } from './schemas/primitives';
import type { EscalationSettings } from './schemas/restaurant-settings';

/*
 * No order left unanswered: an order still PLACED escalates in stages at deadlines fixed
 * when it was placed (from the escalation settings then in force). The server's scheduler acts at
 * each deadline (order-escalated, then the automatic cancel); screens use the same deadlines to show
 * the stage before the event arrives.
 */

/** The stages before the automatic cancel: the board rings louder, then the customer is told. */
export const ESCALATION_STAGES = ['ring-louder', 'tell-customer'] as const;
export type EscalationStage = (typeof ESCALATION_STAGES)[number];
export const escalationStageSchema = z.enum(ESCALATION_STAGES);

/** Why the shop cancels an order nobody accepted in time (the order's and the event's cancelReason). */
export const AUTO_CANCEL_REASON = 'not confirmed by the restaurant';

/** The deadlines of an order while it is PLACED, and the last stage it reached. */
export const orderEscalationSchema = z
  .object({
    /** The board's ring gets louder and the card turns red. */
    ringLouderAt: isoDateTimeSchema,
    /** The customer's page says the restaurant has not confirmed yet, with the shop's phone. */
    tellCustomerAt: isoDateTimeSchema,
    /** The order is cancelled automatically (by: system, cancelReason AUTO_CANCEL_REASON). */
    autoCancelAt: isoDateTimeSchema,
    /** The last stage the scheduler reached; absent before the first one. */
    stage: escalationStageSchema.optional(),
  })
  .meta({ id: 'OrderEscalation' });
export type OrderEscalation = z.infer<typeof orderEscalationSchema>;

const MINUTE_MS = 60_000;

/** The deadlines of an order placed at `placedAt` under `settings`. */
export function escalationDeadlines(
  placedAt: Date,
  settings: EscalationSettings,
): { ringLouderAt: Date; tellCustomerAt: Date; autoCancelAt: Date } {
  const after = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE_MS);
  return {
    ringLouderAt: after(settings.ringLouderAfterMin),
    tellCustomerAt: after(settings.tellCustomerAfterMin),
    autoCancelAt: after(settings.autoCancelAfterMin),
  };
}

/** The stage an order's deadlines put it in at `now` (by the clock; the scheduler's event may lag a few seconds). */
export function escalationStageAt(
  escalation: Pick<OrderEscalation, 'ringLouderAt' | 'tellCustomerAt' | 'stage'>,
  now: number,
): EscalationStage | undefined {
  if (escalation.stage === 'tell-customer' || now >= Date.parse(escalation.tellCustomerAt)) return 'tell-customer';
  if (escalation.stage === 'ring-louder' || now >= Date.parse(escalation.ringLouderAt)) return 'ring-louder';
  return undefined;
}
