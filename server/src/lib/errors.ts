import {
  type ErrorCode,
  formatMessage,
  type Language,
  type MessageParams,
  OUTSIDE_ZONE_CODE,
  OUTSIDE_ZONE_MESSAGE,
  type OutsideZoneDetails,
  translateMessage,
  zoneKm,
} from '@pizza/shared';

/**
 * Codes the server adds to the shared catalogue: transport-level failures, and a dependency that is
 * not configured or not reachable (mail, Firebase).
 */
export type AppErrorCode = ErrorCode | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'SERVICE_UNAVAILABLE';

/** A message with values: the English text with `{placeholders}` (its id in shared/src/messages) and the values. */
export interface Msg {
  id: string;
  params: MessageParams;
}

/** `msg('Menu item not found: {id}', { id })`: a message with values, translated when it is answered. */
export const msg = (id: string, params: MessageParams): Msg => ({ id, params });

/** What the error helpers take: a fixed English sentence, or a message with values. */
export type MessageInput = string | Msg;

/**
 * The one error type services throw for expected failures. The error handler turns it into the
 * `{ message, code, details? }` envelope in the request's language; `message` here is the English
 * text (logs, tests); people read it as is (docs/product/rules.md#errors-people-see).
 */
export class AppError extends Error {
  readonly messageId: string;
  readonly params?: MessageParams;

  constructor(
    readonly status: number,
    readonly code: AppErrorCode,
    message: MessageInput,
    readonly details?: unknown,
  ) {
    const { id, params } = typeof message === 'string' ? { id: message, params: undefined } : message;
    super(formatMessage(id, params, 'en'));
    this.name = 'AppError';
    this.messageId = id;
    if (params) this.params = params;
  }

  /** The message in `language` (shared/src/messages; English when there is no translation). */
  messageIn(language: Language): string {
    return translateMessage(this.messageId, language, this.params);
  }
}

/** An error whose answer says when to try again (429 of an attempt limit): the error handler sets Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    status: number,
    code: AppErrorCode,
    message: MessageInput,
    readonly retryAfterSeconds: number,
    details?: unknown,
  ) {
    super(status, code, message, details);
  }
}

export const badRequest = (message: MessageInput, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message: MessageInput = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: MessageInput = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: MessageInput) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: MessageInput, details?: unknown) => new AppError(409, 'CONFLICT', message, details);

/** The address is outside the delivery zone: 400 with its own code, and the radius the sentence names in `details`. */
export const outsideZone = (radiusM: number) =>
  new AppError(400, OUTSIDE_ZONE_CODE, msg(OUTSIDE_ZONE_MESSAGE, { km: zoneKm(radiusM) }), { radiusM } satisfies OutsideZoneDetails);
