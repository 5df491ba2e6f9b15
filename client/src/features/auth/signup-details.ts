import { firstPasswordError, PASSWORD_MESSAGES, signupRequestSchema } from '@pizza/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
// The phone input's own export, so the page bundles one copy of the phone metadata.
import { isValidPhoneNumber } from 'react-phone-number-input';

import { PHONE_INVALID_MESSAGE } from './validation-messages';

/** Step one of sign-up; `phone` is E.164 ('+36301234567') or undefined while empty. */
export type SignupDetails = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  address: string;
};

export const EMPTY_SIGNUP_DETAILS: SignupDetails = { name: '', email: '', password: '', confirmPassword: '', address: '' };

/** Which field SPEC's rule messages belong under. */
function fieldOfRule(message: string): 'password' | 'confirmPassword' | 'phone' {
  if (message === PASSWORD_MESSAGES.mismatch) return 'confirmPassword';
  if (message === PASSWORD_MESSAGES.phoneRequired) return 'phone';
  return 'password';
}

/**
 * Step one's checks: the plain fields with the shared request schema's own field rules, then the
 * password and phone rules in SPEC order with only the first failure shown (shared
 * `firstPasswordError`, the same the server applies), then the phone number's format.
 */
export const signupDetailsResolver: Resolver<SignupDetails> = (values) => {
  const errors: FieldErrors<SignupDetails> = {};
  const cleaned = { ...values };
  for (const field of ['name', 'email', 'address'] as const) {
    const result = signupRequestSchema.shape[field].safeParse(values[field]);
    if (result.success) cleaned[field] = result.data;
    else errors[field] = { type: 'schema', message: result.error.issues[0]?.message };
  }
  const ruleMessage = firstPasswordError(values);
  if (ruleMessage) errors[fieldOfRule(ruleMessage)] = { type: 'rule', message: ruleMessage };
  else if (values.phone && !isValidPhoneNumber(values.phone)) errors.phone = { type: 'format', message: PHONE_INVALID_MESSAGE };

  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: cleaned, errors: {} };
};
