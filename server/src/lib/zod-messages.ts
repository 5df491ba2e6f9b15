import { identifyMessage, type Language, tooLongMessage, translateMessage } from '@pizza/shared';
import { z } from 'zod';

/*
 * A zod issue's message in a language: the shop's own messages (the schemas' `message:` texts) come
 * from shared/src/messages; zod's built-in ones ("Too small: expected string to have >=3
 * characters") from zod's own locale of that language, except a text over its length limit, which
 * a person may meet and so gets the shop's sentence ("Too long: use at most 100 characters.") in
 * either language, also where a schema left zod's default.
 */

type Issue = z.core.$ZodIssue;
type LocaleError = (issue: z.core.$ZodRawIssue) => string | { message: string } | undefined | null;

const LOCALES: Record<Language, () => { localeError: LocaleError }> = {
  en: () => z.locales.en() as { localeError: LocaleError },
  hu: () => z.locales.hu() as { localeError: LocaleError },
};
const cache = new Map<Language, LocaleError>();
const localeError = (language: Language): LocaleError => {
  let found = cache.get(language);
  if (!found) cache.set(language, (found = LOCALES[language]().localeError));
  return found;
};

/** A value of the type named in "received number": an issue no longer holds its input, the locale names its type. */
const SAMPLE_OF_TYPE: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  undefined,
  null: null,
  array: [],
  object: {},
  nan: Number.NaN,
  bigint: 0n,
  date: new Date(0),
};

function rawIssueOf(issue: Issue): z.core.$ZodRawIssue {
  const received = issue.code === 'invalid_type' ? /received (\w+)$/.exec(issue.message)?.[1] : undefined;
  return (
    received !== undefined && received in SAMPLE_OF_TYPE ? { ...issue, input: SAMPLE_OF_TYPE[received] } : issue
  ) as z.core.$ZodRawIssue;
}

const textOf = (result: ReturnType<LocaleError>) => (typeof result === 'string' ? result : result?.message);

/** The shop's sentence for one of zod's own messages, where it has one. */
function shopSentence(issue: Issue): string | undefined {
  return issue.code === 'too_big' && issue.origin === 'string' ? tooLongMessage(Number(issue.maximum)) : undefined;
}

/** The issue's message in `language`: the shop's catalogue, else zod's locale for zod's own messages, else as it is. */
export function zodIssueMessage(issue: Issue, language: Language): string {
  const raw = rawIssueOf(issue);
  // The catalogue first: 'Invalid email address' is both a schema's message and zod's own.
  const ours = identifyMessage(issue.message) !== undefined || textOf(localeError('en')(raw)) !== issue.message;
  if (ours) return translateMessage(issue.message, language);
  const sentence = shopSentence(issue);
  if (sentence) return translateMessage(sentence, language);
  return language === 'en' ? issue.message : (textOf(localeError(language)(raw)) ?? issue.message);
}
