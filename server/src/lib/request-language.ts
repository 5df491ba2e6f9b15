import { type Language, languageOfAcceptLanguage } from '@pizza/shared';
import type { Request } from 'express';

/** The language a request asks for (the client sends its current one in Accept-Language); English by default. */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  return languageOfAcceptLanguage(req.headers['accept-language']);
}
