import { z } from 'zod';

import { SUPPORTED_LANGUAGES } from '../language';
import { acceptedLegalSchema } from './legal';
import { idSchema, isoDateTimeSchema } from './primitives';

/**
 * A customer's own settings: the language of their mails (and of the interface when
 * they sign in again), and the optional order mails. Confirmation and cancellation always go.
 */
export const accountPreferencesSchema = z
  .strictObject({
    language: z.enum(SUPPORTED_LANGUAGES, 'language must be "en" or "hu"'),
    mails: z.strictObject(
      {
        /** Out for delivery / ready for pickup. */
        ready: z.boolean('mails.ready must be true or false'),
        /** Delivered / completed: the thank-you. */
        delivered: z.boolean('mails.delivered must be true or false'),
      },
      'mails must be an object { ready, delivered }',
    ),
  })
  .meta({ id: 'AccountPreferences' });
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;

/** The mails a customer may turn off; on until they do. */
export const DEFAULT_MAIL_PREFERENCES: AccountPreferences['mails'] = { ready: true, delivered: true };

/** The order mails, one per stage of an order. */
export const ORDER_MAIL_KINDS = ['placed', 'accepted', 'ready', 'delivered', 'cancelled', 'reward'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** A mail that kept failing and was given up (staff see these on the board's Settings tab). */
export const mailFailureSchema = z
  .object({
    id: z.string(),
    eventId: idSchema,
    kind: z.enum(ORDER_MAIL_KINDS),
    recipient: z.string(),
    orderId: idSchema,
    orderSequence: z.string(),
    attempts: z.int().positive(),
    lastError: z.string(),
    failedAt: isoDateTimeSchema,
  })
  .meta({ id: 'MailFailure' });
export type MailFailure = z.infer<typeof mailFailureSchema>;

/**
 * `DELETE /api/account` (docs/product/legal.md#my-data): the customer's password confirms; the
 * account is erased at once and for good (its orders stay, under a pseudonym, for accounting).
 */
export const accountDeleteRequestSchema = z
  .strictObject({ password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(72, 'Password is too long') })
  .meta({ id: 'AccountDeleteRequest' });
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;

/**
 * `GET /api/account/export`: everything the shop holds about the signed-in customer, as JSON
 * (GDPR Art. 15 and 20). The parts are the shop's own shapes; `exportedAt` says when.
 */
export const accountExportSchema = z
  .object({
    exportedAt: isoDateTimeSchema,
    profile: z.object({
      id: idSchema,
      name: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      /** The free-text address given at sign-up, when one was (delivery addresses are in `addresses`). */
      address: z.string().optional(),
      createdAt: isoDateTimeSchema,
    }),
    preferences: accountPreferencesSchema,
    acceptedLegal: acceptedLegalSchema,
    addresses: z.array(z.record(z.string(), z.unknown())),
    orders: z.array(z.record(z.string(), z.unknown())),
    cart: z.record(z.string(), z.unknown()).optional(),
    pushDevices: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;
