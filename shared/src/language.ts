/** Languages the shop speaks (interface, server messages, mails); English is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'hu'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The best supported language of an `Accept-Language` header (RFC 9110 section 12.5.4): ranges by
 * quality, `hu-HU` counting as `hu`, `*` and anything unknown falling back to English.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: range.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((r) => r.primary).find(isLanguage) ?? 'en';
}
