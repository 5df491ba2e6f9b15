import { type Language, translateMessage } from '@pizza/shared';
import { z } from 'zod';

/*
 * A zod issue's message in a language: the shop's own messages (the schemas' `message:` texts) come
 * from shared/src/messages; zod's built-in ones ("Too small: expected string to have >=3
 * characters") from zod's own locale of that language.
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

/** The issue's message in `language`: the shop's catalogue, else zod's locale for zod's own messages, else as it is. */
export function zodIssueMessage(issue: Issue, language: Language): string {
  if (language === 'en') return issue.message;
  const ours = translateMessage(issue.message, language);
  if (ours !== issue.message) return ours;
  const raw = rawIssueOf(issue);
  if (textOf(localeError('en')(raw)) !== issue.message) return issue.message;
  return textOf(localeError(language)(raw)) ?? issue.message;
}
