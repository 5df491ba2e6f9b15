import { type ErrorEnvelope, type Language, translateMessage } from '@pizza/shared';
import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { ZodError } from 'zod';

import { AppError, type AppErrorCode, RetryLaterError } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { zodIssueMessage } from '../lib/zod-messages';

interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
}

const INTERNAL: ErrorResponse = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR' } };

function envelope(status: number, code: AppErrorCode, message: string, details?: unknown): ErrorResponse {
  return { status, body: details === undefined ? { message, code } : { message, code, details } };
}

function fromZod(err: ZodError, language: Language): ErrorResponse {
  const issues = err.issues.map((issue) => ({
    code: issue.code,
    message: zodIssueMessage(issue, language),
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
  }));
  return envelope(400, 'VALIDATION_ERROR', issues[0]?.message ?? translateMessage('Invalid request', language), issues);
}

function fromMongoose(err: unknown): ErrorResponse | undefined {
  if (err instanceof mongoose.Error.CastError) return envelope(400, 'VALIDATION_ERROR', `Invalid value for ${err.path}`);
  if (err instanceof mongoose.Error.ValidationError) {
    const messages = Object.values(err.errors).map((fieldError) => ({ path: fieldError.path, message: fieldError.message }));
    return envelope(400, 'VALIDATION_ERROR', messages[0]?.message ?? 'Invalid data', messages);
  }
  const { code, keyPattern } = err as { code?: unknown; keyPattern?: Record<string, unknown> };
  // Only the field names: the duplicate value itself may be someone else's e-mail or phone.
  if (code === 11000) return envelope(409, 'CONFLICT', 'Already exists', keyPattern ? { fields: Object.keys(keyPattern) } : undefined);
  return undefined;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database right now. Please try again in a moment.';

/** Server codes of a database that is stepping down or shutting down (the driver retries them once). */
const OUTAGE_CODES = new Set([91, 189, 10107, 11600, 11602, 13435, 13436]);

/**
 * The database is unreachable, restarting or failing over, or a transaction kept conflicting until
 * its time ran out: a moment's outage, not a bug, so 503 with Retry-After rather than 500.
 */
function fromDatabaseOutage(err: unknown): ErrorResponse | undefined {
  const { mongo } = mongoose;
  const outage =
    err instanceof mongo.MongoNetworkError ||
    err instanceof mongo.MongoServerSelectionError ||
    err instanceof mongo.MongoNotConnectedError ||
    err instanceof mongo.MongoTopologyClosedError ||
    err instanceof mongo.MongoOperationTimeoutError ||
    (err instanceof mongo.MongoError &&
      (err.hasErrorLabel('TransientTransactionError') || err.hasErrorLabel('RetryableWriteError') || OUTAGE_CODES.has(Number(err.code)))) ||
    // Mongoose holds commands while it reconnects and gives up after bufferTimeoutMS.
    (err instanceof mongoose.Error && /buffering timed out/.test(err.message));
  return outage ? envelope(503, 'SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE) : undefined;
}

/** body-parser's errors are http-errors with `type`, `status` and `expose` set. */
function fromBodyParser(err: unknown): ErrorResponse | undefined {
  const { type, status, expose, message, limit } = err as {
    type?: unknown;
    status?: unknown;
    expose?: unknown;
    message?: string;
    limit?: unknown;
  };
  if (type === 'entity.parse.failed') return envelope(400, 'BAD_REQUEST', 'Request body is not valid JSON');
  if (type === 'entity.too.large') return envelope(413, 'PAYLOAD_TOO_LARGE', `Request body is too large (limit ${String(limit)} bytes)`);
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return undefined;
  return envelope(status, status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST', message || 'Bad request');
}

export const MALFORMED_URL_MESSAGE = 'Malformed URL: a path segment is not valid percent-encoding';

function inEnglish(err: unknown): ErrorResponse {
  // Express's router fails to decode a parameter such as %E0%A4%A with a URIError (status 400, but no `expose`).
  if (err instanceof URIError) return envelope(400, 'BAD_REQUEST', MALFORMED_URL_MESSAGE);
  return fromMongoose(err) ?? fromDatabaseOutage(err) ?? fromBodyParser(err) ?? INTERNAL;
}

/**
 * The answer to an error, its `message` (and a validation failure's issues) in `language`
 * (shared/src/messages; English when a message has no translation). Codes never change.
 */
export function toErrorResponse(err: unknown, language: Language = 'en'): ErrorResponse {
  if (err instanceof AppError) return envelope(err.status, err.code, err.messageIn(language), err.details);
  if (err instanceof ZodError) return fromZod(err, language);
  const response = inEnglish(err);
  if (language === 'en') return response;
  const details = response.body.details as { message?: unknown }[] | undefined;
  const translated = Array.isArray(details)
    ? details.map((d) => (typeof d.message === 'string' ? { ...d, message: translateMessage(d.message, language) } : d))
    : details;
  return envelope(response.status, response.body.code as AppErrorCode, translateMessage(response.body.message, language), translated);
}

/**
 * The one place errors become responses: `{ message, code, details? }`, never HTML, never a stack,
 * the message in the request's language (Accept-Language), with `Content-Language` and `Vary`.
 * Server-side failures are logged with the request's logger, which carries the request id.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  const language = requestLanguage(req);
  const { status, body } = toErrorResponse(err, language);
  if (status >= 500) req.log.error({ err }, 'request failed');
  // A response already under way cannot change status; Express's default handler closes the socket.
  if (res.headersSent) return next(err);
  if (status === 503) res.set('Retry-After', '5');
  if (err instanceof RetryLaterError) res.set('Retry-After', String(err.retryAfterSeconds));
  // The message follows Accept-Language: caches must keep one answer per language.
  res.vary('Accept-Language').set('Content-Language', language);
  res.status(status).json(body);
};
