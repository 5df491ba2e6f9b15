import { type Language, languageOfAcceptLanguage, type MessageParams, translateMessage } from '@pizza/shared';
import type { Request, Response } from 'express';

/** The language a request asks for (the client sends its current one in Accept-Language); English by default. */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  return languageOfAcceptLanguage(req.headers['accept-language']);
}

/**
 * A sentence for the person who made the request ('Address saved successfully.'), in the request's
 * language (shared/src/messages). The answer says its language and that it varies by Accept-Language.
 */
export function messageForRequest(req: Pick<Request, 'headers'>, res: Response, english: string, params?: MessageParams): string {
  const language = requestLanguage(req);
  res.vary('Accept-Language').set('Content-Language', language);
  return translateMessage(english, language, params);
}
