import type { ErrorCode } from '@pizza/shared';

/**
 * Codes the server adds to the shared catalogue: transport-level failures, and a dependency that is
 * not configured or not reachable (mail, Firebase).
 */
export type AppErrorCode = ErrorCode | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'SERVICE_UNAVAILABLE';

/**
 * The one error type services throw for expected failures. The error handler turns it into the
 * `{ message, code, details? }` envelope; `message` is shown to people as is (SPEC section 8).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'CONFLICT', message, details);
