import { randomUUID } from 'node:crypto';

import type { WebhookDelivery } from '@pizza/shared';

import { WebhookDeliveryModel, type WebhookDeliveryRecord } from './webhook-delivery.model';
import type { SendResult } from './webhook-sender';

export interface AttemptFacts {
  endpointId: string;
  at: Date;
  trigger: WebhookDelivery['trigger'];
  seq?: number;
  eventId: string;
  eventType: string;
  attempt: number;
}

export function toDeliveryDto(record: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: record._id,
    at: record.at.toISOString(),
    trigger: record.trigger,
    ...(typeof record.seq === 'number' ? { seq: record.seq } : {}),
    eventId: record.eventId,
    eventType: record.eventType,
    attempt: record.attempt,
    ok: record.ok,
    ...(typeof record.statusCode === 'number' ? { statusCode: record.statusCode } : {}),
    durationMs: record.durationMs,
    ...(record.error ? { error: record.error } : {}),
  };
}

/** Records one attempt (kept 7 days) and answers with it as staff see it. */
export async function recordAttempt(facts: AttemptFacts, result: SendResult): Promise<WebhookDelivery> {
  const [record] = await WebhookDeliveryModel.create([
    {
      _id: randomUUID(),
      ...facts,
      ok: result.success,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
    },
  ]);
  return toDeliveryDto(record!.toObject() as WebhookDeliveryRecord);
}

/** An endpoint's attempts, newest first. */
export async function listAttempts(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
  const records = await WebhookDeliveryModel.find({ endpointId })
    .sort({ at: -1, seq: -1, attempt: -1 })
    .limit(limit)
    .lean<WebhookDeliveryRecord[]>();
  return records.map(toDeliveryDto);
}
