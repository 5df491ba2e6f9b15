import { z } from 'zod';

import { type WaitInput, waitMinutes } from './estimate';
import type { OrderStatus } from './order-status';

/*
 * Prep time and ETA: accepting an order sets when it should be ready (pickup) or arrive
 * (delivery); staff can push it later. The arithmetic is here so the server, the board's preview and
 * the tests use one rule.
 */

/** The board's one-tap prep times when accepting, in minutes. */
export const PREP_MINUTE_PRESETS = [15, 20, 30, 45, 60] as const;
/** What the card's "+10 min" adds. */
export const ETA_PUSH_MINUTES = 10;

export const MIN_PREP_MINUTES = 5;
export const MAX_PREP_MINUTES = 120;
export const MAX_ETA_PUSH_MINUTES = 120;

export const ETA_MESSAGES = {
  prepMinutes: `prepMinutes must be a whole number of minutes between ${MIN_PREP_MINUTES} and ${MAX_PREP_MINUTES}.`,
  prepOnlyOnAccept: 'prepMinutes can only be given when accepting an order (status=PREPARING).',
  addMinutes: `addMinutes must be a whole number of minutes between 1 and ${MAX_ETA_PUSH_MINUTES}.`,
} as const;

/** Statuses in which an order has an estimate that staff may still push later. */
export const ETA_STATUSES: readonly OrderStatus[] = ['PREPARING', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY'];

/** "prepMinutes" of the accept query: a query string holds text, so it is read as a number here. */
export const prepMinutesQuerySchema = z
  .string({ error: ETA_MESSAGES.prepMinutes })
  .regex(/^\d{1,3}$/, ETA_MESSAGES.prepMinutes)
  .transform(Number)
  .pipe(z.int().min(MIN_PREP_MINUTES, ETA_MESSAGES.prepMinutes).max(MAX_PREP_MINUTES, ETA_MESSAGES.prepMinutes));

/** `PATCH /api/orders/{id}/eta`: push the estimate later. */
export const etaPatchRequestSchema = z
  .strictObject({
    addMinutes: z
      .number({ error: ETA_MESSAGES.addMinutes })
      .int(ETA_MESSAGES.addMinutes)
      .min(1, ETA_MESSAGES.addMinutes)
      .max(MAX_ETA_PUSH_MINUTES, ETA_MESSAGES.addMinutes),
  })
  .meta({ id: 'EtaPatchRequest' });
export type EtaPatchRequest = z.infer<typeof etaPatchRequestSchema>;

export interface EstimateInput extends WaitInput {
  /** The moment of accepting. */
  acceptedAt: Date;
}

/** The estimate an order gets when accepted, as the field it goes into. */
export type Estimate = { estimatedReadyAt: Date } | { estimatedDeliveryAt: Date };

/** Pickup: ready after prep + busy extra. Delivery: arrives after prep + busy extra + the band's driving minutes. */
export function estimateOnAccept(input: EstimateInput): Estimate {
  const at = addMinutes(input.acceptedAt, waitMinutes(input));
  return input.orderType === 'PICKUP' ? { estimatedReadyAt: at } : { estimatedDeliveryAt: at };
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

/** The estimate an order (or its event summary) carries, whichever service it is. */
export function estimateOf(order: { estimatedReadyAt?: string; estimatedDeliveryAt?: string }): string | undefined {
  return order.estimatedReadyAt ?? order.estimatedDeliveryAt;
}

/** Whole minutes until `estimate` (rounded up, so "in 1 minute" until it is due); negative once late. */
export function minutesLeft(estimate: Date, now: Date): number {
  return Math.ceil((estimate.getTime() - now.getTime()) / 60_000);
}
