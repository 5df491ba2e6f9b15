import { z } from 'zod';

import { CATEGORIES, ORDER_TYPES, PAYMENT_METHODS, ROLES, SIZES, TEXT_LIMITS } from '../constants';

/*
 * Building blocks of every schema. Request schemas accept form-encoded bodies as well as JSON
 * (docs/product/api.md#the-original-contract), so numbers and booleans also come as strings; the helpers below accept
 * exactly those two spellings and nothing else, so an object such as {"$gt": ""} never passes.
 */

/** Seed ids (PIZ_001), ObjectIds and UUIDs all fit; the narrow alphabet keeps query syntax out. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** The sentence for a text over its limit (its id in shared/src/messages, `{max}`: the limit). */
export const TOO_LONG_MESSAGE = 'Too long: use at most {max} characters.';

/** 'Too long: use at most 100 characters.': a person reads it, never zod's "Too big: expected string to have <=100 characters". */
export function tooLongMessage(max: number): string {
  return TOO_LONG_MESSAGE.replace('{max}', String(max));
}

/** A string of at most `max` characters, refused with the shop's sentence rather than zod's. */
export const limitedString = (max: number) => z.string().max(max, tooLongMessage(max));

/** Trimmed and lower-cased before the format check, so one mailbox is one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address').max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email)));

/*
 * Free text reaches staff screens and e-mails, so it never carries control characters or
 * bidirectional overrides (U+202E can make a note read backwards, 'ecaf ot ecaf' style). They are
 * stripped rather than refused: a pasted address with a stray tab should still save. Multi-line
 * fields (instructions) keep their line breaks; single-line fields turn them into spaces.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text with control characters and bidi controls removed; tabs become spaces, CRLF becomes LF. */
export function cleanFreeText(value: string, multiline = false): string {
  const unified = value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  const lines = multiline ? unified : unified.replace(/\n/g, ' ');
  return lines.replace(CONTROL_CHARS, '').replace(BIDI_CONTROLS, '');
}

const freeText = (multiline: boolean) => z.string().overwrite((value) => cleanFreeText(value, multiline));

export const nameSchema = freeText(false).trim().min(1, 'Name is required').max(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name));

/** Integer forints; fractions never occur (docs/product/rules.md#money-and-fees). */
export const moneySchema = z.int().nonnegative();

/** An instant as JSON.stringify writes a Date (offsets accepted too). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** How far ahead a temporary change (closed until, sold out until) may end: a year, a leap day included. */
export const UNTIL_MAX_DAYS = 366;
export const UNTIL_TOO_FAR_MESSAGE = `The end can be at most ${UNTIL_MAX_DAYS} days from now.`;

/** Whether `until` lies more than UNTIL_MAX_DAYS after `now` (the shop's clock: the server checks it). */
export function untilTooFar(until: Date, now: Date): boolean {
  return until.getTime() - now.getTime() > UNTIL_MAX_DAYS * 24 * 60 * 60 * 1000;
}

/** The end of a temporary change: an instant in the future, at most UNTIL_MAX_DAYS ahead (checked on the server). */
export const untilSchema = isoDateTimeSchema.meta({
  description: `An instant in the future, at most ${UNTIL_MAX_DAYS} days ahead of the shop's clock.`,
});

export const categorySchema = z.enum(CATEGORIES).meta({ id: 'Category' });
export const sizeSchema = z.enum(SIZES).meta({ id: 'Size' });
export const orderTypeSchema = z.enum(ORDER_TYPES).meta({ id: 'OrderType' });
export const paymentMethodSchema = z.enum(PAYMENT_METHODS).meta({ id: 'PaymentMethod' });
export const roleSchema = z.enum(ROLES).meta({ id: 'Role' });

/** A required trimmed single-line text field with the message a form shows under it. */
export function requiredText(max: number, message: string) {
  return freeText(false).trim().min(1, message).max(max, tooLongMessage(max));
}

/**
 * An optional trimmed text field; an empty string (what an untouched form field sends) means absent.
 * `multiline` keeps line breaks (instructions to the kitchen or the courier).
 */
export function optionalText(max: number, { multiline = false } = {}) {
  return freeText(multiline)
    .trim()
    .max(max, tooLongMessage(max))
    .optional()
    .transform((value) => value || undefined);
}

// The only string spellings a form or query may use for numbers.
const integerString = z
  .string()
  .trim()
  .regex(/^-?\d+$/)
  .transform(Number);
const decimalString = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

/** An integer from JSON or its decimal spelling from a form or query string. */
export function formInt(min: number, max: number) {
  return z.union([z.int(), integerString], { error: 'Expected a whole number' }).pipe(z.int().min(min).max(max));
}

/** A finite number from JSON or its decimal spelling from a form or query string. */
export function formNumber(min: number, max: number) {
  return z.union([z.number(), decimalString], { error: 'Expected a number' }).pipe(z.number().min(min).max(max));
}

/** Query flags are the literal strings 'true' and 'false'. */
export const queryBooleanSchema = z.stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' });

/** `{ id }` path parameter. */
export const idParamsSchema = z.strictObject({ id: idSchema });

/** `{ email }` path parameter (validate-token, order history). */
export const emailParamsSchema = z.strictObject({ email: emailSchema });

/** `?email=` query (check-email, cart by e-mail). */
export const emailQuerySchema = z.strictObject({ email: emailSchema });

export type IdParams = z.infer<typeof idParamsSchema>;
export type EmailParams = z.infer<typeof emailParamsSchema>;
export type EmailQuery = z.infer<typeof emailQuerySchema>;
