/** Languages the shop is translated into; English is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'hu'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
