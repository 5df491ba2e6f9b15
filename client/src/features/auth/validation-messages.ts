import { PASSWORD_MESSAGES } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useValidationText } from '../../lib/validation-text';

/** The sign-up form's own check of the phone number's format (the shared schema checks E.164 only). */
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

/** The sign-up form's box for the terms and the privacy notice, left unticked (docs/product/legal.md#sign-up-and-checkout-acceptance). */
export const LEGAL_REQUIRED_MESSAGE = 'Please accept the terms and the privacy notice to sign up';

/**
 * Sentences the shared zod schemas and rules produce, mapped to catalogue keys. English values in
 * the catalogue equal these sentences (checked by a test), so English shows SPEC's exact words and
 * Hungarian gets a translation; any sentence not listed is shown as it came.
 */
export const SHARED_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [PASSWORD_MESSAGES.mismatch]: 'auth.validation.passwordMismatch',
  [PASSWORD_MESSAGES.tooShort]: 'auth.validation.passwordTooShort',
  [PASSWORD_MESSAGES.noUppercase]: 'auth.validation.passwordNoUppercase',
  [PASSWORD_MESSAGES.noNumber]: 'auth.validation.passwordNoNumber',
  [PASSWORD_MESSAGES.noSpecial]: 'auth.validation.passwordNoSpecial',
  [PASSWORD_MESSAGES.phoneRequired]: 'auth.validation.phoneRequired',
  'Invalid email address': 'auth.validation.invalidEmail',
  'Password is required': 'auth.validation.passwordRequired',
  'Name is required': 'auth.validation.nameRequired',
  'OTP is required': 'auth.validation.otpRequired',
  'OTP must be 6 digits': 'auth.validation.otpDigits',
  [PHONE_INVALID_MESSAGE]: 'auth.validation.phoneInvalid',
  [LEGAL_REQUIRED_MESSAGE]: 'auth.validation.legalRequired',
};

/** Translates shared validation sentences, one per line (any other sentence passes through, zod's jargon never). */
export function useMessageTranslator(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const validationText = useValidationText();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      // Several unmet rules come one per line (withAllPasswordRules); each line is translated.
      return message
        .split('\n')
        .map((line) => {
          const key = SHARED_MESSAGE_KEYS[line];
          return key ? t(key) : validationText(line);
        })
        .join('\n');
    },
    [t, validationText],
  );
}
