import { TOO_LONG_MESSAGE } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The shared schemas' length sentence ('Too long: use at most 100 characters.'), with the limit captured. */
const TOO_LONG = new RegExp(`^${TOO_LONG_MESSAGE.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{max}', '(\\d+)')}$`);

/** How zod's own messages begin ("Too big: expected string to have <=100 characters"): words for developers. */
const ZOD_OWN = /^(Invalid input|Invalid option|Invalid string|Invalid format|Invalid key|Too big|Too small|Unrecognized key)/;

/**
 * The last step of every form's message translation: the length sentence in the shop's language,
 * and any message zod wrote for developers replaced by a plain request to check the field, so a
 * customer never reads validator jargon. Anything else is a sentence already and stays as it is.
 */
export function useValidationText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      const max = TOO_LONG.exec(message)?.[1];
      if (max !== undefined) return t('textLimit.tooLong', { max: Number(max) });
      return ZOD_OWN.test(message) ? t('textLimit.checkField') : message;
    },
    [t],
  );
}
