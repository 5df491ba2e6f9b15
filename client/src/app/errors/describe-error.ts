import { isRouteErrorResponse } from 'react-router-dom';

/** What the error screen shows: a readable message and a technical detail block. */
export interface ErrorDescription {
  message: string;
  detail: string;
}

function stringifyData(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  if (typeof data === 'string') return data;
  if (data instanceof Error) return data.message;
  try {
    return JSON.stringify(data, null, 2);
  } catch {
    return String(data);
  }
}

/**
 * Turns anything that was thrown (an Error, a router error response, a string...) into text.
 * `notFoundMessage` is used for the router's 404, so an unknown URL reads "Page not found: /x".
 */
export function describeError(error: unknown, unknownMessage: string, notFoundMessage?: string): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const statusLine = `${error.status} ${error.statusText}`.trim();
    const data = stringifyData(error.data);
    const message = error.status === 404 && notFoundMessage ? notFoundMessage : data || statusLine || unknownMessage;
    return { message, detail: [statusLine, data].filter(Boolean).join('\n') };
  }
  if (error instanceof Error) {
    return {
      message: error.message || unknownMessage,
      detail: error.stack ?? `${error.name}: ${error.message}`,
    };
  }
  const text = stringifyData(error);
  return { message: text || unknownMessage, detail: text };
}
