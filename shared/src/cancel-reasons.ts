import { z } from 'zod';

import { AUTO_CANCEL_REASON } from './escalation';

/*
 * Why staff reject or cancel an order. The order keeps one `cancelReason` text (as the automatic
 * cancel does): the reason's fixed English words, followed by staff's own words when they added
 * some ("something in the order is sold out: no more mozzarella"), or only their words for
 * 'other'. Screens and mails recognise the fixed words and say them in the reader's language.
 */

export const STAFF_CANCEL_REASONS = ['sold-out', 'too-busy', 'outside-hours', 'address-problem', 'other'] as const;
export type StaffCancelReason = (typeof STAFF_CANCEL_REASONS)[number];
/** A reason a screen or mail can word in its language: staff's, or the shop's automatic cancel. */
export type KnownCancelReason = Exclude<StaffCancelReason, 'other'> | 'not-confirmed';

/** Staff's own words are kept short: they are read on a phone and in a mail. */
export const CANCEL_NOTE_MAX_LENGTH = 200;

/** The English words stored for each reason (the order's and the event's cancelReason). */
export const CANCEL_REASON_WORDS: Readonly<Record<KnownCancelReason, string>> = {
  'sold-out': 'something in the order is sold out',
  'too-busy': 'the kitchen is too busy right now',
  'outside-hours': 'the restaurant is not open at that time',
  'address-problem': 'there is a problem with the delivery address',
  'not-confirmed': AUTO_CANCEL_REASON,
};

const SEPARATOR = ': ';

export const CANCEL_MESSAGES = {
  noteNeeded: 'Please say in a few words why the order is cancelled.',
  noteTooLong: `The reason can be at most ${CANCEL_NOTE_MAX_LENGTH} characters long.`,
  reasonOnlyOnCancel: 'A reason can only be given when cancelling an order (status=CANCELLED).',
  unknownReason: 'Choose a reason: sold-out, too-busy, outside-hours, address-problem or other.',
} as const;

/**
 * The body of `PATCH /api/orders/{id}/status` (optional: the original client sends `{}`). With
 * status=CANCELLED, `reason` says why and `note` adds staff's words ('other' needs them).
 */
export const orderStatusPatchBodySchema = z
  .strictObject({
    reason: z.enum(STAFF_CANCEL_REASONS, { error: CANCEL_MESSAGES.unknownReason }).optional(),
    note: z
      .string({ error: CANCEL_MESSAGES.noteNeeded })
      .trim()
      .max(CANCEL_NOTE_MAX_LENGTH, CANCEL_MESSAGES.noteTooLong)
      .optional()
      .transform((note) => note || undefined),
  })
  .refine((body) => body.reason !== 'other' || body.note !== undefined, { message: CANCEL_MESSAGES.noteNeeded, path: ['note'] })
  .refine((body) => body.reason !== undefined || body.note === undefined, { message: CANCEL_MESSAGES.unknownReason, path: ['reason'] })
  .meta({ id: 'OrderStatusPatchBody' });
export type OrderStatusPatchBody = z.infer<typeof orderStatusPatchBodySchema>;

/** The cancelReason stored for a reason and staff's words. */
export function cancelReasonText(reason: StaffCancelReason, note?: string): string {
  if (reason === 'other') return note ?? '';
  return note ? `${CANCEL_REASON_WORDS[reason]}${SEPARATOR}${note}` : CANCEL_REASON_WORDS[reason];
}

/** What a stored cancelReason says: a reason with fixed words (when it starts with them) and any words of staff's. */
export function readCancelReason(text: string): { reason?: KnownCancelReason; note?: string } {
  for (const [reason, words] of Object.entries(CANCEL_REASON_WORDS) as Array<[KnownCancelReason, string]>) {
    if (text === words) return { reason };
    if (text.startsWith(words + SEPARATOR)) return { reason, note: text.slice(words.length + SEPARATOR.length) };
  }
  return { note: text };
}
