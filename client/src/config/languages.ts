/** Languages the shop is translated into; English is the default and the fallback (one list, in shared/). */
export { type Language, SUPPORTED_LANGUAGES } from '@pizza/shared';
