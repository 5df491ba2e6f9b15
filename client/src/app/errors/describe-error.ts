/** What the error screen shows: a readable message and a technical detail block. */
export interface ErrorDescription {
  message: string;
  detail: string;
}

function stringifyData(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data, null, 2);
  } catch {
    return String(data);
  }
}

/** Turns anything that was thrown (an Error, a string, an object...) into text. */
export function describeError(error: unknown, unknownMessage: string): ErrorDescription {
  if (error instanceof Error) {
    return {
      message: error.message || unknownMessage,
      detail: error.stack ?? `${error.name}: ${error.message}`,
    };
  }
  const text = stringifyData(error);
  return { message: text || unknownMessage, detail: text };
}
