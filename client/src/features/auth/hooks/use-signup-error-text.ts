import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api';
import { PhoneVerificationError } from '../firebase/phone-verification-error';

/** Firebase codes people actually run into, in words; any other code shows Firebase's own message. */
const FIREBASE_CODE_KEYS: Readonly<Record<string, string>> = {
  'auth/invalid-phone-number': 'signup.firebase.invalidPhoneNumber',
  'auth/too-many-requests': 'signup.firebase.tooManyRequests',
  'auth/quota-exceeded': 'signup.firebase.tooManyRequests',
  'auth/invalid-verification-code': 'signup.firebase.invalidCode',
  'auth/code-expired': 'signup.firebase.codeExpired',
  'auth/missing-verification-id': 'signup.firebase.codeExpired',
  'auth/network-request-failed': 'signup.firebase.network',
  'auth/captcha-check-failed': 'signup.firebase.captchaFailed',
};

function rawMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Turns anything the sign-up steps throw into the sentence docs/product/rules.md#errors-people-see asks for. */
export function useSignupErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (error instanceof ApiError) return error.message;
      if (!(error instanceof PhoneVerificationError)) return rawMessage(error);
      const key = error.firebaseCode ? FIREBASE_CODE_KEYS[error.firebaseCode] : undefined;
      const detail = key ? t(key) : rawMessage(error.cause ?? error);
      switch (error.reason) {
        case 'sendFailed':
          return t('signup.sendFailed', { message: detail });
        case 'confirmFailed':
          return detail;
        default:
          return t(`signup.${error.reason}`);
      }
    },
    [t],
  );
}
