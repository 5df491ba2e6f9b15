import type { ErrorEnvelope } from '@pizza/shared';
import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { ZodError } from 'zod';

import { AppError, type AppErrorCode } from '../lib/errors';

interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
}

const INTERNAL: ErrorResponse = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR' } };

function envelope(status: number, code: AppErrorCode, message: string, details?: unknown): ErrorResponse {
  return { status, body: details === undefined ? { message, code } : { message, code, details } };
}

function fromZod(err: ZodError): ErrorResponse {
  const issues = err.issues.map(({ code, message, path }) => ({
    code,
    message,
    path: path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
  }));
  return envelope(400, 'VALIDATION_ERROR', issues[0]?.message ?? 'Invalid request', issues);
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

export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof AppError) return envelope(err.status, err.code, err.message, err.details);
  if (err instanceof ZodError) return fromZod(err);
  // Express's router fails to decode a parameter such as %E0%A4%A with a URIError (status 400, but no `expose`).
  if (err instanceof URIError) return envelope(400, 'BAD_REQUEST', MALFORMED_URL_MESSAGE);
  return fromMongoose(err) ?? fromBodyParser(err) ?? INTERNAL;
}

/**
 * The one place errors become responses: `{ message, code, details? }`, never HTML, never a stack.
 * Server-side failures are logged with the request's logger, which carries the request id.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  const { status, body } = toErrorResponse(err);
  if (status >= 500) req.log.error({ err }, 'request failed');
  // A response already under way cannot change status; Express's default handler closes the socket.
  if (res.headersSent) return next(err);
  res.status(status).json(body);
};
