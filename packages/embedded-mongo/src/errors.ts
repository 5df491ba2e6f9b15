/** Errors carried back to the driver as `{ ok: 0, errmsg, code, codeName }` replies. */

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  Unauthorized: 13,
  InvalidOptions: 72,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NotImplemented: 238,
  WriteConflict: 112,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  ImmutableField: 66,
  DuplicateKey: 11000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: ErrorCodeName;
  readonly errorLabels: string[];
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, opts: { labels?: string[]; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.codeName = codeName;
    this.code = ErrorCodes[codeName];
    this.errorLabels = opts.labels ?? [];
    this.extra = opts.extra ?? {};
  }

  toReply(): Record<string, unknown> {
    const reply: Record<string, unknown> = { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
    if (this.errorLabels.length > 0) reply.errorLabels = this.errorLabels;
    return reply;
  }
}

/** A duplicate key as MongoDB reports it, so drivers and mongoose surface `code`, `keyPattern` and `keyValue`. */
export class DuplicateKeyError extends MongoCommandError {
  constructor(ns: string, indexName: string, keyPattern: Record<string, unknown>, keyValue: Record<string, unknown>) {
    super('DuplicateKey', `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${formatKey(keyValue)}`, {
      extra: { keyPattern, keyValue },
    });
  }

  /** The entry of a `writeErrors` array. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const badValue = (message: string) => new MongoCommandError('BadValue', message);

function formatKey(keyValue: Record<string, unknown>): string {
  const parts = Object.entries(keyValue).map(([k, v]) => `${k}: ${formatValue(v)}`);
  return `{ ${parts.join(', ')} }`;
}

function formatValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const bsontype = (v as { _bsontype?: string })._bsontype;
  if (bsontype === 'ObjectId') return `ObjectId('${String(v)}')`;
  if (typeof v === 'object' && !bsontype) return JSON.stringify(v);
  return String(v);
}

/** A transaction lost a race with a concurrent commit; drivers retry on the label. */
export function writeConflictError(): MongoCommandError {
  return new MongoCommandError(
    'WriteConflict',
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    { labels: ['TransientTransactionError'] },
  );
}
